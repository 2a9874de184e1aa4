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
	p.Silent, p.silentShort = r.silentWords()
	p.Now = r.nowWords()
	p.fit(r.sentences())
	return p
}

// fit makes the parts fit the first screen (fits) where they do not as
// they are. It quotes the most specific of the deciding sentences that
// fits whole, with what seqref decides and what happens now said in fewer
// words if need be (mildCuts); where none fits so, it also says the reason
// and what the entry did before its fault in fewer words (strongCuts); and
// where nothing fits, it quotes the most specific sentence whole. The text
// lays the parts out as they are, so the JSON and the screen hold the same
// words.
func (p *AnswerParts) fit(sentences []rulebook.Source) {
	type quote struct{ text, source string }
	var quotes []quote
	for _, s := range sentences {
		// Each sentence whole, then its first sentence when it has two.
		whole := s.Whole()
		quotes = append(quotes, quote{whole, sourceWords(s)})
		if first := firstSentence(whole); first != whole {
			quotes = append(quotes, quote{first, sourceWords(s)})
		}
	}
	if len(quotes) == 0 {
		quotes = []quote{{}}
	}
	start := *p
	for _, cuts := range [][]func(){p.mildCuts(), append(p.mildCuts(), p.strongCuts()...)} {
		for _, q := range quotes {
			*p = start
			p.Quote, p.Source = q.text, q.source
			for _, cut := range cuts {
				if fits(p.paragraphs()) {
					return
				}
				cut()
			}
			if fits(p.paragraphs()) {
				return
			}
		}
	}
	*p = start
	p.Quote, p.Source = quotes[0].text, quotes[0].source
}

// mildCuts say in fewer words what seqref decides and what happens now.
func (p *AnswerParts) mildCuts() []func() {
	return []func(){
		func() {
			if p.silentShort != "" {
				p.Silent = p.silentShort
			}
		},
		func() { p.Now = shortNow(p.Now) },
	}
}

// strongCuts say in fewer words the reason and what the entry did before
// its fault.
func (p *AnswerParts) strongCuts() []func() {
	return []func(){p.reasonShorter, p.saysFault, p.reasonToColon}
}

// reasonShorter cuts the reason at its last "; ", when it has one.
func (p *AnswerParts) reasonShorter() {
	if i := strings.LastIndex(p.Reason, "; "); i > 0 {
		p.Reason = p.Reason[:i]
	}
}

// reasonToColon cuts the reason at its first ": ", when it has one: what
// follows says again what the quote says.
func (p *AnswerParts) reasonToColon() {
	if i := strings.Index(p.Reason, ": "); i > 0 {
		p.Reason = p.Reason[:i]
	}
}

// saysFault says, for an entry at fault after legal actions, the fault
// alone: what stands is said by "Now:".
func (p *AnswerParts) saysFault() {
	if i := strings.Index(p.Says, " after "); i > 0 && p.Verdict == VerdictNo {
		p.Says = p.Says[:i]
	}
}

// shortNow is what the table does now in fewer words: without the
// reminder that a pass is the turn when nothing can be played, and "plays
// again" for "plays the turn again".
func shortNow(now string) string {
	now = strings.Replace(now, ", or a pass when nothing can be played", "", 1)
	return strings.Replace(now, "plays the turn again", "plays again", 1)
}

// opening is the answer's first paragraph: the verdict, what the entry
// does (says) and why (reason): "Yes, but it makes no second sequence: Ann
// may play K♥ on G6. C6-G6 …".
func (p *AnswerParts) opening(says, reason string) string {
	head := strings.ToUpper(p.Verdict[:1]) + p.Verdict[1:]
	if strings.Contains(p.But, ": ") {
		// The doubt answered in a sentence of its own: "Yes, but it is still
		// one sequence: a row of six counts once. Ann may play …".
		return head + " " + sentence(p.But) + " " + sentence(upperFirst(says)) + " " + sentence(upperFirst(reason))
	}
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
