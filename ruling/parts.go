package ruling

import (
	"strings"

	"github.com/seqref/seqref/rulebook"
)

// AnswerParts is the answer a player reads once, in parts, for every front
// end to lay out (docs/referee.md, "The answer first"): the verdict as
// players say it, what the entry does in players' words, the reason in one
// sentence, the sentence of the rulebooks that decides it with where it
// stands, what seqref decides where the rulebooks are silent, what the
// table does now, and the deciding rule's id. No part holds record
// notation, a docs path or a decision number; those are the detail's.
type AnswerParts struct {
	// Verdict is "yes", "no", or "yes, but" when the entry is legal and
	// what it was meant to do does not happen (no sequence, no win, no
	// draw owed).
	Verdict string `json:"verdict"`
	// But says what does not happen, for "yes, but": "it makes no second
	// sequence".
	But string `json:"but,omitempty"`
	// Says is what the entry does, in players' words, with the verdict's
	// may or may not, leading with the part at fault: "Ann may not turn in
	// 8♥ as dead after turning in 4♣ as dead and drawing 8♥".
	Says string `json:"says"`
	// Reason is why, in one sentence.
	Reason string `json:"reason"`
	// Also are the facts as specific as the reason, one sentence each,
	// with their rule ids.
	Also []string `json:"also,omitempty"`
	// Quote is the most specific sentence of the ruleset's rule documents
	// on the point, without quotation marks; Source names the document and
	// its section. Both are empty where the documents are silent.
	Quote  string `json:"quote,omitempty"`
	Source string `json:"source,omitempty"`
	// Silent says, where the rulebooks are silent on the point that
	// decides, what seqref decides and how a table may rule otherwise.
	Silent string `json:"silent,omitempty"`
	// Now is what the table does now.
	Now string `json:"now"`
	// Rule is the id of the rule that decides.
	Rule rulebook.ID `json:"rule"`
	// silentShort is Silent in a few words, for a short answer.
	silentShort string
}

// The verdicts of an answer.
const (
	VerdictYes    = "yes"
	VerdictNo     = "no"
	VerdictYesBut = "yes, but"
)

// Parts is the ruling's answer in parts (AnswerParts).
func (r *Ruling) Parts() AnswerParts {
	p := AnswerParts{Rule: r.Rule, Verdict: VerdictNo}
	if r.Legal {
		p.Verdict = VerdictYes
		if p.But = r.butWords(); p.But != "" {
			p.Verdict = VerdictYesBut
		}
	}
	p.Says = r.saysWords()
	p.Reason, p.Also = r.reasonWords()
	if q, ok := r.decidingSentence(); ok {
		p.Quote, p.Source = q.Quote, sourceWords(q)
	}
	p.Silent, p.silentShort = r.silentWords()
	p.Now = r.nowWords()
	return p
}

// opening is the answer's first paragraph: the verdict, what the entry
// does (says) and why (reason): "Yes, but it makes no second sequence: Ann
// may play K♥ on G6. C6-G6 …".
func (p *AnswerParts) opening(says, reason string) string {
	head := strings.ToUpper(p.Verdict[:1]) + p.Verdict[1:]
	if p.But != "" {
		head += " " + p.But
	}
	return head + ": " + sentence(says) + " " + sentence(upperFirst(reason))
}

// upperFirst starts text with a capital letter.
func upperFirst(text string) string {
	if text == "" {
		return text
	}
	return strings.ToUpper(text[:1]) + text[1:]
}
