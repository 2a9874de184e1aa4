package puzzle

import (
	"fmt"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
)

// Puzzle is one rules puzzle: a position with the hand of the player to
// move, the record's one turn, and the answer.
type Puzzle struct {
	Kind       Kind
	Difficulty Difficulty
	Source     Source
	Position   Position
	// Names are the players' names by seat.
	Names []string
	// Turn is the actions of the record's one entry: the answer for win and
	// block, a dead card turned in and a play for dead, the question itself
	// for legal and count.
	Turn   []engine.Action
	Answer Answer
	// Question is the question in words.
	Question string

	// where says where the parts of a puzzle read from a file stand, by
	// name: "puzzle", "kind", "difficulty", "answer", "turn", "start".
	where map[string]record.Pos
}

// Answer is a puzzle's answer; the field that holds it depends on the kind.
type Answer struct {
	Play engine.Action // win and block: the one play
	// Dead are the distinct dead cards of the hand, in card order.
	Dead []engine.Card
	// Rule is the rule the entry breaks (legal), NoRule when it is legal.
	Rule engine.Rule
	// Counts are the completed sequences of every team after the entry
	// (count), by team.
	Counts [engine.MaxTeams]int
}

// Source is the self-play game a position comes from: the position is the
// one before entry Entry (1-based, reshuffle entries counted) of the game
// that play.Play makes from the record's ruleset, players and teams with
// this seed and policy. Known is false for a puzzle that does not say.
type Source struct {
	Known  bool
	Policy play.Policy
	Seed   uint64
	Entry  int
}

// Player is the name of the player to move.
func (pz *Puzzle) Player() string { return pz.Names[pz.Position.ToMove] }

// Problem is why a puzzle fails its check: where in the file, and what is
// wrong.
type Problem struct {
	Pos record.Pos
	Msg string
}

func (p *Problem) Error() string { return fmt.Sprintf("%d:%d: %s", p.Pos.Line, p.Pos.Col, p.Msg) }

// problem is a Problem at the named part of the puzzle (see Puzzle.where),
// or at the puzzle: block, or the top of the file, when that part is not
// written.
func (pz *Puzzle) problem(part, format string, args ...any) *Problem {
	pos, ok := pz.where[part]
	if !ok {
		pos, ok = pz.where["puzzle"]
	}
	if !ok {
		pos = record.Pos{Line: 1, Col: 1}
	}
	return &Problem{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}
