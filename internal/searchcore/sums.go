package searchcore

import "github.com/seqref/seqref/engine"

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
