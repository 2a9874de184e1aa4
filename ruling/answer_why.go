package ruling

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
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
		text := sentence(withoutUnknownHand(why.Text))
		if i > 0 {
			// A fact as specific as the first, on a line of its own.
			text = strings.ToUpper(text[:1]) + text[1:] + " [" + why.Rule + "]"
		}
		out = append(out, text)
	}
	if len(out) == 0 {
		for _, why := range r.Reasons {
			if why.Rule == r.Rule {
				return []string{sentence(withoutUnknownHand(why.Text))}
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

// decidingSentences are the wordings, longest first, of the sentence that
// decides the ruling, each ending with the deciding rule's id in brackets:
// where a line longer than five is in question, that the answer is the
// same whichever five are claimed, or the five seqref claims (D10); where
// the documents are silent on the point that decides, seqref's decision;
// and the sentence of the rule documents that decides, quoted with its
// document and section.
func (r *Ruling) decidingSentences() []string {
	id := " [" + r.Rule + "]"
	quotes := r.decidingQuotes()
	var out []string
	if line, ok := r.lineSentences(); ok {
		for _, q := range quotes {
			out = append(out, line[0]+" "+q.words+id)
		}
		for _, l := range line {
			out = append(out, l+id)
		}
		return out
	}
	if d, ok := r.decidingDecision(); ok {
		silent := fmt.Sprintf("The rulebooks name jacks by their eyes, not their suits; seqref takes %s as two-eyed, %s as one-eyed (docs/rules.md %s).",
			cardNames(r.Rules.WildCards()), cardNames(r.Rules.RemoveCards()), d.ID)
		for _, q := range quotes {
			out = append(out, silent+" "+q.words+id)
		}
		return append(out, silent+id)
	}
	for _, q := range quotes {
		out = append(out, q.words+id)
	}
	if len(quotes) > 0 {
		return append(out, quotes[0].cite+id)
	}
	if d, ok := r.frontDecision(); ok {
		return []string{fmt.Sprintf("The rulebooks are silent on %s; seqref decides (docs/rules.md %s).%s", d.Title, d.ID, id)}
	}
	return []string{rulebook.DocumentsOf(r.Rules) + " say nothing of this; seqref applies the other documents' rule." + id}
}

// quoted is a sentence of the rule documents, in quotes with its document
// and section, and where it stands.
type quoted struct{ words, cite string }

// decidingQuotes are the ways to quote what decides, in the order to try
// them: each source whole, then its first sentence. The sources are those
// that forbid the very shape of the fault where there are some, else those
// of the deciding rule, those that speak of the point of the deciding fact
// first (a corner several teams use).
func (r *Ruling) decidingQuotes() []quoted {
	// The sentence that forbids this very play decides, where there is one.
	sources := rulebook.OfRuleset(r.Rules, rulebook.Forbidding(r.Shape))
	own := r.Statement().SourcesFor(r.Rules)
	if len(sources) > 0 {
		own = nil
	}
	if key := r.pointWords(); key != "" {
		var first, rest []rulebook.Source
		for _, s := range own {
			if strings.Contains(s.Quote, key) {
				first = append(first, s)
			} else {
				rest = append(rest, s)
			}
		}
		own = append(first, rest...)
	}
	sources = append(sources, own...)
	var out []quoted
	for _, s := range sources {
		out = append(out, quoted{rulebook.Quote(s.Quote) + " (" + s.Cite() + ")", s.Cite()})
		if f := firstSentence(s.Quote); f != s.Quote {
			out = append(out, quoted{rulebook.Quote(f) + " (" + s.Cite() + ")", s.Cite()})
		}
	}
	return out
}

// pointWords are words a source that speaks of the point of the deciding
// fact holds; "" when there are none to look for.
func (r *Ruling) pointWords() string {
	for _, why := range topFacts(r.Play, r.Reasons) {
		if why.point == pointSharedCorner {
			return "same corner"
		}
	}
	return ""
}

// decidingDecision is the decision of docs/rules.md that decides where the
// rule documents are silent: which jacks have two eyes (D15), kept only
// when the jack's suit decides the verdict.
func (r *Ruling) decidingDecision() (rulebook.Decision, bool) {
	if contains(r.Decisions, rulebook.JackEyes) {
		return rulebook.DecisionOf(rulebook.JackEyes)
	}
	return rulebook.Decision{}, false
}

// cardNames names cards: "JC and JD".
func cardNames(cards []engine.Card) string {
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.String()
	}
	return rulebook.JoinAnd(names)
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

// lineSentences are, for a ruling on a chip in a line of six to nine that
// holds one sequence (a chip removed, or one a jack may not remove), the
// wordings, longest first, of what decides it: that the chip is locked
// whichever five are claimed, or the five seqref claims where the
// documents are silent (D10).
func (r *Ruling) lineSentences() ([]string, bool) {
	if r.Rule != rulebook.SequenceRule && r.Rule != engine.RemoveLocked.String() {
		return nil, false
	}
	l, s, ok := r.longLineAt()
	if !ok {
		return nil, false
	}
	always := l.always()
	span := always[0].String()
	if len(always) > 1 {
		span += "-" + always[len(always)-1].String()
	}
	if l.holdsAlways(s) {
		return []string{
			fmt.Sprintf("%s is locked whichever five of %s's line of %s, %s, are claimed: every five of it holds %s.",
				s, l.team, numberWords[len(l.spaces)], l.name(), span),
			fmt.Sprintf("%s is locked whichever five of %s are claimed.", s, l.name()),
		}, true
	}
	var rest []string
	for _, sp := range l.spaces {
		if !l.holdsAlways(sp) && !sp.IsCorner() {
			rest = append(rest, sp.String())
		}
	}
	short := fmt.Sprintf("The rulebooks are silent on which five of a line of %s are claimed: seqref claims %s (docs/rules.md D10).",
		numberWords[len(l.spaces)], SequenceName(l.claimed))
	long := short + fmt.Sprintf(" Whichever five, %s locked; %s %s on the claim.",
		spanWords(always), rulebook.JoinAnd(rest), plural(len(rest), "depends", "depend"))
	return []string{long, short}, true
}

// nextShort is what the table does now, in as few words as it takes.
func (r *Ruling) nextShort() string {
	switch {
	case r.Entry == nil || r.Entry.Kind != record.PlayerTurn:
		return r.Next()
	case r.Violation.Rule == engine.GameOver:
		return fmt.Sprintf("this entry does not count: the game ended when %s won.", r.Before.Winner())
	case r.Violation.Rule == engine.OutOfTurn:
		return fmt.Sprintf("%s takes the whole entry back; it is %s's turn.", r.Record.Name(r.Violation.Player), r.Record.Name(r.Violation.ToMove()))
	}
	return r.nextTurnShort()
}
