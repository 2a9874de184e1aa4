package ruling

import (
	"fmt"
	"github.com/seqref/seqref/engine"
	"strings"

	"github.com/seqref/seqref/rulebook"
)

// decidingFact is the fact that decides the ruling, in players' words: what
// is wrong with an illegal entry, or the fact of a legal one that cites the
// deciding rule.
func (r *Ruling) decidingFact() string {
	if !r.Legal {
		return r.faultWords()
	}
	for _, why := range r.Reasons {
		if why.Rule == r.Rule {
			return why.Text + "."
		}
	}
	return ""
}

// faultWords is what is wrong with an illegal entry, without the action
// written before it in the message ("JSxD9: ...").
func (r *Ruling) faultWords() string {
	msg := r.Message
	if r.Entry != nil {
		msg = strings.TrimPrefix(msg, (&explainer{rec: r.Record, e: r.Entry, v: r.Violation}).act())
	}
	return strings.TrimSuffix(msg, ".") + "."
}

// decidingSentence is the sentence that decides the ruling with where it
// stands and the deciding rule's id, and its shortest form: where it
// stands and the id. Where the documents are silent it names seqref's
// decision instead.
func (r *Ruling) decidingSentence() (long, short string) {
	id := " [" + r.Rule + "]"
	if s := r.longLine(); s != "" {
		return s + id, s + id
	}
	if q, ok := r.decidingQuote(); ok {
		return rulebook.Quote(firstSentence(q.Quote)) + " (" + q.Cite() + ")" + id, q.Cite() + id
	}
	if d, ok := r.frontDecision(); ok {
		text := fmt.Sprintf("The rulebooks are silent on %s; seqref decides (docs/rules.md %s).", d.Title, d.ID)
		return text + id, text + id
	}
	text := rulebook.DocumentsOf(r.Rules) + " say nothing of this; seqref applies the other documents' rule."
	return text + id, text + id
}

// decidingQuote is the sentence of the ruleset's documents that decides:
// the one that forbids the very shape of the fault, else the first that
// states the deciding rule.
func (r *Ruling) decidingQuote() (rulebook.Source, bool) {
	var quotes []rulebook.Source
	if r.Shape != "" {
		quotes = rulebook.OfRuleset(r.Rules, rulebook.Forbidding(r.Shape))
	}
	quotes = append(quotes, r.Statement().SourcesFor(r.Rules)...)
	if len(quotes) == 0 {
		return rulebook.Source{}, false
	}
	return quotes[0], true
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

// longLine is, for a ruling on a chip in a line of six or more, which
// chips are locked whatever five were claimed; "" otherwise.
func (r *Ruling) longLine() string { return "" }

// nextShort is what the table does now, in as few words as it takes.
func (r *Ruling) nextShort() string {
	if r.Entry != nil && r.Violation.Rule == engine.GameOver {
		return fmt.Sprintf("this entry does not count: the game ended when %s won.", r.Before.Winner())
	}
	return r.Next()
}
