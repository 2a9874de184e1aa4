package play

import "github.com/seqref/seqref/engine"

// Chooser chooses turns with a policy for a player who sees only a
// position and a hand, as a bot does (seqref bot): the game it is given
// knows the player's hand and nothing of the others' or of the pile.
type Chooser struct {
	d      dealer
	policy Policy
}

// NewChooser returns a chooser playing policy, its random choices seeded
// with seed.
func NewChooser(policy Policy, seed uint64) *Chooser {
	c := &Chooser{policy: policy}
	c.d.rng.seed(seed)
	c.d.plays = make([]engine.Action, 0, engine.NumSpaces)
	return c
}

// Turn chooses player p's turn in g from hand: a dead card if the hand
// holds one (chosen at random), then a play of the policy, or a pass when
// no card can be played. It writes no draw: the dealer makes them.
func (c *Chooser) Turn(g *engine.Game, p int, hand []engine.Card) []engine.Action {
	d := &c.d
	d.teams[p] = g.TeamOf(p)
	live, dead := g.SplitHand(hand, d.teams[p], d.live[:0], d.dead[:0])
	var acts []engine.Action
	if len(dead) > 0 {
		acts = append(acts, engine.Action{Kind: engine.TurnInDead, Card: dead[d.rng.intn(len(dead))], Space: engine.NoSpace})
	}
	a, ok := c.policy.choose(d, g, p, live)
	if !ok {
		return append(acts, engine.Action{Kind: engine.Pass, Space: engine.NoSpace})
	}
	return append(acts, a)
}
