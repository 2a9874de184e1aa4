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
func WriteRule(w io.Writer, r Rule) error { return WriteRuleAt(w, Width, r) }

// WriteRuleAt is WriteRule with lines wrapped at width columns.
func WriteRuleAt(w io.Writer, width int, r Rule) error {
	bw := bufio.NewWriter(w)
	writeRuleWith(bw, width, r, nil)
	return bw.Flush()
}

// WriteRuleFor writes one rule for a ruling under a ruleset: like WriteRule,
// but quoting only the ruleset's own rule documents, and saying so when they
// are silent.
func WriteRuleFor(w io.Writer, r Rule, rs *engine.Ruleset) error {
	return WriteRuleForAt(w, Width, r, rs)
}

// WriteRuleForAt is WriteRuleFor with lines wrapped at width columns.
func WriteRuleForAt(w io.Writer, width int, r Rule, rs *engine.Ruleset) error {
	bw := bufio.NewWriter(w)
	own := r
	own.Sources = r.SourcesFor(rs)
	writeRuleWith(bw, width, own, func() {
		if len(r.Sources) == 0 {
			bw.WriteString("  Sources: none; the rule documents say nothing of this\n")
			return
		}
		wrapAt(bw, width, "  Sources: ", "    ", Silent(rs))
	})
	return bw.Flush()
}

// Silent says that a ruleset's documents say nothing of a rule.
func Silent(rs *engine.Ruleset) string {
	return DocumentsOf(rs) + verb(len(rs.Sources), " says", " say") +
		" nothing of this; seqref applies the rule the other rule documents give (seqref rules ID quotes them)"
}

// WriteQuotes writes sources as quotes, each after its document and section,
// indented by indent.
func WriteQuotes(w io.Writer, indent string, sources []Source) error {
	return WriteQuotesAt(w, Width, indent, sources)
}

// WriteQuotesAt is WriteQuotes with lines wrapped at width columns.
func WriteQuotesAt(w io.Writer, width int, indent string, sources []Source) error {
	bw := bufio.NewWriter(w)
	for _, s := range sources {
		wrapAt(bw, width, indent+s.Cite()+": ", indent+"  ", Quote(s.Quote))
	}
	return bw.Flush()
}

func writeRule(w *bufio.Writer, r Rule) { writeRuleWith(w, Width, r, nil) }

// writeRuleWith writes a rule; silent, when not nil, writes the sources line
// of a rule whose sources were all left out.
func writeRuleWith(w *bufio.Writer, width int, r Rule, silent func()) {
	fmt.Fprintf(w, "%s [%s, %s]\n", r.ID, r.Kind, r.Group)
	wrapAt(w, width, "  ", "  ", r.Statement)
	if len(r.Rulesets) == 1 && len(r.Rulesets[0].Rulesets) == len(Rulesets()) {
		wrapAt(w, width, "  Rulesets: ", "    ", r.Rulesets[0].Text)
	} else {
		w.WriteString("  Rulesets:\n")
		for _, d := range r.Rulesets {
			wrapAt(w, width, "    "+strings.Join(d.Rulesets, ", ")+": ", "      ", d.Text)
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
		wrapAt(w, width, "  Note: ", "    ", r.Note)
	}
	wrapAt(w, width, "  See: ", "    ", r.Docs)
}

// writeSources writes each source as its document, section and words.
func writeSources(w *bufio.Writer, width int, sources []Source) {
	for _, s := range sources {
		wrapAt(w, width, "    "+s.Cite()+": ", "      ", Quote(s.Quote))
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

func wrap(w *bufio.Writer, first, rest, text string) { wrapAt(w, Width, first, rest, text) }

// WrapAt is Wrap at width columns.
func WrapAt(w io.Writer, width int, first, rest, text string) {
	bw := bufio.NewWriter(w)
	wrapAt(bw, width, first, rest, text)
	bw.Flush()
}

func wrapAt(w *bufio.Writer, width int, first, rest, text string) {
	for _, line := range Lines(width, first, rest, text) {
		w.WriteString(line + "\n")
	}
}

// Lines breaks text into lines of at most width columns, first before the
// first line and rest before every further line. A word too long for a
// line of its own is cut at the width.
func Lines(width int, first, rest, text string) []string {
	if words := strings.Fields(text); len(words) > 0 && len([]rune(first))+len([]rune(words[0])) > width {
		// A lead too long for the line is wrapped as text.
		lead := first[:len(first)-len(strings.TrimLeft(first, " "))]
		first, text = lead, first[len(lead):]+" "+text
	}
	var out []string
	line := first
	room := len([]rune(first))
	fresh := true
	for _, word := range strings.Fields(text) {
		n := len([]rune(word))
		if !fresh && room+1+n > width {
			out = append(out, line)
			line, room, fresh = rest, len([]rune(rest)), true
		}
		for fresh && room+n > width && width-room > 0 {
			// A word longer than the line: cut it.
			cut := []rune(word)[:width-room]
			out = append(out, line+string(cut))
			word = string([]rune(word)[len(cut):])
			n = len([]rune(word))
			line, room = rest, len([]rune(rest))
		}
		if !fresh {
			line += " "
			room++
		}
		line += word
		room += n
		fresh = false
	}
	return append(out, line)
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
