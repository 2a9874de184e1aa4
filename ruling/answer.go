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
	// why is the sentence that decides, with its source and rule id; brief
	// is its shortest form: the source and the rule id.
	why, brief string
	// now is what the table does after an illegal entry.
	now, nowShort string
}

// wordings are the answer's paragraphs, longest first.
func (a answer) wordings() [][]string {
	return [][]string{
		{a.verdict, a.why, a.now},
		{a.verdict, a.why, a.nowShort},
		{a.verdict, a.brief, a.nowShort},
		{a.short, a.brief, a.nowShort},
	}
}

// answerParts words the answer.
func (r *Ruling) answerParts() answer {
	var a answer
	a.short = r.verdictWords()
	a.verdict = a.short
	if fact := r.decidingFact(); fact != "" {
		a.verdict = strings.TrimSuffix(a.short, ".") + ": " + fact
	}
	a.why, a.brief = r.decidingSentence()
	if !r.Legal {
		a.now = "Now: " + r.Next()
		a.nowShort = "Now: " + r.nextShort()
	}
	return a
}
