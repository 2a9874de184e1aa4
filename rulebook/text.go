package rulebook

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/prose"
)

// KindMeaning says in words what each kind of rule means for a record.
var KindMeaning = map[Kind]string{
	Illegal:   "an entry that breaks it is illegal and the record stops there",
	Invalid:   "a file that breaks it is not a record",
	Penalty:   "breaking it costs a penalty; it is not an illegal move",
	Principle: "what a play does or what counts; cited when an entry is legal",
}

// WriteCatalogue writes every rule of the list grouped, for people.
func WriteCatalogue(w io.Writer, rules []Rule) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%d rules, %d decisions; \"seqref rules ID\" shows one; --format json gives data\n", len(rules), len(decisions))
	for _, k := range []Kind{Illegal, Penalty, Principle, Invalid} {
		fmt.Fprintf(bw, "  %-9s  %s\n", k, KindMeaning[k])
	}
	for _, g := range Groups() {
		first := true
		for _, r := range rules {
			if r.Group != g {
				continue
			}
			if first {
				fmt.Fprintf(bw, "\n== %s ==\n", g)
				first = false
			}
			bw.WriteString("\n")
			writeRule(bw, r)
		}
	}
	writeDecisions(bw)
	return bw.Flush()
}

// WriteRule writes one rule for people, its lines wrapped at width
// columns.
func WriteRule(w io.Writer, width int, r Rule) error {
	bw := bufio.NewWriter(w)
	writeRuleWith(bw, width, r, nil)
	return bw.Flush()
}

// WriteRuleFor writes one rule for a ruling under a ruleset: like WriteRule,
// but quoting only the ruleset's own rule documents, and saying so when they
// are silent.
func WriteRuleFor(w io.Writer, width int, r Rule, rs *engine.Ruleset) error {
	bw := bufio.NewWriter(w)
	own := r
	own.Sources = r.SourcesFor(rs)
	writeRuleWith(bw, width, own, func() {
		if len(r.Sources) == 0 {
			bw.WriteString("  Sources: none; the rule documents say nothing of this\n")
			return
		}
		prose.Wrap(bw, width, "  Sources: ", "    ", Silent(rs))
	})
	return bw.Flush()
}

// Silent says that a ruleset's documents say nothing of a rule.
func Silent(rs *engine.Ruleset) string {
	return DocumentsOf(rs) + verb(len(WordsOf(rs).Sources), " says", " say") +
		" nothing of this; seqref applies the rule the other rule documents give (seqref rules ID quotes them)"
}

// WriteQuotes writes sources as quotes, each after its document and section,
// indented by indent, its lines wrapped at width columns.
func WriteQuotes(w io.Writer, width int, indent string, sources []Source) error {
	bw := bufio.NewWriter(w)
	for _, s := range sources {
		prose.Wrap(bw, width, indent+s.Cite()+": ", indent+"  ", prose.Quote(s.Quote))
	}
	return bw.Flush()
}

func writeRule(w *bufio.Writer, r Rule) { writeRuleWith(w, prose.Width, r, nil) }

// writeRuleWith writes a rule; silent, when not nil, writes the sources line
// of a rule whose sources were all left out.
func writeRuleWith(w *bufio.Writer, width int, r Rule, silent func()) {
	fmt.Fprintf(w, "%s [%s, %s]\n", r.ID, r.Kind, r.Group)
	prose.Wrap(w, width, "  ", "  ", r.Statement)
	if len(r.Rulesets) == 1 && len(r.Rulesets[0].Rulesets) == len(Rulesets()) {
		prose.Wrap(w, width, "  Rulesets: ", "    ", r.Rulesets[0].Text)
	} else {
		w.WriteString("  Rulesets:\n")
		for _, d := range r.Rulesets {
			prose.Wrap(w, width, "    "+strings.Join(d.Rulesets, ", ")+": ", "      ", d.Text)
		}
	}
	switch {
	case len(r.Sources) == 0 && silent != nil:
		silent()
	case len(r.Sources) == 0:
		w.WriteString("  Sources: none; the rule documents say nothing of this\n")
	default:
		w.WriteString("  Sources:\n")
		writeSources(w, width, r.Sources)
	}
	if r.Note != "" {
		prose.Wrap(w, width, "  Note: ", "    ", r.Note)
	}
	prose.Wrap(w, width, "  See: ", "    ", r.Docs)
}

// writeSources writes each source as its document, section and words.
func writeSources(w *bufio.Writer, width int, sources []Source) {
	for _, s := range sources {
		prose.Wrap(w, width, "    "+s.Cite()+": ", "      ", prose.Quote(s.Quote))
	}
}
