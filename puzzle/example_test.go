package puzzle_test

import (
	"fmt"

	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/puzzle"
	"github.com/seqref/seqref/record"
)

// Make a puzzle from a seed, write it as a record, and check it again: its
// answer is right and the only one.
func ExampleGenerate() {
	puzzles, err := puzzle.Generate(puzzle.Options{Kind: puzzle.Win, Seed: 7, Count: 1, Difficulty: puzzle.Easy})
	if err != nil {
		fmt.Println(err)
		return
	}
	pz := puzzles[0]
	fmt.Println(pz.Question)
	fmt.Println("answer:", notation.FormatAction(pz.Answer.Play))
	rec, err := record.Load(pz.Record(), record.LoadOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("check:", puzzle.Check(rec))
	// Output:
	// Lou (blue) is to move. Exactly one play of Lou's hand wins the game now: which card, on which space?
	// answer: 9H@E7
	// check: <nil>
}
