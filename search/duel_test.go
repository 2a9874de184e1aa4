package search

import (
	"slices"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/situation"
)

// chooser is what a bot chooses with: the searcher, or a self-play policy.
type chooser interface {
	Reseed(seed uint64)
	Dead(g *engine.Game, p int, hand []engine.Card) (engine.Card, bool)
	Play(g *engine.Game, p int, hand []engine.Card) engine.Action
}

// duel plays one game dealt from seed, seat p choosing with seats[p] and
// seeing only what a bot sees: the game built from its situation. It
// returns the game's table; an illegal turn fails the test.
func duel(t *testing.T, rules *engine.Ruleset, seed uint64, seats []chooser) *play.Table {
	t.Helper()
	table, err := play.NewTable(play.Config{Rules: rules, Players: len(seats), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range seats {
		c.Reseed(seed*31 + uint64(i))
	}
	for turn := 0; !table.Over() && turn < play.DefaultMaxEntries; turn++ {
		p := table.Game().ToMove()
		c := seats[p]
		g, hand := view(t, table, p)
		if dead, ok := c.Dead(g, p, hand); ok && table.TurnInDead(p, dead) {
			g, hand = view(t, table, p)
		}
		table.Turn(p, []engine.Action{c.Play(g, p, hand)})
		if v := table.Illegal(); !v.OK() {
			t.Fatalf("seed %d, seat %d: illegal turn: %s", seed, p+1, v.Rule)
		}
	}
	return table
}

// view is the game player p sees, built from its situation, and its hand.
func view(t *testing.T, table *play.Table, p int) (*engine.Game, []engine.Card) {
	t.Helper()
	hand := slices.Clone(table.Hand(p))
	slices.Sort(hand)
	s := situation.Of(table.Game())
	s.Hand.Cards = hand
	g, err := situation.NewGame(s)
	if err != nil {
		t.Fatal(err)
	}
	return g, hand
}
