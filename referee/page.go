package referee

import (
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
)

// Page is a ruling as seqref referee shows it: the ruling, the full rulings
// under the other rulesets asked for, and the other rulesets that rule
// otherwise on the same question.
type Page struct {
	Source Source
	Ruling *ruling.Ruling
	// Under are the full rulings under the rulesets asked for.
	Under []*ruling.Ruling
	// Differ are the rulings under other rulesets that give another verdict
	// on the same question (see Differing).
	Differ []*ruling.Ruling
}

// New makes the page of a ruling: it rules on the same entry under each of
// others, and under every other ruleset to find those that rule otherwise.
func New(src Source, r *ruling.Ruling, others []*engine.Ruleset) (*Page, error) {
	p := &Page{Source: src, Ruling: r}
	for _, rs := range others {
		o, err := ruling.RuleUnder(r.Record, r.Turn, rs)
		if err != nil {
			return nil, err
		}
		p.Under = append(p.Under, o)
	}
	var err error
	p.Differ, err = Differing(r)
	return p, err
}

// Answer is the ruling's answer block (ruling.Ruling.Answer): what a page
// shows first, and all that seqref referee --short prints.
func (p *Page) Answer(width int) []string { return p.Ruling.Answer(width) }

// AllRulesetsBut lists every ruleset but own, in the order of
// docs/format.md section 3.
func AllRulesetsBut(own *engine.Ruleset) []*engine.Ruleset {
	var out []*engine.Ruleset
	for _, r := range engine.Rulesets {
		if r != own {
			out = append(out, r)
		}
	}
	return out
}

// Differing rules on the same entry under every other ruleset and keeps
// those that give another verdict on the same question: legal where it is
// illegal or the reverse, another rule broken, or, when the win is the
// question, a win where there was none. Differences that come from the
// record's own setup under the other rules (an earlier entry or the setup
// at fault, a hand of another size, a game already won) are left to
// --ruleset all.
func Differing(r *ruling.Ruling) ([]*ruling.Ruling, error) {
	var out []*ruling.Ruling
	for _, rs := range AllRulesetsBut(r.Rules) {
		o, err := ruling.RuleUnder(r.Record, r.Turn, rs)
		if err != nil {
			return nil, err
		}
		if o.Turn != r.Turn || o.Earlier() || setupQuirk(o.Rule) {
			continue
		}
		if o.Legal != r.Legal || (!o.Legal && o.Rule != r.Rule) || (r.Rule == rulebook.WinRule && o.Report.Won != r.Report.Won) {
			out = append(out, o)
		}
	}
	return out, nil
}

// setupQuirk reports whether a rule broken under another ruleset is one
// the record's own setup breaks there rather than the entry: the deal, the
// deck, the teams, a game its start already won.
func setupQuirk(rule rulebook.ID) bool {
	return rule == rulebook.IDOf(engine.CardCount) || rule == rulebook.IDOf(engine.GameOver) || strings.HasPrefix(string(rule), "setup-")
}

// notIn keeps the rulings whose ruleset has no full ruling in under.
func notIn(differ, under []*ruling.Ruling) []*ruling.Ruling {
	var out []*ruling.Ruling
	for _, o := range differ {
		shown := false
		for _, u := range under {
			shown = shown || u.Rules == o.Rules
		}
		if !shown {
			out = append(out, o)
		}
	}
	return out
}
