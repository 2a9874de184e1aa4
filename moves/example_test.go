package moves_test

import (
	"fmt"

	"github.com/seqref/seqref/moves"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/situation"
)

// List the plays of a situation: read it, build its game, list the plays
// with what each does.
func ExampleList() {
	s, err := notation.ParseSituation("*8*/1gb3b3/2g3b3/3gg1b3/6b3/b4g4/10/3b6/1GGGGG4/*8* g=B9-F9 standard gb 1 5H,9H,JS")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := situation.NewGame(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	l := moves.List(g)
	fmt.Println(len(l.Plays), "plays; pass legal:", l.Pass)
	for _, p := range l.Plays {
		fmt.Print(notation.FormatAction(p.Action))
		for _, q := range p.Sequences {
			fmt.Printf(" completes %v-%v", q.From, q.To())
		}
		if p.Wins {
			fmt.Print(" and wins")
		}
		for _, t := range p.Blocks {
			fmt.Printf(" breaks %v's %v-%v", t.Line.Team, t.Line.From, t.Line.To())
		}
		fmt.Println()
	}
	// Output:
	// 11 plays; pass legal: false
	// JSxC2
	// JSxG2 breaks blue's G1-G5 breaks blue's G2-G6
	// JSxG3 breaks blue's G1-G5 breaks blue's G2-G6
	// JSxG4 breaks blue's G1-G5 breaks blue's G2-G6
	// JSxG5 breaks blue's G1-G5 breaks blue's G2-G6
	// JSxA6
	// JSxD8
	// 5H@E5 completes A1-E5 and wins
	// 5H@I7
	// 9H@I3
	// 9H@E7
}
