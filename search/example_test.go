package search_test

import (
	"fmt"

	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/search"
	"github.com/seqref/seqref/situation"
)

// A searcher chooses the play of the player to move in a situation: the
// board, the sequences and the player's own hand, all a player sees. Here
// green has a sequence and 5H on E5 completes a second one, which wins.
func ExampleSearcher_Play() {
	s, err := notation.ParseSituation("*8*/1gb3b3/2g3b3/3gg1b3/6b3/b4g4/10/3b6/1GGGGG4/*8* g=B9-F9 standard gb 1 5H,JS")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := situation.NewGame(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	searcher := search.New(search.Config{Playouts: 500}, 1)
	play := searcher.Play(g, s.ToMove, s.Hand.Cards)
	fmt.Println(notation.FormatAction(play))
	// Output: 5H@E5
}
