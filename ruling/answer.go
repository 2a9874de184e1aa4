package ruling

import (
	"strings"

	"github.com/seqref/seqref/rulebook"
)

// AnswerWidth is the widest an answer line is, whatever the width asked.
const AnswerWidth = 72

// AnswerLines is the most lines an answer takes at AnswerWidth.
const AnswerLines = 6

// Answer is the ruling in a few lines a player reads on a phone: the
// verdict in players' words ("Yes: Ann may …", "No: …"), the sentence that
// decides it with its document and section (or the decision of
// docs/rules.md where the documents are silent), and for an illegal entry
// what the table does now. Lines are at most width columns (at most
// AnswerWidth; 0 means AnswerWidth); at AnswerWidth the answer takes at
// most AnswerLines lines. The rule id that decides stands in brackets on
// the line that says why.
func (r *Ruling) Answer(width int) []string {
	if width <= 0 || width > AnswerWidth {
		width = AnswerWidth
	}
	parts := r.answerParts()
	// Shorter wordings, tried in turn until the answer fits six lines at
	// the widest; a narrower width wraps the one that fits the widest.
	var chosen []string
	for _, p := range parts.wordings() {
		chosen = p
		if len(lay(AnswerWidth, p)) <= AnswerLines {
			break
		}
	}
	return lay(width, chosen)
}

// Says is the ruling's verdict in players' words with the fact that
// decides it, in one paragraph: the first of its answer, unwrapped ("Yes:
// Ann may play 5H on E5: A1 is a free corner …").
func (r *Ruling) Says() string { return r.answerParts().verdict }

// lay wraps each paragraph at width, each paragraph starting a line.
func lay(width int, paras []string) []string {
	var out []string
	for _, p := range paras {
		if p == "" {
			continue
		}
		out = append(out, rulebook.Lines(width, "", "  ", p)...)
	}
	return out
}

// answer is what an answer says, in its longer and shorter wordings.
type answer struct {
	// verdict is "Yes: …" or "No: …", the fact that decides it after a
	// colon; short is the same without the fact.
	verdict, short string
	// also are the facts as specific as the one that decides, one a line.
	also []string
	// whys are the wordings of the sentence that decides, with its source
	// and the rule id, longest first.
	whys []string
	// now is what the table does after an illegal entry.
	now string
}

// wordings are the answer's paragraphs, longest first.
func (a answer) wordings() [][]string {
	var out [][]string
	for _, why := range a.whys {
		out = append(out, append(append([]string{a.verdict}, a.also...), why, a.now))
	}
	last := a.whys[len(a.whys)-1]
	return append(out, []string{a.verdict, last, a.now}, []string{a.short, last, a.now})
}

// answerParts words the answer.
func (r *Ruling) answerParts() answer {
	a := answer{short: r.verdictWords(), whys: r.decidingSentences()}
	a.verdict = a.short
	if facts := r.decidingFacts(); len(facts) > 0 {
		a.verdict = strings.TrimSuffix(a.short, ".") + ": " + facts[0]
		a.also = facts[1:]
	}
	if !r.Legal {
		a.now = "Now: " + r.nextShort()
	}
	return a
}
