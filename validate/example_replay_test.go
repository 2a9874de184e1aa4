package validate_test

import (
	"fmt"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/validate"
)

// Read a record and replay it: every entry is judged by the engine, and
// visit sees the game before and after each one.
func ExamplePlay() {
	text := []byte(`sequence: 1
ruleset: standard
players:
  - {name: Ann, team: green}
  - {name: Bob, team: blue}
start:
  position: "*8*/1gb3b3/2g3b3/3gg1b3/4b5/b4g4/10/3b6/1GGGGG4/*8*"
  sequences: [{team: green, from: B9, to: F9}]
  to_move: Ann
turns:
  - Ann: JSxE5
  - Bob: AH@G5
  - Ann: 5H@E5
`)
	rec, err := record.Load(text, record.LoadOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	rp := validate.Play(rec, func(st *validate.Step) {
		fmt.Printf("%d %s: %s", st.Index, rec.Name(st.Entry.Player), notation.FormatTurn(st.Entry.Turn.Actions))
		if !st.Violation.OK() {
			fmt.Printf(" is illegal [%s]\n", st.Violation.Rule)
			return
		}
		fmt.Printf(", %d sequences completed\n", len(st.Report.Sequences()))
	})
	fmt.Println("applied", rp.Applied, "winner", rp.Game.Winner())
	fmt.Println(rp.Game.Board())
	// Output:
	// 1 Ann: JSxE5, 0 sequences completed
	// 2 Bob: AH@G5, 0 sequences completed
	// 3 Ann: 5H@E5, 1 sequences completed
	// applied 3 winner green
	// *8*/1Gb3b3/2G3b3/3Gg1b3/4G1b3/b4g4/10/3b6/1GGGGG4/*8*
}
