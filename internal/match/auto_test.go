package match

import (
	"testing"
	"time"
)

// TestAutoPlace follows an automatic placement with two candidate CPUs
// game by game: eight quick games free, eight pinned to each CPU, then 512
// in the placement whose answers were quickest, then trials again and
// 1024 games; a slow bot frees the games and starts the trials again once the
// bots are quick; games that are neither quick nor slow count for nothing.
func TestAutoPlace(t *testing.T) {
	const us = time.Microsecond
	type game struct {
		bots []time.Duration
		all  time.Duration
		at   int // where the next game is played: 0 free, k on the k-th CPU
	}
	var steps []game
	// add appends n games whose bots answered in the mean time all (both
	// quick unless bots says otherwise), the last of which moves the next
	// game to at, the others leaving it where it was.
	add := func(n int, bots []time.Duration, all time.Duration, at int) {
		if bots == nil {
			bots = []time.Duration{all - 5*us, all + 5*us}
		}
		for i := 1; i < n; i++ {
			last := 0
			if len(steps) > 0 {
				last = steps[len(steps)-1].at
			}
			steps = append(steps, game{bots, all, last})
		}
		steps = append(steps, game{bots, all, at})
	}
	notQuick := []time.Duration{30 * us, 600 * us}
	slow := []time.Duration{30 * us, 2500 * us}
	steps = append(steps, game{nil, 0, 0}) // no answers: nothing to go by
	add(1, notQuick, 300*us, 0)
	add(trial-1, nil, 30*us, 0)
	add(1, notQuick, 300*us, 0) // counts for nothing
	add(1, nil, 30*us, 1)       // free: 30 µs
	add(trial, nil, 20*us, 2)   // the first CPU: 20 µs
	add(trial, nil, 25*us, 1)   // the second: 25 µs; the first wins
	add(firstHold, nil, 40*us, 0)
	add(trial, nil, 30*us, 1)
	add(trial-1, nil, 20*us, 1)
	add(1, nil, 60*us, 2)     // the first CPU: 25 µs over the eight games
	add(trial, nil, 22*us, 2) // the second wins
	add(2*firstHold-1, nil, 22*us, 2)
	add(1, slow, 900*us, 0) // a slow bot: free, and trials again
	add(trial-1, nil, 30*us, 0)
	add(1, notQuick, 300*us, 0)
	add(1, nil, 30*us, 1) // free: 30 µs
	add(trial, nil, 40*us, 2)
	add(trial, nil, 40*us, 0) // free wins
	a := newAutoPlace(2)
	for i, g := range steps {
		was := a.at
		changed := a.after(g.bots, g.all)
		if a.at != g.at || changed != (g.at != was) {
			t.Fatalf("after game %d (bots %v, all %v) the next game is at %d (changed %v), want %d", i+1, g.bots, g.all, a.at, changed, g.at)
		}
	}
}
