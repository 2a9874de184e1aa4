package situation_test

import (
	"fmt"

	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/situation"
)

// Build the game a situation describes, play an entry, and read the
// situation after it: the FEN of Sequence, both ways.
func ExampleNewGame() {
	s, err := notation.ParseSituation("*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 4C,7H")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := situation.NewGame(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("seat", g.ToMove()+1, "to move, team", g.TeamOf(g.ToMove()))
	turn, _ := notation.ParseTurn("7H@D6")
	if _, v := g.Turn(g.ToMove(), turn.Actions); !v.OK() {
		fmt.Println(v.Rule)
		return
	}
	fmt.Println(notation.FormatSituation(situation.Of(g)))
	// Output:
	// seat 1 to move, team green
	// *8*/10/10/10/10/3g6/10/10/10/*8* - standard gb 2 ?
}
