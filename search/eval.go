package search

import (
	"math"

	"github.com/seqref/seqref/engine"
)

// Weights of the evaluation of a position.
const (
	// sequenceValue is what a completed sequence is worth, in the units
	// of the windows' weights.
	sequenceValue = 400
	// wildValue and removeValue are what a wild or remove jack in a
	// team's hands is worth.
	wildValue   = 200
	removeValue = 50
	// evalScale is the difference of worth that makes the odds of a win
	// e to 1.
	evalScale = 300.0
)

// evaluate is what the position is worth to team t, between 0 and 1: a
// logistic function of t's worth less that of its strongest opponent. A
// team's worth is its sequences and its windows: every window it may still
// complete, weighted by the team's chips and corners in it (free.worth), and
// the jacks in its players' hands (every hand is known in a playout).
func evaluate(g *engine.Game, t engine.Team) float64 {
	b := g.Board()
	var worth [engine.MaxTeams]int
	kinds := &g.Rules().Kinds
	for p := 0; p < g.Players(); p++ {
		h := g.Hand(p)
		for c := engine.Card(1); c < engine.NumCards; c++ {
			switch kinds[c] {
			case engine.Wild:
				worth[g.TeamOf(p)] += wildValue * h.Count(c)
			case engine.Removal:
				worth[g.TeamOf(p)] += removeValue * h.Count(c)
			}
		}
	}
	for o := engine.Green; o <= engine.Red; o++ {
		if !g.InPlay(o) {
			continue
		}
		f := freeOf(b, o)
		sum := sequenceValue*g.SequenceCount(o) + worth[o]
		for _, w := range allWindows {
			sum += f.worth(w)
		}
		worth[o] = sum
	}
	best := math.MinInt
	for o := engine.Green; o <= engine.Red; o++ {
		if o != t && g.InPlay(o) && worth[o] > best {
			best = worth[o]
		}
	}
	return 1 / (1 + math.Exp(-float64(worth[t]-best)/evalScale))
}
