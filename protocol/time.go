package protocol

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// WordTime starts the line that tells a bot its time for the answer to
// the next go (docs/protocol.md, "Time").
const WordTime = "time"

// The keys of a time line, each followed by a number of milliseconds.
const (
	KeyMove  = "move"  // the most this answer may take
	KeyClock = "clock" // the time left on the bot's game clock
	KeyInc   = "inc"   // what the clock gains after each answer
)

// Time is what a time line says: the limits of the answer to the next go.
// A zero field was not said.
type Time struct {
	// Move is the most time the answer may take, from go to the answer:
	// the match's time a move. It is 0 with a game clock and no time a
	// move.
	Move time.Duration
	// Clock is the time left on the bot's game clock, 0 without a clock;
	// Inc is what the clock gains after each answer in time.
	Clock, Inc time.Duration
}

// Limit is the most time the answer may take: the shorter of Move and
// Clock that are said, 0 when neither is.
func (t Time) Limit() time.Duration {
	switch {
	case t.Move > 0 && t.Clock > 0:
		return min(t.Move, t.Clock)
	case t.Move > 0:
		return t.Move
	}
	return t.Clock
}

// AppendTime appends the time line of t, or nothing when t says nothing:
// "time move 1000", "time clock 59500 inc 500", or both.
func AppendTime(dst []byte, t Time) []byte {
	if t == (Time{}) {
		return dst
	}
	dst = append(dst, WordTime...)
	if t.Move > 0 {
		dst = appendMillis(append(dst, " "+KeyMove...), t.Move)
	}
	if t.Clock > 0 {
		dst = appendMillis(append(dst, " "+KeyClock...), t.Clock)
		dst = appendMillis(append(dst, " "+KeyInc...), t.Inc)
	}
	return append(dst, '\n')
}

// appendMillis appends " MS", d in whole milliseconds (at least 1 for a
// time above 0, so that a limit is never said as none).
func appendMillis(dst []byte, d time.Duration) []byte {
	ms := d.Milliseconds()
	if ms == 0 && d > 0 {
		ms = 1
	}
	return strconv.AppendInt(append(dst, ' '), ms, 10)
}

// readTime reads the words of a time line after "time": pairs of a key and
// milliseconds, in any order; keys it does not know are left for later
// versions.
func readTime(rest string) (Time, error) {
	var t Time
	f := strings.Fields(rest)
	for i := 0; i+1 < len(f); i += 2 {
		var d *time.Duration
		switch f[i] {
		case KeyMove:
			d = &t.Move
		case KeyClock:
			d = &t.Clock
		case KeyInc:
			d = &t.Inc
		default:
			continue
		}
		ms, err := strconv.ParseInt(f[i+1], 10, 64)
		if err != nil || ms < 0 {
			return Time{}, fmt.Errorf("bad milliseconds %q after %s", f[i+1], f[i])
		}
		*d = time.Duration(ms) * time.Millisecond
	}
	return t, nil
}
