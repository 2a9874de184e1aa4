package play

import "github.com/seqref/seqref/engine"

// PolicyChooser chooses turns with a policy for a player who sees only a
// position and a hand, as a bot does (seqref bot): the game it is given
// knows the player's hand and nothing of the others' or of the pile.
type PolicyChooser struct {
	d      dealer
	policy Policy
}

// NewPolicyChooser returns a chooser playing policy, its random choices seeded
// with seed.
func NewPolicyChooser(policy Policy, seed uint64) *PolicyChooser {
	c := &PolicyChooser{policy: policy}
	c.d.rng.seed(seed)
	c.d.plays = make([]engine.Action, 0, engine.NumSpaces)
	return c
}

// Reseed restarts the chooser's random choices from seed.
func (c *PolicyChooser) Reseed(seed uint64) { c.d.rng.seed(seed) }

// Dead chooses a dead card of hand to turn in, at random, or false when
// the hand holds none.
func (c *PolicyChooser) Dead(g *engine.Game, p int, hand []engine.Card) (engine.Card, bool) {
	dead := engine.CardSetOf(hand...) & g.DeadSet()
	if dead == 0 {
		return engine.NoCard, false
	}
	return nthDistinct(hand, dead, c.d.rng.intn(dead.Len())), true
}

// Play chooses player p's play in g from hand with the policy, or a pass
// when no card can be played. It writes no draw: the dealer makes them.
func (c *PolicyChooser) Play(g *engine.Game, p int, hand []engine.Card) engine.Action {
	d := &c.d
	d.teams[p] = g.TeamOf(p)
	live := engine.CardSetOf(hand...) & g.PlayableSet(d.teams[p])
	if a, ok := c.policy.choose(d, g, p, hand, live); ok {
		return a
	}
	return engine.Action{Kind: engine.Pass, Space: engine.NoSpace}
}
