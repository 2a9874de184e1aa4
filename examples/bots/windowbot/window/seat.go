package window

import "github.com/seqref/seqref/engine"

// Seat is the window bot as a chooser for games played in process (the
// bot.Chooser of seqref's bot package): it turns in its first dead card
// alone, as the bot does, then plays Choose.
type Seat struct{}

// Reseed does nothing: the window bot makes no random choice.
func (Seat) Reseed(uint64) {}

// Dead is the first dead card of the hand, or false.
func (Seat) Dead(g *engine.Game, p int, hand []engine.Card) (engine.Card, bool) {
	for _, c := range hand {
		if g.DeadSet().Has(c) {
			return c, true
		}
	}
	return engine.NoCard, false
}

// Play is Choose among player p's legal plays in g.
func (Seat) Play(g *engine.Game, p int, hand []engine.Card) engine.Action {
	return Choose(g, g.AppendPlays(nil, p))
}
