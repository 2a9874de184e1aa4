package ruling

import (
	"strings"

	"github.com/seqref/seqref/internal/prose"
)

// AnswerWidth is the widest an answer line is, whatever the width asked.
const AnswerWidth = 72

// AnswerLines is the most lines an answer takes at AnswerWidth: the first
// screen grows to them rather than cut a deciding clause (docs/referee.md,
// "The answer first").
const AnswerLines = 8

// PhoneWidth is the width of a phone's screen in columns, and NowWithin
// the line at the latest where an answer at that width says what the table
// does now: on the first screen.
const (
	PhoneWidth = 40
	NowWithin  = 10
)

// Answer is the ruling in a few lines a player reads once, on a phone:
// the verdict as players say it with what the entry does and why, what the
// table does now, the facts as specific as the reason, and the sentence
// that decides it, whole, with where it stands (or what seqref decides
// where the rulebooks are silent), closed by the deciding rule's id in
// brackets. Every part is laid out as AnswerParts holds it, none shortened.
// Lines are at most width columns (at most AnswerWidth; 0 means
// AnswerWidth).
func (r *Ruling) Answer(width int) []string {
	if width <= 0 || width > AnswerWidth {
		width = AnswerWidth
	}
	p := r.Parts()
	return lay(width, p.paragraphs())
}

// paragraphs are the answer's paragraphs: the opening with the facts as
// specific as the reason, what the table does now, and the closing.
func (p *AnswerParts) paragraphs() []string {
	return []string{p.opening(p.Says, p.Reason) + p.alsoWords(), "Now: " + p.Now, p.closing(p.Silent, p.Quote)}
}

// fits reports whether an answer's paragraphs take at most AnswerLines
// lines at AnswerWidth, with "Now:" within NowWithin lines at PhoneWidth.
// The most specific sentence is quoted whole even where the answer then
// takes more lines on a phone's screen than a wider one.
func fits(paras []string) bool {
	if len(lay(AnswerWidth, paras)) > AnswerLines {
		return false
	}
	for i, p := range paras {
		if strings.HasPrefix(p, "Now: ") {
			return len(lay(PhoneWidth, paras[:i])) < NowWithin
		}
	}
	return true
}

// Says is the ruling's verdict in players' words with what the entry does
// and why, in one paragraph: the first of its answer, unwrapped ("Yes: Ann
// may play 5♥ on E5 …").
func (r *Ruling) Says() string {
	p := r.Parts()
	return p.opening(p.Says, p.Reason)
}

// lay wraps each paragraph at width, each paragraph starting a line.
func lay(width int, paras []string) []string {
	var out []string
	for _, p := range paras {
		if p == "" {
			continue
		}
		out = append(out, prose.Lines(width, "", "  ", p)...)
	}
	return out
}

// alsoWords are the facts as specific as the reason, to follow it, each
// ending with its rule id.
func (p *AnswerParts) alsoWords() string {
	out := ""
	for _, a := range p.Also {
		out += " " + a
	}
	return out
}

// closing is the answer's last paragraph: what seqref decides where the
// rulebooks are silent, the quoted sentence with its source, and the rule
// id.
func (p *AnswerParts) closing(silent, quote string) string {
	out := silent
	if quote != "" {
		out += " " + prose.Quote(quote) + " (" + p.Source + ")"
	}
	return strings.TrimSpace(out + " [" + string(p.Rule) + "]")
}
