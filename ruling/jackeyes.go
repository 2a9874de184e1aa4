package ruling

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/rulebook"
)

// withoutJackEyes drops decision D15 (which jacks have two eyes) from the
// ruling's decisions unless the jack's suit decides the verdict: ruled
// under the ruleset that differs only in which jacks are wild, the entry
// would get another verdict, or be another play.
func (r *Ruling) withoutJackEyes(ids []string) []string {
	if !contains(ids, rulebook.JackEyes) || r.jackSuitDecides() {
		return ids
	}
	var out []string
	for _, id := range ids {
		if id != rulebook.JackEyes {
			out = append(out, id)
		}
	}
	return out
}

// jackSuitDecides reports whether the jack the entry plays does another
// thing (wild or remove) under the ruleset that differs only in which
// jacks are wild: then its suit decides the verdict.
func (r *Ruling) jackSuitDecides() bool {
	other := jackCounterpart(r.Rules)
	if other == nil || r.Entry == nil {
		return true
	}
	for _, a := range r.Entry.Turn.Actions {
		if a.IsPlay() && a.Card.IsJack() && other.Kind(a.Card) != r.Rules.Kind(a.Card) {
			return true
		}
	}
	return false
}

// jackCounterpart is the ruleset whose cards are those of rs but for which
// jacks are wild, or nil.
func jackCounterpart(rs *engine.Ruleset) *engine.Ruleset {
	for _, o := range engine.Rulesets {
		if o != rs && sameButJacks(o, rs) {
			return o
		}
	}
	return nil
}

func sameButJacks(a, b *engine.Ruleset) bool {
	if a.DeckSize != b.DeckSize || a.OneSequenceWins != b.OneSequenceWins || a.ThreeTeamsOnlyAlone != b.ThreeTeamsOnlyAlone {
		return false
	}
	for c := range a.Kinds {
		if !engine.Card(c).IsJack() && (a.Kinds[c] != b.Kinds[c] || a.Copies[c] != b.Copies[c]) {
			return false
		}
	}
	return true
}
