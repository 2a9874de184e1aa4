package cmd

import (
	"fmt"
	"strings"
	"time"
)

// parseClock reads --clock T+I (docs/protocol.md, "Time"): the time T
// every seat's clock starts a game with, and the increment I added after
// each answer; T alone has no increment.
func parseClock(text string) (time.Duration, time.Duration, error) {
	start, inc, hasInc := strings.Cut(text, "+")
	t, err := time.ParseDuration(start)
	if err != nil || t <= 0 {
		return 0, 0, fmt.Errorf("--clock %q: want a time above 0 and an increment, such as 60s+0.5s", text)
	}
	var i time.Duration
	if hasInc {
		if i, err = time.ParseDuration(inc); err != nil || i < 0 {
			return 0, 0, fmt.Errorf("--clock %q: the increment %q is not a time of 0 or more", text, inc)
		}
	}
	return t, i, nil
}
