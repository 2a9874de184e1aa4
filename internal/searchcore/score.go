package searchcore

import "github.com/seqref/seqref/engine"

// Scores of a play for the team that makes it; higher is better.
const (
	scoreWin      = 1 << 30
	scoreComplete = 100_000
	scoreBlock    = 50_000
	// jackCost is taken off a play that spends a jack, so that a jack
	// goes only where it does clearly more than a normal card.
	jackCost = 60
)

// placeScore scores a chip of team t on the open space s: a win, the
// sequences it completes, the opponents' sequences it blocks, and the
// windows through s, the team's own (to build) and the opponents' (to
// spoil).
func placeScore(g *engine.Game, s engine.Space, t engine.Team) int {
	score := 0
	if n := completes(g, s, t); n > 0 {
		if g.SequenceCount(t)+n >= g.Need() {
			return scoreWin
		}
		score += scoreComplete * n
	}
	b := g.Board()
	score += 4 * potential(b, s, t)
	for o := engine.Green; o <= engine.Red; o++ {
		if o == t || !g.InPlay(o) {
			continue
		}
		if completes(g, s, o) > 0 {
			score += scoreBlock
		}
		score += 3 * potential(b, s, o)
	}
	return score
}

// removeScore scores taking off the chip on s: what its team's windows
// through s are worth to it, and a block when one of them is a sequence
// but for one open space.
func removeScore(g *engine.Game, s engine.Space) int {
	b := g.Board()
	o := b.TeamAt(s)
	own := b.Chips(o)
	other := b.Occupied().Minus(own)
	own = own.Union(engine.Corners)
	score := -jackCost
	threat := false
	for _, w := range windowsOf[s] {
		if !w.Intersect(other).IsEmpty() {
			continue
		}
		n := w.Intersect(own).Len()
		score += 3 * weight[n]
		threat = threat || n == 4
	}
	if threat {
		score += scoreBlock
	}
	return score
}

// staticScore scores play a of team t: removeScore for a chip taken off,
// placeScore for a chip placed.
func staticScore(g *engine.Game, a engine.Action, t engine.Team) int {
	if a.Kind == engine.Take {
		return removeScore(g, a.Space)
	}
	return placeScore(g, a.Space, t)
}

// completes is the number of sequences a chip of team t on s would
// complete.
func completes(g *engine.Game, s engine.Space, t engine.Team) int {
	c := g.Claims(s, t)
	return c.Len()
}
