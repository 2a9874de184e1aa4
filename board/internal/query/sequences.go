package query

import (
	"github.com/seqref/seqref/engine"
)

// lockedSequences keeps the sequences whose spaces are all still locked
// chips of their team (or corners), and adds one for each line of five
// such spaces that holds a locked chip no kept sequence holds.
func lockedSequences(b *engine.Board, seqs []engine.StartSequence) []engine.StartSequence {
	var out []engine.StartSequence
	var held engine.SpaceSet
	for _, q := range seqs {
		seq, ok := engine.SequenceBetween(q.Team, q.From, q.To)
		if ok && allLocked(b, seq) {
			out = append(out, q)
			held = held.Union(seq.Mask())
		}
	}
	for _, sp := range b.LockedChips().Minus(held).Spaces() {
		if held.Has(sp) {
			continue
		}
		for d := engine.Row; d <= engine.DownLeft; d++ {
			if seq, ok := lineThrough(b, sp, d); ok {
				out = append(out, engine.StartSequence{Team: seq.Team, From: seq.From, To: seq.To()})
				held = held.Union(seq.Mask())
				break
			}
		}
	}
	return out
}

// lineThrough finds five locked spaces of the team on sp in direction d
// that hold sp.
func lineThrough(b *engine.Board, sp engine.Space, d engine.Direction) (engine.Sequence, bool) {
	dx, dy := steps[d][0], steps[d][1]
	for back := 0; back < 5; back++ {
		start := engine.SpaceAt(sp.Col()-back*dx, sp.Row()-back*dy)
		if !start.Valid() {
			continue
		}
		q := engine.Sequence{Team: b.TeamAt(sp), From: start, Dir: d}
		if q.To().Valid() && allLocked(b, q) {
			return q, true
		}
	}
	return engine.Sequence{}, false
}

// steps are the column and row steps of each direction (engine.Direction).
var steps = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}

// allLocked reports whether every space of q is a corner or a locked chip
// of q's team.
func allLocked(b *engine.Board, q engine.Sequence) bool {
	for _, sp := range q.Spaces() {
		if !sp.Valid() {
			return false
		}
		if !sp.IsCorner() && (b.TeamAt(sp) != q.Team || !b.Locked(sp)) {
			return false
		}
	}
	return true
}
