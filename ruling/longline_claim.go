package ruling

import (
	"fmt"

	"github.com/seqref/seqref/engine"
)

// insteadWords says how a player claims another five of the line l than
// the one seqref claims, from the position alone, so that a ruling on a
// record and on its situation (referee --at) say the same: where this
// very placement completes the claimed five and the other five holds its
// chip, by naming it with the placement (docs/rules.md D19); where this
// placement lengthens a line whose five was claimed before, that the
// other five cannot be claimed, since it shares more than one space with
// that five; else when the five is named. A claim seqref would refuse is
// never suggested.
func (r *Ruling) insteadWords(l longLine, other engine.Sequence) string {
	name, claimed := SequenceName(other), SequenceName(l.claimed)
	placed := r.Legal && r.After != nil && r.Report.Removed == engine.NoTeam && r.Report.Space.Valid()
	switch {
	case placed && isSequence(l.claimed, r.Report.Sequences()) && other.Mask().Has(r.Report.Space):
		return fmt.Sprintf("to claim %s, name it with the placement that completes it (=%s, D19).", name, name)
	case placed && other.Mask().Has(r.Report.Space):
		return fmt.Sprintf("%s cannot be claimed: it shares %d spaces with %s, claimed before this entry, and two sequences of a team share at most one (D19).",
			name, other.Mask().Intersect(l.claimed.Mask()).Len(), claimed)
	}
	return fmt.Sprintf("which five count was settled when %s was completed: the placement that completes a sequence may name its five (=FROM-TO, D19).", claimed)
}
