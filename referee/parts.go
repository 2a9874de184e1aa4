package referee

import (
	"fmt"
	"io"

	"github.com/seqref/seqref/internal/prose"
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
	rulebook.WriteQuotes(w, width, "  ", quotes)
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

// writeCited names every other rule the facts cite, each once, on a line
// of its own with its short statement; the quotes are in the rule block of
// the rule that decides.
func writeCited(w io.Writer, width int, r *ruling.Ruling) {
	cited := r.Cited()
	if len(cited) == 0 {
		return
	}
	fmt.Fprintln(w, "\nAlso cited:")
	for _, id := range cited {
		rule, _ := rulebook.Lookup(id)
		prose.Wrap(w, width, "  "+string(id)+": ", "    ", rule.Short())
	}
}

// writeDecisions names the decisions of docs/rules.md the ruling rests on,
// where the rule documents are silent, and how to choose otherwise.
func writeDecisions(w io.Writer, width int, r *ruling.Ruling) {
	if len(r.Decisions) == 0 {
		return
	}
	fmt.Fprintln(w)
	prose.Wrap(w, width, "", "  ", "Where the rule documents are silent, seqref's decisions rule (docs/rules.md):")
	for _, id := range r.Decisions {
		d, _ := rulebook.DecisionOf(id)
		prose.Wrap(w, width, "  "+d.ID+", "+d.Title+": ", "    ", d.Text)
		if d.Choose != "" {
			prose.Wrap(w, width, "    To choose otherwise: ", "      ", d.Choose)
		}
	}
}

// writeNext says what the table does after an illegal entry.
func writeNext(w io.Writer, width int, r *ruling.Ruling) {
	if next := r.Next(); next != "" {
		fmt.Fprintln(w)
		prose.Wrap(w, width, "", "  ", "What happens now (docs/rules.md D20; the rule documents are silent):")
		prose.Wrap(w, width, "  ", "  ", next)
	}
}

// writeDiffering names each other ruleset that gives another verdict on
// the same question, with its verdict and the fact that decides it in
// words, and the command that shows its ruling.
func writeDiffering(w io.Writer, width int, src Source, differ []*ruling.Ruling) {
	if len(differ) == 0 {
		return
	}
	fmt.Fprintln(w, "\nAnother ruleset rules otherwise:")
	for _, o := range differ {
		prose.Wrap(w, width, "  "+o.Rules.Name+": ", "    ", o.Says()+" ["+string(o.Rule)+"]")
		prose.Wrap(w, width, "    ", "      ", src.CommandLine(o))
	}
}
