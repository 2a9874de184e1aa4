package ruling

import (
	"strings"

	"github.com/seqref/seqref/rulebook"
)

// decidingFacts are the facts that decide the ruling, in players' words:
// what is wrong with an illegal entry, or the facts of a legal one of the
// most specific tier (docs/referee.md, "Which fact decides"), the one
// whose rule decides first.
func (r *Ruling) decidingFacts() []string {
	if !r.Legal {
		return []string{r.faultWords()}
	}
	var out []string
	for i, why := range topFacts(r.Play, r.Reasons) {
		text := sentence(withoutHeld(withoutUnknownHand(why.Text)))
		if i > 0 {
			// A fact as specific as the first, with its rule.
			text = strings.ToUpper(text[:1]) + text[1:] + " [" + string(why.Rule) + "]"
		}
		out = append(out, text)
	}
	if len(out) == 0 {
		for _, why := range r.Reasons {
			if why.Rule == r.Rule {
				return []string{sentence(withoutHeld(withoutUnknownHand(why.Text)))}
			}
		}
	}
	return out
}

// withoutUnknownHand leaves out of a fact the clause that says the hand
// is not known ("; Bob's hand is not known, so whether it holds JS is not
// checked"): the answer says what decides, not what the record leaves out.
func withoutUnknownHand(text string) string {
	i := strings.Index(text, "'s hand is not known, so whether it holds ")
	if i < 0 {
		return text
	}
	start := strings.LastIndex(text[:i], "; ")
	end := strings.Index(text[i:], " is not checked")
	if start < 0 || end < 0 {
		return text
	}
	return text[:start] + text[i+end+len(" is not checked"):]
}

// withoutHeld leaves out of a legal entry's fact the clause that says
// where a card is held ("; J♦ is in Ann's hand"): a side fact on the first
// screen, which the detail keeps.
func withoutHeld(text string) string {
	i := strings.Index(text, "'s hand")
	if i < 0 || strings.HasSuffix(text[:i], "not") {
		return text
	}
	start := strings.LastIndex(text[:i], "; ")
	if start < 0 || !strings.Contains(text[start:i], " is in ") || strings.Contains(text[i:], "; ") {
		return text
	}
	return text[:start] + strings.TrimPrefix(text[i:], "'s hand")
}

// sentence ends text with a full stop.
func sentence(text string) string { return strings.TrimSuffix(text, ".") + "." }

// faultWords is what is wrong with an illegal entry, without the action
// written before it in the message ("JSxD9: ...").
func (r *Ruling) faultWords() string {
	msg := r.Message
	if r.Entry != nil {
		msg = strings.TrimPrefix(msg, (&explainer{rec: r.Record, e: r.Entry, v: r.Violation}).act())
	}
	return sentence(msg)
}

// pointWords are words a source that speaks of the point of the deciding
// fact holds; "" when there are none to look for.
func (r *Ruling) pointWords() string {
	for _, why := range topFacts(r.Play, r.Reasons) {
		switch why.point {
		case pointSharedCorner:
			return "same corner"
		case pointOpenLine:
			return "completed Sequence"
		}
	}
	return ""
}

// decidingDecision is the decision of docs/rules.md that decides where the
// rule documents are silent: which jacks have two eyes (D15), kept only
// when the jack's suit decides the verdict and no fact on another point
// (a shared corner, four in a row) is what players doubt: then the jack's
// eyes are a side fact, for the detail.
func (r *Ruling) decidingDecision() (rulebook.Decision, bool) {
	if contains(r.Decisions, rulebook.JackEyes) && r.pointWords() == "" {
		return rulebook.DecisionOf(rulebook.JackEyes)
	}
	return rulebook.Decision{}, false
}

// frontDecision is the first decision the ruling rests on that is the
// point in dispute, not a background one.
func (r *Ruling) frontDecision() (rulebook.Decision, bool) {
	for _, id := range r.Decisions {
		if !background[id] {
			return rulebook.DecisionOf(id)
		}
	}
	return rulebook.Decision{}, false
}

// firstSentence is a quote cut after its first full stop.
func firstSentence(q string) string {
	if i := strings.Index(q, ". "); i > 0 {
		return q[:i+1]
	}
	return q
}
