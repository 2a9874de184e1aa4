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

// Reserve is what AnswerTime keeps of a limit for a machine so loaded that
// the bot waits to run: at 100 ms a move on this project's 2-core machine
// under a load of 4 to 6, searching for 30 % of the whole limit forfeited
// 1 to 4 games of 40 on time, the bot's process stalled for 50 ms and more.
const Reserve = 60 * time.Millisecond

// AnswerTime is the time a bot may give an answer when the referee says
// t, less its Reserve (or half, if that is less): with a time a move only,
// that time; with a game clock, a 25th of the time left and three quarters
// of the increment, but at most a third of the time left (so that a clock
// never runs out on an answer that takes what it is given), and no more
// than the time a move when there is one. It is 0 when t says nothing.
func AnswerTime(t protocol.Time) time.Duration {
	d := t.Move
	if t.Clock > 0 {
		d = min(t.Clock/25+t.Inc*3/4, t.Clock/3)
		if t.Move > 0 {
			d = min(d, t.Move)
		}
	}
	return d - min(Reserve, d/2)
}
