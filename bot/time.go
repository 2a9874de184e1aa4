package bot

import (
	"time"

	"github.com/seqref/seqref/protocol"
)

// Timed is a Chooser that is told the time of every answer before it is
// asked for it: the most it should take, from AnswerTime, or 0 when the
// referee says nothing. search.Searcher is one; it searches for a share of
// that time.
type Timed interface {
	SetMoveTime(d time.Duration)
}

// AnswerTime is the time a bot may give an answer when the referee says
// t: with a time a move only, that time; with a game clock, a 25th of the
// time left and three quarters of the increment, but at most a third of
// the time left (so that a clock never runs out on an answer that takes
// what it is given), and no more than the time a move when there is one.
// It is 0 when t says nothing.
func AnswerTime(t protocol.Time) time.Duration {
	if t.Clock <= 0 {
		return t.Move
	}
	d := min(t.Clock/25+t.Inc*3/4, t.Clock/3)
	if t.Move > 0 {
		d = min(d, t.Move)
	}
	return d
}
