package match_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/seqref/seqref/internal/match"
)

// TestInfoLines plays a bot that writes info lines before and after every
// answer: the referee takes none of them for an answer, so the bot plays
// every game to its end, and Config.Info is given each one with its game
// and seat. A bot that answers garbage after info lines has them quoted in
// its forfeit's note.
func TestInfoLines(t *testing.T) {
	cfg := hostileMatch(t, "chatty", t.TempDir())
	var mu sync.Mutex
	lines := map[string]int{}
	cfg.Info = func(game, seat int, line string) {
		mu.Lock()
		defer mu.Unlock()
		lines[fmt.Sprintf("game %d seat %d: %s", game, seat, line)]++
	}
	err := cfg.Run(func(r *match.Result) error {
		if r.Fault != nil {
			t.Errorf("game %d: %s", r.GameIndex+1, r.Fault.Words())
		}
		checkRecord(t, r, "")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// The chatty bot is bot 1: seat 0 of game 0 and seat 1 of game 1; its
	// process counts its turns over both games.
	for _, want := range []string{"game 0 seat 0: info turn 1", "game 0 seat 0: info answered turn 1", "game 0 seat 0: info turn 2"} {
		if lines[want] != 1 {
			t.Errorf("Info saw %q %d times, want once", want, lines[want])
		}
	}
	games := [2]int{}
	for l, n := range lines {
		switch {
		case strings.HasPrefix(l, "game 0 seat 0: "):
			games[0] += n
		case strings.HasPrefix(l, "game 1 seat 1: "):
			games[1] += n
		default:
			t.Errorf("Info saw %q, which the greedy bot did not write", l)
		}
	}
	if games[0] < 3*2 || games[1] < 3*2 {
		t.Errorf("Info saw %v lines in the two games, want three a turn", games)
	}

	cfg = hostileMatch(t, "garbage", t.TempDir())
	err = cfg.Run(func(r *match.Result) error {
		want := `; its last info lines: "info turn 1", "info")`
		if r.Fault == nil || r.Fault.Kind != match.Garbage || !strings.HasSuffix(r.Fault.Words(), want) {
			t.Errorf("game %d: fault %+v, want garbage ending %s", r.GameIndex+1, r.Fault, want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
