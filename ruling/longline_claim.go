package ruling

import (
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/validate"
)

// completion is where a long line's claimed sequence was completed: the
// entry (0: the start of the record names it), the space of the placement
// and the board right after it (the start's board for entry 0).
type completion struct {
	entry int
	space engine.Space
	after *engine.Board
}

// completedAt finds the entry whose placement completed the sequence q,
// at or before the entry ruled on; entry 0 when the record's start names q.
func (r *Ruling) completedAt(q engine.Sequence) completion {
	if r.Legal && r.After != nil && isSequence(q, r.Report.Sequences()) {
		return completion{r.Turn, r.Report.Space, r.After.Board()}
	}
	found := completion{space: engine.NoSpace}
	if r.Turn == 1 {
		found.after = r.Before.Board()
	}
	validate.Play(r.Record, func(st *validate.Step) {
		if st.Index == 1 && found.after == nil {
			b := *st.Before.Board()
			found.after = &b
		}
		if found.entry != 0 || st.Index >= r.Turn || st.After == nil || !isSequence(q, st.Report.Sequences()) {
			return
		}
		b := *st.After.Board()
		found = completion{st.Index, st.Report.Space, &b}
	})
	return found
}

// insteadWords says how a player claims another five of the line l than
// the one seqref claims, where one could have: by naming it with the
// placement that completed the claimed five, when that five was complete
// then and holds that chip (docs/rules.md D19). Where no placement could
// have (the other five was not complete then, or shares more than one
// space with a sequence claimed before), it says so: a claim seqref would
// refuse is never suggested.
func (r *Ruling) insteadWords(l longLine, other engine.Sequence) string {
	name := SequenceName(other)
	c := r.completedAt(l.claimed)
	full := c.after != nil && other.Mask().Minus(c.after.Chips(l.team).Union(engine.Corners)).IsEmpty()
	switch {
	case full && c.entry == 0:
		return fmt.Sprintf("a start that names %s claims it instead (sequences:, D13).", name)
	case full && other.Mask().Has(c.space):
		return fmt.Sprintf("to claim %s, name it with the placement that completes it (=%s, D19).", name, name)
	}
	return fmt.Sprintf("%s cannot be claimed instead: it was not complete when %s was, and as a second sequence it shares %d spaces with it, more than one.",
		name, SequenceName(l.claimed), other.Mask().Intersect(l.claimed.Mask()).Len())
}
