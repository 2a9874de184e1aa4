package searchcore

import (
	"math/bits"

	"github.com/seqref/seqref/engine"
)

// noise is the range of the random amount added to a normal card's score
// in a playout, so that playouts of one deal differ where plays are close.
const noise = 128

// wildSamples is how many open spaces a playout tries for a wild jack when
// no other card can be played.
const wildSamples = 6

// choose is the playout policy: the play of a player of team t holding the
// cards held, or false when none can be played. It wins if it can, else
// completes a sequence, else blocks an opponent's sequence that one more
// chip would complete (with a normal card, else a wild jack, else by
// taking a chip off), else places a normal card where placeScore is
// highest; jacks are played on their own only when no normal card can be.
func (r *playout) choose(g *engine.Game, t engine.Team, held engine.CardSet) (engine.Action, bool) {
	live := held & g.PlayableSet(t)
	if live == 0 {
		return engine.Action{}, false
	}
	kinds := &g.Rules().Kinds
	board := g.Board()
	best, bestScore := engine.Action{}, -1<<31
	wild, remove := engine.NoCard, engine.NoCard
	for w := uint64(live); w != 0; w &= w - 1 {
		c := engine.Card(bits.TrailingZeros64(w))
		switch kinds[c] {
		case engine.Wild:
			wild = c
			continue
		case engine.Removal:
			remove = c
			continue
		}
		for _, s := range g.Layout().SpacesOf(c) {
			if !s.Valid() || !board.IsOpen(s) {
				continue
			}
			score := placeScore(g, s, t)
			if score == scoreWin {
				return engine.Action{Kind: engine.Place, Card: c, Space: s}, true
			}
			if score += r.rng.Intn(noise); score > bestScore {
				best, bestScore = engine.Action{Kind: engine.Place, Card: c, Space: s}, score
			}
		}
	}
	if wild == engine.NoCard && remove == engine.NoCard || bestScore >= scoreComplete {
		return best, true
	}
	return r.chooseJack(g, t, wild, remove, best, bestScore)
}

// chooseJack weighs the jacks held (NoCard for none) against best, the best
// normal play (of score bestScore, below a completed sequence).
func (r *playout) chooseJack(g *engine.Game, t engine.Team, wild, remove engine.Card, best engine.Action, bestScore int) (engine.Action, bool) {
	complete, threat, threatTeam := engine.NoSpace, engine.NoSpace, engine.NoTeam
	open := allSpaces.Minus(g.Board().Covered())
	for w := open; !w.IsEmpty(); {
		s := w.First()
		w = w.Without(s)
		if wild != engine.NoCard {
			if n := completes(g, s, t); n > 0 {
				if g.SequenceCount(t)+n >= g.Need() {
					return engine.Action{Kind: engine.Place, Card: wild, Space: s}, true
				}
				complete = s
			}
		}
		if threat == engine.NoSpace {
			for o := engine.Green; o <= engine.Red; o++ {
				if o != t && g.InPlay(o) && completes(g, s, o) > 0 {
					threat, threatTeam = s, o
					break
				}
			}
		}
	}
	switch {
	case complete != engine.NoSpace:
		return engine.Action{Kind: engine.Place, Card: wild, Space: complete}, true
	case bestScore >= scoreBlock:
		return best, true
	case threat != engine.NoSpace && wild != engine.NoCard:
		return engine.Action{Kind: engine.Place, Card: wild, Space: threat}, true
	case threat != engine.NoSpace:
		if s, ok := threatChip(g, threat, threatTeam); ok {
			return engine.Action{Kind: engine.Take, Card: remove, Space: s}, true
		}
	}
	if bestScore > -1<<31 {
		return best, true
	}
	if wild != engine.NoCard {
		for i := 0; i < wildSamples; i++ {
			s := open.Nth(r.rng.Intn(open.Len()))
			if score := placeScore(g, s, t); score > bestScore {
				best, bestScore = engine.Action{Kind: engine.Place, Card: wild, Space: s}, score
			}
		}
		return best, true
	}
	targets := g.Targets(remove, t)
	return engine.Action{Kind: engine.Take, Card: remove, Space: targets.Nth(r.rng.Intn(targets.Len()))}, true
}

// threatChip is a chip of team o that may be taken off to spoil o's
// sequence that a chip on the open space s would complete.
func threatChip(g *engine.Game, s engine.Space, o engine.Team) (engine.Space, bool) {
	b := g.Board()
	own := b.Chips(o).Union(engine.Corners).With(s)
	for _, w := range windowsOf[s] {
		if w.Minus(own).IsEmpty() {
			if chips := w.Intersect(b.Chips(o)).Minus(b.LockedChips()); !chips.IsEmpty() {
				return chips.First(), true
			}
		}
	}
	return engine.NoSpace, false
}
