package referee

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/render"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/situation"
)

// Options says how to write a page as text.
type Options struct {
	// Style draws the board, in colour or not.
	Style render.Style
	// Width is the widest a line may be; 0 means 80 columns, a terminal's. The board
	// abbreviates when it is narrower than the full board.
	Width int
}

func (o Options) width() int {
	if o.Width <= 0 || o.Width > prose.Width {
		return prose.Width
	}
	return o.Width
}

// WriteText writes the page for people: the answer block, a blank line,
// then the detail: where, the entry, the verdict and its facts, the board
// before the entry, the rule with its sources, the rules also cited, the
// decisions, what happens now, and the other rulesets.
func (p *Page) WriteText(w io.Writer, opt Options) error {
	for _, line := range p.Answer(opt.width()) {
		fmt.Fprintln(w, line)
	}
	fmt.Fprintln(w)
	return p.WriteDetail(w, opt)
}

// WriteDetail writes what follows the answer in WriteText: the detail a
// front end shows on request under the answer.
func (p *Page) WriteDetail(w io.Writer, opt Options) error {
	r, src, width := p.Ruling, p.Source, opt.width()
	oneLine(w, width, src.header(r))
	if r.Earlier() {
		prose.Wrap(w, width, "", "", src.notReached(r))
	}
	if r.Entry != nil {
		oneLine(w, width, src.entryLine(r))
	}
	writeVerdictLines(w, width, r)
	if line := r.LongLine(); line != "" {
		prose.Wrap(w, width, "  Which five: ", "    ", line)
	}
	writeForbidding(w, width, r)
	if m := Board(r); m != nil {
		fmt.Fprintln(w)
		caption := src.boardCaption(r)
		if len(m.Marked) > 0 {
			caption += ", [ ] marks " + prose.JoinAnd(m.Marked)
		}
		oneLine(w, width, caption+":")
		if err := render.WriteTextAt(w, m, opt.Style, width); err != nil {
			return err
		}
		// The situation is copied into referee --at.
		oneLine(w, width, "Situation: "+Situation(r))
	}
	var rule bytes.Buffer
	rule.WriteString("\nRule ")
	if err := rulebook.WriteRuleFor(&rule, width, r.Statement(), r.Rules); err != nil {
		return err
	}
	// "Rule ID [kind, group]" may be wider than a narrow screen.
	if err := render.Rewrap(w, rule.String(), width); err != nil {
		return err
	}
	writeCited(w, width, r)
	writeDecisions(w, width, r)
	writeNext(w, width, r)
	writeDiffering(w, width, src, notIn(p.Differ, p.Under))
	if len(p.Under) > 0 {
		fmt.Fprintf(w, "\nUnder the other rulesets:\n")
		for _, o := range p.Under {
			prose.Wrap(w, width, "  "+o.Rules.Name+": ", "    ", underText(o))
		}
	}
	return nil
}

// oneLine writes a line that names a place or a situation, which stays on
// one line to be found and copied, unless the screen is narrower than
// prose.Width: then it wraps.
func oneLine(w io.Writer, width int, text string) {
	if width >= prose.Width {
		fmt.Fprintln(w, text)
		return
	}
	prose.Wrap(w, width, "", "  ", text)
}

// writeVerdictLines writes the verdict and the message or the reasons.
func writeVerdictLines(w io.Writer, width int, r *ruling.Ruling) {
	if !r.Legal {
		fmt.Fprintf(w, "Verdict: %s [%s]\n", ruling.Illegal, r.Rule)
		prose.Wrap(w, width, "  ", "    ", r.Message)
		return
	}
	fmt.Fprintf(w, "Verdict: %s [%s]\n", ruling.Legal, r.Rule)
	for _, why := range r.Reasons {
		prose.Wrap(w, width, "  - ", "    ", why.Text+" ["+string(why.Rule)+"]")
	}
}

// Board is the drawing of the board before the entry ruled on, with the
// spaces the ruling is about marked; nil for the setup.
func Board(r *ruling.Ruling) *render.Model {
	if r.Before == nil {
		return nil
	}
	m := render.New(r.Before, r.Record.Names())
	m.Entries = r.Turn - 1
	m.Mark(r.Spaces()...)
	return m
}

// Situation is the situation the entry ruled on was played in
// (docs/notation.md, section 6), or "" for the setup.
func Situation(r *ruling.Ruling) string {
	if r.Before == nil {
		return ""
	}
	return situation.Of(r.Before).String()
}

// underText is another ruleset's ruling in one paragraph.
func underText(o *ruling.Ruling) string {
	if o.Earlier() {
		return fmt.Sprintf("the record breaks before entry %d: %s is illegal [%s]: %s", o.Asked, entryName(o.Turn), o.Rule, o.Message)
	}
	if !o.Legal {
		return fmt.Sprintf("illegal [%s]: %s", o.Rule, o.Message)
	}
	var why []string
	for _, r := range o.Reasons {
		if r.Rule != rulebook.TurnOrder {
			why = append(why, r.Text)
		}
	}
	return fmt.Sprintf("legal [%s]: %s", o.Rule, strings.Join(why, "; "))
}
