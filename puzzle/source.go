package puzzle

import (
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
)

// sourced is a position of a self-play game and where it stands in it.
type sourced struct {
	pos   Position
	entry int // the 1-based entry of the game's record the position comes before
}

// gameConfig draws a self-play game: any ruleset, any player count it
// allows, two or three teams where both are possible, either policy.
func gameConfig(r *rng) play.Config {
	rules := engine.Rulesets[r.intn(len(engine.Rulesets))]
	counts := rules.PlayerCounts()
	n := counts[r.intn(len(counts))]
	teams := 0
	if (n == 6 || n == 12) && !rules.ThreeTeamsOnlyAlone && r.intn(2) == 0 {
		teams = 3
	}
	policy := play.Greedy // natural positions; one game in four random, for missed chances and full boards
	if r.intn(4) == 0 {
		policy = play.Random
	}
	seed := r.Uint64() >> 34 // short seeds read better in a record
	return play.Config{Rules: rules, Players: n, Teams: teams, Seed: seed, Policy: policy}
}

// positions plays a self-play game and lists the position before every
// player's turn, with that player's hand.
func positions(cfg play.Config) ([]sourced, error) {
	pg, err := play.Play(cfg)
	if err != nil {
		return nil, err
	}
	g, v := engine.NewGame(engine.Setup{Rules: cfg.Rules, Teams: pg.Teams, Hands: pg.Hands, Deck: pg.Deck, DeckKnown: true})
	if !v.OK() {
		return nil, fmt.Errorf("puzzle: the engine rejects the deal of self-play seed %d: %s", cfg.Seed, v.Rule)
	}
	var out []sourced
	for i, e := range pg.Entries {
		if e.Player < 0 {
			v = g.Reshuffle(e.Reshuffle)
		} else {
			out = append(out, sourced{pos: positionOf(g), entry: i + 1})
			v = g.Push(e.Player, e.Actions)
		}
		if !v.OK() {
			return nil, fmt.Errorf("puzzle: the engine rejects entry %d of self-play seed %d: %s", i+1, cfg.Seed, v.Rule)
		}
	}
	return out, nil
}
