package rulebook

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/seqref/seqref/engine"
)

// Width is the column at which text output wraps.
const Width = 80

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

// WriteRule writes one rule for people.
func WriteRule(w io.Writer, r Rule) error {
	bw := bufio.NewWriter(w)
	writeRule(bw, r)
	return bw.Flush()
}

// WriteRuleFor writes one rule for a ruling under a ruleset: like WriteRule,
// but quoting only the ruleset's own rule documents, and saying so when they
// are silent.
func WriteRuleFor(w io.Writer, r Rule, rs *engine.Ruleset) error {
	bw := bufio.NewWriter(w)
	own := r
	own.Sources = r.SourcesFor(rs)
	writeRuleWith(bw, own, func() {
		if len(r.Sources) == 0 {
			bw.WriteString("  Sources: none; the rule documents say nothing of this\n")
			return
		}
		wrap(bw, "  Sources: ", "    ", Silent(rs))
	})
	return bw.Flush()
}

// Silent says that a ruleset's documents say nothing of a rule.
func Silent(rs *engine.Ruleset) string {
	return DocumentsOf(rs) + verb(len(WordsOf(rs).Sources), " says", " say") +
		" nothing of this; seqref applies the rule the other rule documents give (seqref rules ID quotes them)"
}

// WriteQuotes writes sources as quotes, each after its document and section,
// indented by indent.
func WriteQuotes(w io.Writer, indent string, sources []Source) error {
	bw := bufio.NewWriter(w)
	for _, s := range sources {
		wrap(bw, indent+s.Cite()+": ", indent+"  ", Quote(s.Quote))
	}
	return bw.Flush()
}

func writeRule(w *bufio.Writer, r Rule) { writeRuleWith(w, r, nil) }

// writeRuleWith writes a rule; silent, when not nil, writes the sources line
// of a rule whose sources were all left out.
func writeRuleWith(w *bufio.Writer, r Rule, silent func()) {
	fmt.Fprintf(w, "%s [%s, %s]\n", r.ID, r.Kind, r.Group)
	wrap(w, "  ", "  ", r.Statement)
	if len(r.Rulesets) == 1 && len(r.Rulesets[0].Rulesets) == len(Rulesets()) {
		wrap(w, "  Rulesets: ", "    ", r.Rulesets[0].Text)
	} else {
		w.WriteString("  Rulesets:\n")
		for _, d := range r.Rulesets {
			wrap(w, "    "+strings.Join(d.Rulesets, ", ")+": ", "      ", d.Text)
		}
	}
	switch {
	case len(r.Sources) == 0 && silent != nil:
		silent()
	case len(r.Sources) == 0:
		w.WriteString("  Sources: none; the rule documents say nothing of this\n")
	default:
		w.WriteString("  Sources:\n")
		writeSources(w, r.Sources)
	}
	if r.Note != "" {
		wrap(w, "  Note: ", "    ", r.Note)
	}
	wrap(w, "  See: ", "    ", r.Docs)
}

// writeSources writes each source as its document, section and words.
func writeSources(w *bufio.Writer, sources []Source) {
	for _, s := range sources {
		wrap(w, "    "+s.Cite()+": ", "      ", Quote(s.Quote))
	}
}

// Quote puts a seed's words in double quotes.
func Quote(s string) string { return "\u201c" + s + "\u201d" }

// Wrap writes text after first, breaking lines at Width with rest before
// every further line.
func Wrap(w io.Writer, first, rest, text string) {
	bw := bufio.NewWriter(w)
	wrap(bw, first, rest, text)
	bw.Flush()
}

func wrap(w *bufio.Writer, first, rest, text string) {
	line := first
	room := len([]rune(first))
	fresh := true
	for _, word := range strings.Fields(text) {
		n := len([]rune(word))
		if !fresh && room+1+n > Width {
			w.WriteString(line + "\n")
			line, room, fresh = rest, len([]rune(rest)), true
		}
		if !fresh {
			line += " "
			room++
		}
		line += word
		room += n
		fresh = false
	}
	w.WriteString(line + "\n")
}

// JSON is rules as indented JSON: an array for a list.
func JSON(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		// Rules hold strings and lists of strings only.
		panic(err)
	}
	return b.Bytes()
}
