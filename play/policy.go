package play

import (
	"fmt"

	"github.com/seqref/seqref/engine"
)

// Policy is how a self-play player chooses a play.
type Policy uint8

// The policies.
const (
	// Random plays a random playable card on a random legal target: first
	// a dead card, if the hand holds any, chosen uniformly among the
	// distinct dead cards in the order the hand holds them; then a card
	// chosen uniformly among the distinct playable cards of the hand, in the
	// order the hand holds them (each card once, however many copies); then
	// a target chosen uniformly among that card's targets in board order
	// (engine.Game.Targets), which is the card's plays as AppendPlaysOf
	// lists them. A choice among one draws nothing from the seed's stream.
	// So a play is not uniform among all the plays of the hand: a card with
	// one target is as likely as a jack with ninety.
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

// choose picks player p's play among the playable cards of the hand, the
// set live, or reports false when there are none.
func (p Policy) choose(d *dealer, g *engine.Game, player int, hand []cardT, live engine.CardSet) (engine.Action, bool) {
	if live == 0 {
		return engine.Action{}, false
	}
	if p == Greedy {
		return greedy(d, g, player, appendDistinct(d.live[:0], hand, live)), true
	}
	c := nthDistinct(hand, live, d.rng.intn(live.Len()))
	return randomPlay(d, g, c, d.teams[player]), true
}

// randomPlay plays card c, which has a target, on a target chosen
// uniformly in board order: the k-th play AppendPlaysOf lists, k drawn
// from the seed's stream. A normal card, nearly every card played, has at
// most its two spaces, in board order in the layout; the set of targets is
// built only for jacks.
func randomPlay(d *dealer, g *engine.Game, c cardT, team engine.Team) engine.Action {
	if g.Rules().Kinds[c] == engine.Normal {
		sp := g.Layout().SpacesOf(c)
		occupied := g.Board().Occupied()
		first, second := !occupied.Has(sp[0]), !occupied.Has(sp[1])
		s := sp[1]
		// intn(1) draws nothing, so only two open spaces draw.
		if first && (!second || d.rng.intn(2) == 0) {
			s = sp[0]
		}
		return engine.Action{Kind: engine.Place, Card: c, Space: s}
	}
	targets := g.Targets(c, team)
	return playOn(g, c, targets.Nth(d.rng.intn(targets.Len())))
}

// playOn is the play of card c on space s: a removal for a remove card, a
// placement otherwise. Choosing the k-th space of the targets without
// listing them gives the k-th play AppendPlaysOf lists.
func playOn(g *engine.Game, c cardT, s engine.Space) engine.Action {
	kind := engine.Place
	if g.Rules().Kind(c) == engine.Removal {
		kind = engine.Take
	}
	return engine.Action{Kind: kind, Card: c, Space: s}
}
