package match

import (
	"fmt"
	"time"

	"github.com/seqref/seqref/protocol"
)

// timeOf is what seat s is told of its time before an answer: the time a
// move, the time left on its clock and the increment (docs/protocol.md,
// "Time").
func (m *Config) timeOf(s *seat) protocol.Time {
	if m.Clock <= 0 {
		return protocol.Time{Move: m.moveTime()}
	}
	return protocol.Time{Move: m.MoveTime, Clock: s.left, Inc: m.Increment}
}

// charge takes the time an answer took from seat s's clock and adds the
// increment, and reports whether the clock ran out before the answer.
func (m *Config) charge(s *seat, took time.Duration) bool {
	if m.Clock <= 0 {
		return false
	}
	s.left -= took
	if s.left <= 0 {
		return true
	}
	s.left += m.Increment
	return false
}

// ClockText is the game clock as --clock writes it, 5s+50ms, or "" without
// one.
func (m *Config) ClockText() string {
	if m.Clock <= 0 {
		return ""
	}
	return fmt.Sprintf("%v+%v", m.Clock, m.Increment)
}
