package bot

import (
	"testing"
	"time"

	"github.com/seqref/seqref/protocol"
)

// TestAnswerTime checks the time a bot gives an answer against values
// worked by hand.
func TestAnswerTime(t *testing.T) {
	ms := time.Millisecond
	for _, tc := range []struct {
		told protocol.Time
		want time.Duration
	}{
		{protocol.Time{}, 0},
		{protocol.Time{Move: time.Second}, 940 * ms},
		{protocol.Time{Move: 100 * ms}, 50 * ms},
		{protocol.Time{Move: 50 * ms}, 25 * ms},
		// 5000/25 + 50*3/4 = 237.5 ms, less 60.
		{protocol.Time{Clock: 5 * time.Second, Inc: 50 * ms}, 177500 * time.Microsecond},
		// 300/25 + 37.5 = 49.5 ms, at most 100: half of it kept.
		{protocol.Time{Clock: 300 * ms, Inc: 50 * ms}, 24750 * time.Microsecond},
		// 90/25 + 375 is more than 90/3 = 30 ms: half of it kept.
		{protocol.Time{Clock: 90 * ms, Inc: 500 * ms}, 15 * ms},
		// The time a move is shorter than the clock's share.
		{protocol.Time{Move: 100 * ms, Clock: 60 * time.Second, Inc: time.Second}, 50 * ms},
	} {
		if got := AnswerTime(tc.told); got != tc.want {
			t.Errorf("AnswerTime(%+v) = %v, want %v", tc.told, got, tc.want)
		}
	}
}
