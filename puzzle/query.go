package puzzle

import "github.com/seqref/seqref/engine"

// query is one position being asked for a puzzle while generating: the
// game at the position (with only the mover's hand known, as the record
// will have it), the difficulty wanted, for legal puzzles the rule the entry
// should break, and the random source.
type query struct {
	pos    *Position
	g      *engine.Game
	p      int // the player to move
	want   Difficulty
	target legalTarget
	r      *rng
}

// posed is a puzzle found in a position: the record's turn and the answer.
type posed struct {
	turn   []engine.Action
	answer Answer
}

// posers find a puzzle of each kind in a position, or report false.
var posers = map[Kind]func(*query) (posed, bool){
	Win:   poseWin,
	Block: poseBlock,
	Dead:  poseDead,
	Legal: poseLegal,
	Count: poseCount,
}

// checkers confirm a puzzle of each kind read from a record: its answer,
// that it is the only one, and its difficulty.
var checkers = map[Kind]func(*Puzzle, *engine.Game) *Problem{
	Win:   checkWin,
	Block: checkBlock,
	Dead:  checkDead,
	Legal: checkLegal,
	Count: checkCount,
}
