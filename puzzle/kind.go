package puzzle

import (
	"fmt"
	"strings"
)

// Kind is what a puzzle asks.
type Kind string

// The kinds of puzzle.
const (
	Win   Kind = "win"   // the one play that wins the game now
	Block Kind = "block" // the one play that leaves the next team no completing space
	Dead  Kind = "dead"  // which cards of the hand are dead
	Legal Kind = "legal" // whether a proposed entry is legal, or the rule it breaks
	Count Kind = "count" // how many sequences each team has after an entry
)

// Kinds lists every kind in the order the documentation gives them.
var Kinds = []Kind{Win, Block, Dead, Legal, Count}

// KindNamed returns the kind with the given name.
func KindNamed(name string) (Kind, error) {
	for _, k := range Kinds {
		if string(k) == name {
			return k, nil
		}
	}
	return "", fmt.Errorf("unknown puzzle kind %q; the kinds are %s", name, kindList())
}

func kindList() string {
	names := make([]string, len(Kinds))
	for i, k := range Kinds {
		names[i] = string(k)
	}
	return strings.Join(names, ", ")
}

// Difficulty is how hard a puzzle is. Each kind says what makes it hard
// (docs/puzzles.md); the rule is the same for generating and for checking.
type Difficulty string

// The difficulties. Mixed is no choice: a batch alternates easy and hard.
const (
	Easy  Difficulty = "easy"
	Hard  Difficulty = "hard"
	Mixed Difficulty = ""
)

// DifficultyNamed returns the difficulty with the given name; "" is Mixed.
func DifficultyNamed(name string) (Difficulty, error) {
	switch Difficulty(name) {
	case Easy, Hard, Mixed:
		return Difficulty(name), nil
	}
	return "", fmt.Errorf("unknown difficulty %q; the difficulties are easy and hard", name)
}

// hardIf is Hard when the condition holds, Easy otherwise.
func hardIf(hard bool) Difficulty {
	if hard {
		return Hard
	}
	return Easy
}
