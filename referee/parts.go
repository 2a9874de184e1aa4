package referee

import (
	"fmt"
	"io"

	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
)

// writeForbidding quotes the sentences of the ruleset's rule documents that
// forbid the shape of an illegal entry in so many words.
func writeForbidding(w io.Writer, width int, r *ruling.Ruling) {
	quotes := forbiddingQuotes(r)
	if len(quotes) == 0 {
		return
	}
	fmt.Fprintln(w, "Forbidden in so many words:")
	rulebook.WriteQuotesAt(w, width, "  ", quotes)
}

// forbiddingQuotes are the sentences of the ruleset's documents that forbid
// the shape of the fault, less those the rule itself quotes.
func forbiddingQuotes(r *ruling.Ruling) []rulebook.Source {
	if r.Shape == "" {
		return nil
	}
	own := map[rulebook.Source]bool{}
	for _, s := range r.Statement().Sources {
		own[s] = true
	}
	var out []rulebook.Source
	for _, s := range rulebook.OfRuleset(r.Rules, rulebook.Forbidding(r.Shape)) {
		if !own[s] {
			out = append(out, s)
		}
	}
	return out
}

// writeCited states every other rule the facts cite, each once, with the
// first sentence the ruleset's documents give for it.
func writeCited(w io.Writer, width int, r *ruling.Ruling) {
	cited := r.Cited()
	if len(cited) == 0 {
		return
	}
	fmt.Fprintln(w, "\nAlso cited:")
	for _, id := range cited {
		other, _ := rulebook.Lookup(id)
		rulebook.WrapAt(w, width, "  "+id+": ", "    ", other.Statement)
		quotes := other.SourcesFor(r.Rules)
		if len(quotes) == 0 && len(other.Sources) > 0 {
			rulebook.WrapAt(w, width, "    ", "      ", "("+rulebook.Silent(r.Rules)+")")
		}
		rulebook.WriteQuotesAt(w, width, "    ", firstOf(quotes))
	}
}

// firstOf keeps the first quote: the sentence that matters, once.
func firstOf(quotes []rulebook.Source) []rulebook.Source {
	if len(quotes) > 1 {
		return quotes[:1]
	}
	return quotes
}

// writeDecisions names the decisions of docs/rules.md the ruling rests on,
// where the rule documents are silent, and how to choose otherwise.
func writeDecisions(w io.Writer, width int, r *ruling.Ruling) {
	if len(r.Decisions) == 0 {
		return
	}
	fmt.Fprintln(w)
	rulebook.WrapAt(w, width, "", "  ", "Where the rule documents are silent, seqref's decisions rule (docs/rules.md):")
	for _, id := range r.Decisions {
		d, _ := rulebook.DecisionOf(id)
		rulebook.WrapAt(w, width, "  "+d.ID+", "+d.Title+": ", "    ", d.Text)
		if d.Choose != "" {
			rulebook.WrapAt(w, width, "    To choose otherwise: ", "      ", d.Choose)
		}
	}
}

// writeNext says what the table does after an illegal entry.
func writeNext(w io.Writer, width int, r *ruling.Ruling) {
	if next := r.Next(); next != "" {
		fmt.Fprintln(w)
		rulebook.WrapAt(w, width, "", "  ", "What happens now (docs/rules.md D20; the rule documents are silent):")
		rulebook.WrapAt(w, width, "  ", "  ", next)
	}
}

// writeDiffering gives one line for each other ruleset that would rule
// otherwise on the entry, with the command that shows its ruling.
func writeDiffering(w io.Writer, width int, src Source, differ []*ruling.Ruling) {
	if len(differ) == 0 {
		return
	}
	fmt.Fprintln(w, "\nAnother ruleset rules otherwise:")
	for _, o := range differ {
		rulebook.WrapAt(w, width, "  "+o.Rules.Name+": ", "    ", verdictWords(o)+": "+src.CommandLine(o))
	}
}

// verdictWords is a ruling's verdict in a few words: "illegal
// [wrong-card]", "legal, and green wins [win]", "illegal at the setup
// [setup-teams]".
func verdictWords(o *ruling.Ruling) string {
	switch {
	case o.Earlier():
		return fmt.Sprintf("illegal earlier, at %s [%s]", entryName(o.Turn), o.Rule)
	case !o.Legal:
		return "illegal [" + o.Rule + "]"
	case o.Report.Won:
		return fmt.Sprintf("legal, and %s wins [%s]", o.After.Winner(), o.Rule)
	}
	return "legal [" + o.Rule + "]"
}
