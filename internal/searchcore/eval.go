package searchcore

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
// team's worth is its sequences and its windows, every window it may still
// complete weighted by the team's chips and corners in it (free.worth),
// which ws sums (windowSums, or after from the position before), and the
// jacks in its players' hands (every hand is known in a playout); jacks are
// the cards of the rules that are not normal (appendJacks).
func evaluate(g *engine.Game, t engine.Team, ws sums, jacks []engine.Card) float64 {
	var worth [engine.MaxTeams]int
	kinds := &g.Rules().Kinds
	for p := 0; p < g.Players(); p++ {
		h := g.Hand(p)
		for _, c := range jacks {
			switch kinds[c] {
			case engine.Wild:
				worth[g.TeamOf(p)] += wildValue * h.Count(c)
			case engine.Removal:
				worth[g.TeamOf(p)] += removeValue * h.Count(c)
			}
		}
	}
	best := math.MinInt
	for o := engine.Green; o <= engine.Red; o++ {
		if !g.InPlay(o) {
			continue
		}
		worth[o] += sequenceValue*g.SequenceCount(o) + ws[o]
		if o != t && worth[o] > best {
			best = worth[o]
		}
	}
	return 1 / (1 + math.Exp(-float64(worth[t]-best)/evalScale))
}

// appendJacks appends to dst the cards of rules that are not normal, the
// only cards evaluate counts in the hands.
func appendJacks(dst []engine.Card, rules *engine.Ruleset) []engine.Card {
	for c := engine.Card(1); c < engine.NumCards; c++ {
		if rules.Kinds[c] != engine.Normal {
			dst = append(dst, c)
		}
	}
	return dst
}
