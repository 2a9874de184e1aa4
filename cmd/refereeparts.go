package cmd

import (
	"fmt"
	"io"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
)

// writeForbidding quotes the sentences of the ruleset's rule documents that
// forbid the shape of an illegal entry in so many words.
func writeForbidding(w io.Writer, r *ruling.Ruling) {
	quotes := forbiddingQuotes(r)
	if len(quotes) == 0 {
		return
	}
	fmt.Fprintln(w, "Forbidden in so many words:")
	rulebook.WriteQuotes(w, "  ", quotes)
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
func writeCited(w io.Writer, r *ruling.Ruling) {
	cited := r.Cited()
	if len(cited) == 0 {
		return
	}
	fmt.Fprintln(w, "\nAlso cited:")
	for _, id := range cited {
		other, _ := rulebook.Lookup(id)
		rulebook.Wrap(w, "  "+id+": ", "    ", other.Statement)
		quotes := other.SourcesFor(r.Rules)
		if len(quotes) == 0 && len(other.Sources) > 0 {
			rulebook.Wrap(w, "    ", "      ", "("+rulebook.Silent(r.Rules)+")")
		}
		rulebook.WriteQuotes(w, "    ", firstOf(quotes))
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
func writeDecisions(w io.Writer, r *ruling.Ruling) {
	if len(r.Decisions) == 0 {
		return
	}
	fmt.Fprintln(w, "\nWhere the rule documents are silent, seqref's decisions rule (docs/rules.md):")
	for _, id := range r.Decisions {
		d, _ := rulebook.DecisionOf(id)
		rulebook.Wrap(w, "  "+d.ID+", "+d.Title+": ", "    ", d.Text)
		if d.Choose != "" {
			rulebook.Wrap(w, "    To choose otherwise: ", "      ", d.Choose)
		}
	}
}

// writeNext says what the table does after an illegal entry.
func writeNext(w io.Writer, r *ruling.Ruling) {
	if next := r.Next(); next != "" {
		fmt.Fprintln(w, "\nWhat happens now (docs/rules.md D20; the rule documents are silent):")
		rulebook.Wrap(w, "  ", "  ", next)
	}
}

// writeDiffering gives one line for each other ruleset that would rule
// otherwise on the entry, with the command that shows its ruling.
func writeDiffering(w io.Writer, src rulingSource, differ []*ruling.Ruling) {
	if len(differ) == 0 {
		return
	}
	fmt.Fprintln(w, "\nAnother ruleset rules otherwise:")
	for _, o := range differ {
		rulebook.Wrap(w, "  "+o.Rules.Name+": ", "    ", verdictWords(o)+": "+src.commandLine(o))
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

// differingRulesets rules on the same entry under every other ruleset and
// keeps those that rule otherwise: another verdict, another entry at
// fault, another rule broken, or a win where there was none.
func differingRulesets(rec *record.Record, r *ruling.Ruling) ([]*ruling.Ruling, error) {
	var out []*ruling.Ruling
	for _, rs := range allRulesetsBut(r.Rules) {
		o, err := ruling.RuleUnder(rec, r.Turn, rs)
		if err != nil {
			return nil, err
		}
		if o.Legal != r.Legal || o.Turn != r.Turn || o.Report.Won != r.Report.Won || (!o.Legal && o.Rule != r.Rule) {
			out = append(out, o)
		}
	}
	return out, nil
}

// notIn keeps the rulings whose ruleset has no full ruling in under.
func notIn(differ, under []*ruling.Ruling) []*ruling.Ruling {
	var out []*ruling.Ruling
	for _, o := range differ {
		shown := false
		for _, u := range under {
			shown = shown || u.Rules == o.Rules
		}
		if !shown {
			out = append(out, o)
		}
	}
	return out
}
