package search

import (
	"math"

	"github.com/seqref/seqref/engine"
)

// sums are every team's windows' worth (free.worth summed over
// allWindows).
type sums [engine.MaxTeams]int

// windowSums are the sums of g.
func windowSums(g *engine.Game) sums {
	var s sums
	b := g.Board()
	for o := engine.Green; o <= engine.Red; o++ {
		if !g.InPlay(o) {
			continue
		}
		f := freeOf(b, o)
		for _, w := range allWindows {
			s[o] += f.worth(w)
		}
	}
	return s
}

// after are the sums of next, the game after a chip was placed on or taken
// off sp in g, whose sums are before: only the windows through sp change,
// unless a sequence was completed, which locks chips.
func after(g, next *engine.Game, sp engine.Space, before sums) sums {
	for o := engine.Green; o <= engine.Red; o++ {
		if g.SequenceCount(o) != next.SequenceCount(o) {
			return windowSums(next)
		}
	}
	for o := engine.Green; o <= engine.Red; o++ {
		if !g.InPlay(o) {
			continue
		}
		f0, f1 := freeOf(g.Board(), o), freeOf(next.Board(), o)
		for _, w := range windowsOf[sp] {
			before[o] += f1.worth(w) - f0.worth(w)
		}
	}
	return before
}

// value is evaluate computed from g's window sums ws; jacks are the cards
// of the rules that are not normal (appendJacks).
func value(g *engine.Game, t engine.Team, ws sums, jacks []engine.Card) float64 {
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
// only cards value counts in the hands.
func appendJacks(dst []engine.Card, rules *engine.Ruleset) []engine.Card {
	for c := engine.Card(1); c < engine.NumCards; c++ {
		if rules.Kinds[c] != engine.Normal {
			dst = append(dst, c)
		}
	}
	return dst
}
