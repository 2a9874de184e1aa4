package play_test

import (
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
)

// A rollout by self-play: a seeded deal, random plays, every rule judged by
// the engine, nothing kept but the outcome.
func ExampleSimulate() {
	var sim play.Simulator // reuse it: after the first game it allocates nothing
	games, ended := 0, 0
	for seed := uint64(1); seed <= 100; seed++ {
		out, err := sim.Simulate(play.Config{Rules: engine.StandardRules, Players: 2, Seed: seed, Policy: play.Random})
		if err != nil {
			fmt.Println(err)
			return
		}
		games++
		if out.Winner != engine.NoTeam || out.Blocked {
			ended++
		}
	}
	fmt.Println(games, "games,", ended, "won or blocked")
	// Output:
	// 100 games, 100 won or blocked
}
