package play

import "github.com/seqref/seqref/engine"

// dealer holds the physical cards of a game: the pile, the discards and the
// hands, and the policy that plays them.
type dealer struct {
	cfg      Config
	rng      *rng
	teams    []engine.Team
	pile     []cardT // top first
	discards []cardT
	hands    [][]cardT
	// formed is the order of the last pile formed from the discards during
	// the current entry, to be written as a reshuffle entry after it.
	formed []cardT
	plays  []engine.Action // scratch for the policies
}

func newDealer(cfg Config, teams []engine.Team) *dealer {
	d := &dealer{cfg: cfg, rng: newRNG(cfg.Seed), teams: teams, plays: make([]engine.Action, 0, 256)}
	var deck []cardT
	for c := cardT(1); c < engine.NumCards; c++ {
		for i := 0; i < int(cfg.Rules.Copies[c]); i++ {
			deck = append(deck, c)
		}
	}
	d.rng.shuffle(deck)
	n := cfg.Players
	deal := int(cfg.Rules.Deal[n])
	d.hands = make([][]cardT, n)
	for i := 0; i < deal*n; i++ {
		d.hands[i%n] = append(d.hands[i%n], deck[i])
	}
	d.pile = deck[deal*n:]
	return d
}

func (d *dealer) startHands() [][]cardT {
	out := make([][]cardT, len(d.hands))
	for i, h := range d.hands {
		out[i] = append([]cardT(nil), h...)
	}
	return out
}

// draw takes the top card of the pile, reshuffling the discards into a new
// pile when it is empty, as the engine does: at once when a draw empties the
// pile, or at the next draw if there was nothing to reshuffle then.
func (d *dealer) draw() cardT {
	if len(d.pile) == 0 {
		d.reshuffle()
	}
	if len(d.pile) == 0 {
		return engine.NoCard
	}
	c := d.pile[0]
	d.pile = d.pile[1:]
	if len(d.pile) == 0 {
		d.reshuffle()
	}
	return c
}

func (d *dealer) reshuffle() {
	if len(d.discards) == 0 {
		return
	}
	d.pile = d.discards
	d.discards = nil
	d.rng.shuffle(d.pile)
	d.formed = append([]cardT(nil), d.pile...)
}

// take moves a card from a hand to the discards.
func (d *dealer) take(p int, c cardT) {
	h := d.hands[p]
	for i, x := range h {
		if x == c {
			d.hands[p] = append(h[:i], h[i+1:]...)
			break
		}
	}
	d.discards = append(d.discards, c)
}

// turn plays player p's turn: a dead card if the hand holds one, then the
// policy's play (or a pass), then the draw, every draw written.
func (d *dealer) turn(g *engine.Game, p int) []engine.Action {
	var acts []engine.Action
	if dead := d.deadCards(g, p); len(dead) > 0 {
		c := dead[d.rng.intn(len(dead))]
		d.take(p, c)
		acts = append(acts, engine.Action{Kind: engine.TurnInDead, Card: c, Space: engine.NoSpace})
		if r := d.draw(); r != engine.NoCard {
			d.hands[p] = append(d.hands[p], r)
			acts = append(acts, engine.Action{Kind: engine.Draw, Card: r, Space: engine.NoSpace})
		}
	}
	a, ok := d.cfg.Policy.choose(d, g, p)
	if !ok {
		return append(acts, engine.Action{Kind: engine.Pass, Space: engine.NoSpace})
	}
	d.take(p, a.Card)
	acts = append(acts, a)
	if c := d.draw(); c != engine.NoCard {
		d.hands[p] = append(d.hands[p], c)
		acts = append(acts, engine.Action{Kind: engine.Draw, Card: c, Space: engine.NoSpace})
	}
	return acts
}

func (d *dealer) deadCards(g *engine.Game, p int) []cardT {
	var out []cardT
	for _, c := range d.hands[p] {
		if g.IsDead(c) && !containsCard(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// distinct lists the distinct cards of player p's hand that can be played.
func (d *dealer) playable(g *engine.Game, p int) []cardT {
	var out []cardT
	for _, c := range d.hands[p] {
		if !containsCard(out, c) && g.CanPlay(c, d.teams[p]) {
			out = append(out, c)
		}
	}
	return out
}

func containsCard(cards []cardT, c cardT) bool {
	for _, x := range cards {
		if x == c {
			return true
		}
	}
	return false
}
