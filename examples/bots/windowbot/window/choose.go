// Package window is the choice of the window bot (examples/bots/windowbot):
// every five-space window free of the other teams' chips is worth 1, 4, 16,
// 64 or 1000 by the team's chips in it, and a placement scores what it adds
// to its team's windows through the space and, slightly more, what it takes
// from the opponents' windows there. It is a package of its own so that
// seqref's lab can play it in process (go run ./internal/searchlab strength --opp window).
package window

import "github.com/seqref/seqref/engine"

// Scores; higher is better.
const (
	win      = 1 << 40
	complete = 1 << 30 // a sequence that does not win yet
	// blockWeight over ownWeight is how much more the bot cares for
	// spoiling an opponent's window than for building its own.
	ownWeight   = 10
	blockWeight = 11
	// jackCost is taken off a play that spends a jack, so that a jack is
	// kept unless it does much more than a normal card.
	jackCost = 2000
)

// worth is a window's worth to a team by its chips in it (corners count
// for every team): four in a window free of other chips is a sequence but
// for one space.
var worth = [6]int{1, 4, 16, 64, 1000, 1000}

// Choose picks the best of the legal plays of the player to move in g, or
// a pass when there are none.
func Choose(g *engine.Game, plays []engine.Action) engine.Action {
	best, bestScore := engine.Action{Kind: engine.Pass, Space: engine.NoSpace}, -1<<62
	team := g.TeamOf(g.ToMove())
	for _, a := range plays {
		score := 0
		if a.Kind == engine.Take {
			score = takeScore(g, a.Space)
		} else {
			score = placeScore(g, a.Space, team)
		}
		if g.Rules().Kind(a.Card) != engine.Normal {
			score -= jackCost
		}
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best
}

// placeScore scores a chip of team on s.
func placeScore(g *engine.Game, s engine.Space, team engine.Team) int {
	claims := g.Claims(s, team)
	if n := claims.Len(); n > 0 {
		if g.SequenceCount(team)+n >= g.Need() {
			return win
		}
		return complete
	}
	score := ownWeight * windowsWorth(g, s, team, 0)
	for _, o := range g.Teams() {
		if o != team {
			score += blockWeight * windowsWorth(g, s, o, 0)
		}
	}
	return score
}

// takeScore scores taking the chip on s off: what its windows through s
// are worth to its team. Taking off one chip of a sequence but for one
// space is worth as much as blocking it.
func takeScore(g *engine.Game, s engine.Space) int {
	return blockWeight * windowsWorth(g, s, g.Board().TeamAt(s), 1)
}

// windowsWorth is what the five-space windows through s that hold no chip
// of another team are worth to team t, counting t's chips and corners in
// each, s itself counting as on (1) or not (0).
func windowsWorth(g *engine.Game, s engine.Space, t engine.Team, on int) int {
	b := g.Board()
	mine := b.Chips(t).Union(engine.Corners).Without(s)
	others := b.Occupied().Minus(b.Chips(t))
	sum := 0
	for _, w := range lines[s] {
		if w.Intersect(others).IsEmpty() {
			sum += worth[w.Intersect(mine).Len()+on]
		}
	}
	return sum
}
