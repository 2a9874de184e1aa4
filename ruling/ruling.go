package ruling

import (
	"fmt"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/validate"
)

// Ruling is a referee's ruling on one entry of a record, or on its setup:
// legal or not, the rule it rests on, and why.
type Ruling struct {
	Record *record.Record
	// Rules is the ruleset the ruling was made under.
	Rules *engine.Ruleset
	// Asked is the entry asked about, 1-based; 0 for the setup.
	Asked int
	// Turn is the entry ruled on: Asked, or the earlier entry (0: the setup)
	// that broke a rule, since the record stops there.
	Turn int
	// Entry is the entry ruled on; nil for the setup.
	Entry *record.Entry
	Legal bool
	// Rule is the id of the rule the ruling rests on: the rule broken, or for
	// a legal entry the rule that decides it, the most specific rule among
	// its facts (second-sequence, free-corner, win...), else Play.
	Rule rulebook.ID
	// Play is, for a legal entry, the rule that allows its play
	// (play-normal, pass...), or the entry's own rule (table-talk...).
	Play rulebook.ID
	// Decisions are the ids of the decisions of docs/rules.md (D1...) the
	// ruling rests on where the rule documents are silent.
	Decisions []string
	// Shape is, for an illegal entry, the shape of the fault a rule document
	// forbids in so many words; "" when none does.
	Shape rulebook.Shape
	// Violation is the broken rule with its facts; zero for a legal entry.
	Violation engine.Violation
	// Message says what is wrong with an illegal entry.
	Message string
	// Reasons say why a legal entry is legal, each with the rule it rests on.
	Reasons []Reason
	// Before is the game before the entry (nil for the setup); After the
	// game after a legal entry.
	Before, After *engine.Game
	Report        engine.Report
	// Pos is where the entry, or the part of the setup at fault, stands.
	Pos record.Pos
}

// Reason is one fact of a ruling in the words of the game, and the rule it
// rests on.
type Reason struct {
	Rule rulebook.ID
	Text string
	// point is what the fact is about when its rule alone does not say
	// it (a free corner another team's sequence uses too, the draw after a
	// jack): the ranking of docs/referee.md reads it.
	point string
}

// Earlier reports whether the ruling is on an entry before the one asked
// about, because that entry broke a rule and the record stops there.
func (r *Ruling) Earlier() bool { return r.Turn < r.Asked }

// RuleOn rules on entry n of a record (1-based; 0 rules on the setup). When an
// earlier entry, or the setup, breaks a rule, the ruling is on that one. It
// fails only when n is not an entry of the record.
func RuleOn(rec *record.Record, n int) (*Ruling, error) {
	if n < 0 || n > len(rec.Turns) {
		return nil, fmt.Errorf("the record has %d %s; the entry must be 0 (the setup) to %d",
			len(rec.Turns), plural(len(rec.Turns), "entry", "entries"), len(rec.Turns))
	}
	r := &Ruling{Record: rec, Rules: rec.Rules, Asked: n}
	var step *validate.Step
	rp := validate.Play(rec, func(st *validate.Step) {
		if step != nil || st.Index > n || (st.Index < n && st.Violation.OK()) {
			return
		}
		before := *st.Before
		cp := *st
		cp.Before = &before
		if st.After != nil {
			after := *st.After
			cp.After = &after
		}
		step = &cp
	})
	switch {
	case rp.Game == nil:
		r.setupBroken(rp.Violation)
	case step == nil:
		r.setupLegal(rp)
	case !step.Violation.OK():
		r.entryBroken(step)
	default:
		r.entryLegal(step)
	}
	return r, nil
}

// RuleUnder rules on entry n of the record as if it were played under
// another ruleset: the same entries, replayed under those rules.
func RuleUnder(rec *record.Record, n int, rules *engine.Ruleset) (*Ruling, error) {
	other := *rec
	other.Rules = rules
	return RuleOn(&other, n)
}

func (r *Ruling) setupBroken(v engine.Violation) {
	r.Turn, r.Violation, r.Rule = 0, v, rulebook.IDOf(v.Rule)
	r.Message = setupWords(r.Record, v)
	r.Pos = r.Record.Where(v, nil)
}

func (r *Ruling) entryBroken(st *validate.Step) {
	r.Turn, r.Entry, r.Before = st.Index, st.Entry, st.Before
	r.Violation, r.Rule = st.Violation, rulebook.IDOf(st.Violation.Rule)
	r.Message = Explain(r.Record, st.Before, st.Entry, st.Violation)
	if r.Violation.Rule == engine.TurnShape {
		// The ruling says it in players' words, not the notation's grammar.
		r.Message = (&explainer{rec: r.Record, e: st.Entry, v: st.Violation}).act() + shapeWords(st.Violation.Detail, st.Entry.Turn.Actions)
	}
	r.Pos = r.Record.Where(st.Violation, st.Entry)
	r.Decisions, r.Shape = r.withoutJackEyes(r.illegalDecisions()), r.forbidding()
}

func (r *Ruling) entryLegal(st *validate.Step) {
	r.Turn, r.Entry, r.Before, r.After, r.Report = st.Index, st.Entry, st.Before, st.After, st.Report
	r.Legal, r.Pos = true, st.Entry.Pos
	x := &reasoner{rec: r.Record, before: st.Before, after: st.After, e: st.Entry, rep: &st.Report}
	r.Play, r.Reasons = x.explain()
	r.Rule, r.Decisions = deciding(r.Play, r.Reasons), ordered(x.decisions)
	r.Decisions = r.withoutJackEyes(r.Decisions)
}

// setupLegal rules on a legal setup: why its players, teams, hands, deck
// and start are right.
func (r *Ruling) setupLegal(rp *validate.Replay) {
	r.Legal, r.Turn = true, 0
	r.Pos = r.Record.Keys["players"]
	r.Rule, r.Reasons = setupReasons(r.Record, rp.Game)
	r.Play = r.Rule
	if n := len(r.Record.Players); (n == 6 || n == 9 || n == 12) && !r.Rules.ThreeTeamsOnlyAlone {
		r.Decisions = []string{rulebook.ThreeColours}
	}
}

// Spaces are the spaces the ruling is about: where a legal play went, or the
// spaces an illegal entry's problem concerns.
func (r *Ruling) Spaces() []engine.Space {
	var out []engine.Space
	if r.Entry == nil || r.Entry.Kind != record.PlayerTurn {
		return out
	}
	if r.Legal {
		if r.Report.Space.Valid() {
			out = append(out, r.Report.Space)
		}
		return out
	}
	for _, s := range []engine.Space{r.Violation.Space, r.Violation.OtherSpace(), r.Violation.LineEnd()} {
		if s.Valid() {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		for _, a := range r.Entry.Turn.Actions {
			if a.IsPlay() && a.Space.Valid() {
				out = append(out, a.Space)
			}
		}
	}
	return out
}

// Statement is the catalogue entry of the rule the ruling rests on.
func (r *Ruling) Statement() rulebook.Rule {
	rule, _ := rulebook.Lookup(r.Rule)
	return rule
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
