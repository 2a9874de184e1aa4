package ruling_test

import (
	"os"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

// TestEveryRuleAndDetailIsExplained replays every fixture and, for each
// violation, checks that its message is its own: not the bare rule id the
// message code falls back to, and, for a detail, not what the rule says
// when the detail is unknown. Every rule id and every detail of the engine
// must be met in some fixture, and every rule id must have a catalogue
// entry that states it and reads it under every ruleset.
func TestEveryRuleAndDetailIsExplained(t *testing.T) {
	rules := map[engine.Rule]string{}
	details := map[engine.Detail]string{}
	forEachRecord(t, []string{"../fixtures"}, func(path string, rec *record.Record) {
		var before *engine.Game
		var entry *record.Entry
		r := validate.Play(rec, func(st *validate.Step) {
			if !st.Violation.OK() {
				g := *st.Before
				before, entry = &g, st.Entry
			}
		})
		if r.Violation.OK() {
			return
		}
		v := r.Violation
		msg := ruling.Explain(rec, before, entry, v)
		unknownRule := v
		unknownRule.Rule = engine.Rule(255)
		fallback := strings.TrimSuffix(ruling.Explain(rec, before, entry, unknownRule), "unknown") + v.Rule.String()
		if msg == fallback {
			t.Errorf("%s: %s has no message: %q", path, v.Rule, msg)
		}
		if v.Detail != engine.NoDetail && v.Detail.Rule() != v.Rule {
			t.Errorf("%s: detail %d of %s refines %s", path, v.Detail, v.Rule, v.Detail.Rule())
		}
		if !ownMessage(rec, before, entry, v) {
			t.Errorf("%s: %s detail %d has no message of its own: %q", path, v.Rule, v.Detail, msg)
		}
		rules[v.Rule], details[v.Detail] = path, path
	})
	for _, r := range engine.AllRules() {
		if rules[r] == "" {
			t.Errorf("no fixture breaks %s, so its message is untested", r)
		}
		e, ok := rulebook.Of(r)
		if !ok || e.Statement == "" {
			t.Errorf("%s has no statement in the rulebook", r)
			continue
		}
		var read []string
		for _, d := range e.Rulesets {
			read = append(read, d.Rulesets...)
		}
		if got, want := strings.Join(read, " "), strings.Join(engine.RulesetNames(), " "); len(read) != len(engine.Rulesets) || !sameSet(read, engine.RulesetNames()) {
			t.Errorf("%s: the rulebook reads it under %s, want every ruleset: %s", r, got, want)
		}
	}
	for _, d := range engine.AllDetails() {
		if details[d] == "" && !unreachable[d] {
			t.Errorf("no fixture breaks %s with detail %d, so its message is untested", d.Rule(), d)
		}
	}
	// A detail no record reaches is checked on a violation made up for it,
	// on the first entry of a record (a setup rule's on the setup).
	rec := loadFile(t, "../fixtures/examples/club-night.yaml")
	g, _ := engine.NewGame(rec.Setup())
	for d := range unreachable {
		if details[d] != "" {
			t.Errorf("detail %d is met in %s: take it out of unreachable", d, details[d])
		}
		v := engine.Violation{Rule: d.Rule(), Detail: d, ActionIndex: 0, Player: 0, Card: engine.NewCard(7, engine.Hearts)}
		e := &rec.Turns[0]
		if d.Rule() < engine.GameOver {
			e = nil // a setup rule is explained without an entry
		}
		if !ownMessage(rec, g, e, v) {
			t.Errorf("%s detail %d has no message of its own: %q", d.Rule(), d, ruling.Explain(rec, g, e, v))
		}
	}
}

// unreachable are the details no record can reach. PileEmpty: a draw always
// follows a discard in the same entry (the card played or turned in), so the
// discards are never empty when the pile is; the engine checks it all the
// same. OffBoard: notation reads no space off the board; only a library
// caller's hand-built Action names one. StartToMove: a record names the
// player to move by name, so only a hand-built Start names a seat outside
// the seating.
var unreachable = map[engine.Detail]bool{engine.PileEmpty: true, engine.OffBoard: true, engine.StartToMove: true}

// ownMessage reports whether v's detail has a message of its own: not the
// one its rule gives a detail the message code does not know. A rule with
// a single detail has that message as its own.
func ownMessage(rec *record.Record, g *engine.Game, e *record.Entry, v engine.Violation) bool {
	if v.Detail == engine.NoDetail {
		return true
	}
	siblings := 0
	for _, d := range engine.AllDetails() {
		if d.Rule() == v.Rule {
			siblings++
		}
	}
	unknown := v
	unknown.Detail = engine.Detail(255)
	return siblings == 1 || ruling.Explain(rec, g, e, unknown) != ruling.Explain(rec, g, e, v)
}

func loadFile(t *testing.T, path string) *record.Record {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Load(data, record.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func sameSet(a, b []string) bool {
	seen := map[string]bool{}
	for _, s := range a {
		seen[s] = true
	}
	for _, s := range b {
		if !seen[s] {
			return false
		}
	}
	return len(seen) == len(b)
}
