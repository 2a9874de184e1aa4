package play

import "github.com/seqref/seqref/engine"

// Scores of the greedy policy; higher is better.
const (
	scoreWin   = 1_000_000
	scoreBlock = 100_000
	// jackCost is taken off a play that spends a wild or remove card, so a
	// normal card is preferred when it does as well.
	jackCost = 3
)

// greedy picks the best-scoring play of the playable cards, ties broken at
// random.
func greedy(d *dealer, g *engine.Game, player int, cards []cardT) engine.Action {
	team := d.teams[player]
	threats := opponentThreats(g, team)
	best, bestScore, ties := engine.Action{}, -1<<30, 0
	for _, c := range cards {
		d.plays = g.AppendPlaysOf(d.plays[:0], c, team)
		kind := g.Rules().Kind(c)
		for _, a := range d.plays {
			score := 0
			if a.Kind == engine.Take {
				score = removeScore(g, a.Space, threats)
			} else {
				score = placeScore(g, a.Space, team, threats)
			}
			if kind != engine.Normal {
				score -= jackCost
			}
			switch {
			case score > bestScore:
				best, bestScore, ties = a, score, 1
			case score == bestScore:
				ties++
				if d.rng.intn(ties) == 0 {
					best = a
				}
			}
		}
	}
	return best
}

// opponentThreats are the open spaces on which a chip of one of team's
// opponents would complete a sequence.
func opponentThreats(g *engine.Game, team engine.Team) engine.SpaceSet {
	var out engine.SpaceSet
	for o := engine.Green; o <= engine.Red; o++ { // g.Teams() without its slice
		if o != team && g.InPlay(o) {
			out = out.Union(g.Threats(o))
		}
	}
	return out
}

// placeScore scores a chip of team on s.
func placeScore(g *engine.Game, s engine.Space, team engine.Team, threats engine.SpaceSet) int {
	if c := g.Claims(s, team); c.Len() > 0 {
		if g.SequenceCount(team)+c.Len() >= g.Need() {
			return scoreWin
		}
		return scoreBlock/2 + lineScore(g, s, team)
	}
	score := lineScore(g, s, team)
	if threats.Has(s) {
		score += scoreBlock
	}
	return score
}

// removeScore scores taking the chip on s off: worth it to break a threat,
// else by how much the opponent's lines through s lose.
func removeScore(g *engine.Game, s engine.Space, threats engine.SpaceSet) int {
	owner := g.Board().TeamAt(s)
	score := lineScore(g, s, owner) - 2
	for _, t := range lineSpaces(s) {
		if threats.Has(t) {
			return scoreBlock - 1
		}
	}
	return score
}

// lineScore rates a chip of team on s by the lines through s it would
// build: for every five-space window through s free of other teams' chips,
// the square of the team's chips and corners in it.
func lineScore(g *engine.Game, s engine.Space, team engine.Team) int {
	b := g.Board()
	own := b.Chips(team).Union(engine.Corners)
	other := b.Occupied().Minus(b.Chips(team))
	score := 0
	for _, w := range windowMasks[s] {
		if !w.Intersect(other).IsEmpty() {
			continue
		}
		n := w.Intersect(own).Len()
		score += n * n
	}
	return score
}

// lineSpaces are the spaces that share a window with s.
func lineSpaces(s engine.Space) []engine.Space { return neighbourTable[s] }

// windowMasks[s] and neighbourTable[s] are read from engine.WindowsThrough
// once: the masks of the windows through s, and the spaces they hold but s.
// lineScore runs for every play the greedy policy weighs, and reading a
// slice of masks is faster than walking the engine's iterator there.
var (
	windowMasks    [engine.NumSpaces][]engine.SpaceSet
	neighbourTable [engine.NumSpaces][]engine.Space
)

func init() {
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		var near engine.SpaceSet
		for w := range engine.WindowsThrough(s) {
			windowMasks[s] = append(windowMasks[s], w.Mask())
			near = near.Union(w.Mask())
		}
		neighbourTable[s] = near.Without(s).Spaces()
	}
}
