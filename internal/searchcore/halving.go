package searchcore

import (
	"github.com/seqref/seqref/engine"
	"math/bits"
	"slices"
	"time"
)

// halve searches the candidates in s.arms by sequential halving: in each
// of its rounds every candidate still in is played out from the same deals
// of the unseen cards (common random numbers: the candidates are compared
// on the same cards, which takes most of the luck out of the comparison),
// and the better half by mean result goes on to the next round, until one
// is left. The rounds share the budget evenly: the playouts of
// Config.Playouts, or the time of Config.MoveTime or of SetMoveTime.
func (s *Searcher) halve(p int, t engine.Team) {
	rounds := bits.Len(uint(len(s.arms) - 1))
	start := time.Now()
	moveTime := s.moveTime()
	budget := time.Duration(float64(moveTime) * TimeShare)
	// Each round plays at least one deal of its candidates, which can take
	// long where playouts are dear and the machine loaded: past hard, the
	// search stops where it is (HardShare).
	s.hard = time.Time{}
	if moveTime > 0 {
		s.hard = start.Add(time.Duration(float64(moveTime) * HardShare))
	}
	in := len(s.arms)
	for round := 0; round < rounds && in > 1; round++ {
		deals := 0
		if s.cfg.Playouts > 0 {
			deals = max(1, s.cfg.Playouts/(rounds*in))
		}
		until := start.Add(budget * time.Duration(round+1) / time.Duration(rounds))
		for d := 0; deals == 0 || d < deals; d++ {
			if moveTime > 0 && d > 0 && time.Now().After(until) {
				break
			}
			if !s.deal(p, t, in) {
				return
			}
			if s.pastHard() {
				slices.SortStableFunc(s.arms[:in], func(a, b arm) int { return b.cmp(a) })
				return
			}
		}
		// The better half goes on: the arms are sorted by mean, the most
		// played first among equals.
		slices.SortStableFunc(s.arms[:in], func(a, b arm) int { return b.cmp(a) })
		in = (in + 1) / 2
	}
}

// deal deals the unseen cards once and plays the first n candidates out
// from that deal, each playout's own random choices starting from the same
// state. It reports false when a playout met an error (Err).
func (s *Searcher) deal(p int, t engine.Team, n int) bool {
	s.shuffle()
	saved := s.rng
	for k := 0; k < n && !(k > 0 && s.pastHard()); k++ {
		s.rng = saved
		v, err := s.playout(p, t, s.arms[k].play)
		if err != nil {
			if s.err == nil {
				s.err = err
			}
			return false
		}
		s.arms[k].n++
		s.arms[k].sum += v
	}
	return true
}

// cmp orders arms by mean result, then by playouts.
func (a arm) cmp(b arm) int {
	// a.sum/a.n against b.sum/b.n without dividing by zero.
	x, y := a.sum*float64(b.n), b.sum*float64(a.n)
	switch {
	case a.n > 0 && b.n == 0 || x > y:
		return 1
	case b.n > 0 && a.n == 0 || x < y:
		return -1
	}
	return a.n - b.n
}

// pastHard reports whether the search is past its hard stop (HardShare of
// the move's time), after which it plays no more playouts: a deal's
// candidates played out so far keep their results.
func (s *Searcher) pastHard() bool {
	return !s.hard.IsZero() && time.Now().After(s.hard)
}
