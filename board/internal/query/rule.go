package query

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/referee"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/situation"
)

// Ruling is the referee's ruling on an entry as the page shows it: the
// verdict (legal, illegal, or invalid for an entry or situation that
// cannot be read), the rule id and the rule in plain words, the answer in
// its parts, and the detail shown on request.
type Ruling struct {
	Verdict   ruling.Judgement `json:"verdict"`
	Rule      rulebook.ID      `json:"rule,omitempty"`
	Statement string           `json:"statement,omitempty"`
	Turn      int              `json:"turn"` // the entry ruled on, 0 for the setup
	// Parts is the answer in its parts (ruling.AnswerParts), for the page
	// to lay out: the same words as seqref referee's answer block.
	Parts *ruling.AnswerParts `json:"parts,omitempty"`
	// Problem says why an entry or situation cannot be read, for the
	// verdict invalid.
	Problem string `json:"problem,omitempty"`
	Detail  string `json:"detail,omitempty"`
}

// rulingOf is a ruling on src as the page shows it.
func rulingOf(src referee.Source, r *ruling.Ruling, width int) Ruling {
	parts := r.Parts()
	out := Ruling{Verdict: r.Judgement(), Rule: r.Rule, Turn: r.Turn, Parts: &parts, Detail: detailOf(src, r, width)}
	if rule, ok := rulebook.Lookup(r.Rule); ok {
		out.Statement = rule.Statement
	}
	return out
}

// invalid is the ruling on text that cannot be read.
func invalid(msg string) Ruling {
	return Ruling{Verdict: ruling.Invalid, Problem: msg}
}

// Rule rules on an entry at a situation, its text at most width columns
// wide (0: as seqref referee writes it), as seqref referee --at SITUATION
// --entry ENTRY does: on the entry of the record the situation stands for,
// or on the situation itself when it cannot arise.
func Rule(text, entry string, width int) Ruling {
	s, err := notation.ParseSituation(text)
	if err != nil {
		return invalid("The situation cannot be read: " + err.Error())
	}
	rec, err := situation.Record(s, entry)
	if err != nil {
		return invalid("The entry cannot be read: " + err.Error())
	}
	return ruleOn(referee.Source{At: true, Situation: s, Entry: entry}, rec, 1, width)
}

// ruleOn rules on entry n of a record, or on its setup when the setup
// breaks a rule; src is what seqref referee would be asked.
func ruleOn(src referee.Source, rec *record.Record, n, width int) Ruling {
	// A setup that breaks a rule is ruled on rather than an entry. Only the
	// setup is judged here: ruling.RuleOn replays the entries, once.
	if _, v := engine.NewGame(rec.Setup()); !v.OK() {
		n = 0
	}
	r, err := ruling.RuleOn(rec, n)
	if err != nil {
		return invalid(err.Error())
	}
	return rulingOf(src, r, width)
}

// setupError says why a situation cannot arise: the answer of the ruling
// on its setup.
func setupError(s notation.Situation, err error) string {
	rec, rerr := situation.Record(s, "")
	if rerr != nil {
		return err.Error()
	}
	r := ruleOn(referee.Source{At: true, Situation: s}, rec, 0, 0)
	if r.Parts == nil {
		return r.Problem
	}
	return upperFirst(r.Parts.Says) + ". " + upperFirst(r.Parts.Reason) + "."
}

// upperFirst starts text with a capital letter.
func upperFirst(text string) string {
	if text == "" || text[0] < 'a' || text[0] > 'z' {
		return text
	}
	return string(text[0]-'a'+'A') + text[1:]
}
