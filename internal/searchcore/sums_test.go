package searchcore

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/pcgrand"
	"github.com/seqref/seqref/play"
)

// TestSumsAgree: along games of random plays, the window sums after
// brings up to date from one chip are those windowSums counts afresh.
func TestSumsAgree(t *testing.T) {
	var rng pcgrand.Source
	for seed := uint64(1); seed <= 20; seed++ {
		rng.Seed(seed, 1)
		table, err := play.NewTable(play.Config{Rules: engine.StandardRules, Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var plays []engine.Action
		for turn := 0; !table.Over() && turn < 200; turn++ {
			g := table.Game()
			p := g.ToMove()
			ws := windowSums(g)
			plays = g.AppendPlays(plays[:0], p)
			a := engine.Action{Kind: engine.Pass, Space: engine.NoSpace}
			if len(plays) > 0 {
				a = plays[rng.Intn(len(plays))]
			}
			before := *g
			table.Turn(p, []engine.Action{a})
			if v := table.Illegal(); !v.OK() {
				t.Fatalf("seed %d turn %d: %v", seed, turn, v.Rule)
			}
			if a.Kind == engine.Pass {
				continue
			}
			if got, want := after(&before, table.Game(), a.Space, ws), windowSums(table.Game()); got != want {
				t.Fatalf("seed %d turn %d, %v: after %v, windowSums %v", seed, turn, a, got, want)
			}
		}
	}
}
