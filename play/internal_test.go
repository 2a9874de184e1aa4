package play

import (
	"fmt"
	"slices"
	"testing"

	"github.com/seqref/seqref/engine"
)

// sameCards checks that the engine knows every hand and agrees with the
// dealer on it, and on the size of the pile.
func sameCards(d *dealer, g *engine.Game) error {
	for p := 0; p < d.n; p++ {
		h := d.hand(p)
		eh := g.Hand(p)
		if !eh.Known() {
			return fmt.Errorf("the engine does not know %s's hand", Names[p])
		}
		want := slices.Clone(h)
		slices.Sort(want)
		if got := eh.Cards(); !slices.Equal(got, want) {
			return fmt.Errorf("%s holds %v, the engine says %v", Names[p], want, got)
		}
	}
	if n, known := g.Pile().Size(); !known || n != len(d.pileCards()) {
		return fmt.Errorf("the pile holds %d cards, the engine says %d (known %v)", len(d.pileCards()), n, known)
	}
	return nil
}

func TestEngineAgreesWithDealer(t *testing.T) {
	games := 0
	for _, r := range engine.Rulesets {
		for _, n := range r.PlayerCounts() {
			for _, pol := range []Policy{Random, Greedy} {
				for seed := uint64(1); seed <= 12; seed++ {
					if _, err := playGame(Config{Rules: r, Players: n, Seed: seed, Policy: pol}, sameCards); err != nil {
						t.Fatalf("%s, %d players, %s: %v", r.Name, n, pol, err)
					}
					games++
				}
			}
		}
	}
	t.Logf("%d games", games)
}
