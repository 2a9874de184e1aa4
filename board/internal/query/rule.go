package query

import (
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/referee"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/situation"
	"github.com/seqref/seqref/validate"
)

// Ruling is the referee's ruling on an entry as the page shows it: the
// verdict (legal, illegal, or invalid for an entry or situation that
// cannot be read), the rule id, the answer block, and the detail shown on
// request.
type Ruling struct {
	Verdict string   `json:"verdict"`
	Rule    string   `json:"rule,omitempty"`
	Turn    int      `json:"turn"` // the entry ruled on, 0 for the setup
	Answer  []string `json:"answer"`
	// Parts is the answer in its parts (ruling.AnswerParts), for the page
	// to lay out: the rule id drawn as a small tag.
	Parts  *ruling.AnswerParts `json:"parts,omitempty"`
	Detail string              `json:"detail,omitempty"`
}

// rulingOf is a ruling on src as the page shows it.
func rulingOf(src referee.Source, r *ruling.Ruling, width int) Ruling {
	parts := r.Parts()
	out := Ruling{Verdict: "legal", Rule: r.Rule, Turn: r.Turn, Answer: answerOf(r, width), Parts: &parts, Detail: detailOf(src, r, width)}
	if !r.Legal {
		out.Verdict = "illegal"
	}
	return out
}

// invalid is the ruling on text that cannot be read.
func invalid(msg string) Ruling {
	return Ruling{Verdict: "invalid", Answer: []string{msg}}
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
	if validate.Play(rec, nil).Game == nil {
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
	return joinLines(r.Answer)
}

func joinLines(lines []string) string {
	out := ""
	for i, l := range lines {
		if i > 0 {
			out += "\n"
		}
		out += l
	}
	return out
}
