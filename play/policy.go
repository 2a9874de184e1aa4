package play

import (
	"fmt"

	"github.com/seqref/seqref/engine"
)

// Policy is how a self-play player chooses a play.
type Policy uint8

// The policies.
const (
	// Random plays a random playable card on a random legal target.
	Random Policy = iota
	// Greedy wins now if it can, else blocks an opponent's sequence that
	// one more chip would complete, else extends its most promising line;
	// it keeps its jacks for when they are needed.
	Greedy
)

// String names the policy as the command line does.
func (p Policy) String() string {
	if p == Greedy {
		return "greedy"
	}
	return "random"
}

// PolicyNamed returns the policy with the given name.
func PolicyNamed(name string) (Policy, error) {
	switch name {
	case "random":
		return Random, nil
	case "greedy":
		return Greedy, nil
	}
	return 0, fmt.Errorf("unknown policy %q; the policies are random and greedy", name)
}

// choose picks player p's play from the distinct playable cards of the
// hand, or false when there are none.
func (p Policy) choose(d *dealer, g *engine.Game, player int, cards []cardT) (engine.Action, bool) {
	if len(cards) == 0 {
		return engine.Action{}, false
	}
	if p == Greedy {
		return greedy(d, g, player, cards), true
	}
	c := cards[d.rng.intn(len(cards))]
	targets := g.Targets(c, d.teams[player])
	kind := engine.Place
	if g.Rules().Kind(c) == engine.Removal {
		kind = engine.Take
	}
	return engine.Action{Kind: kind, Card: c, Space: targets.Nth(d.rng.intn(targets.Len()))}, true
}
