package cmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/internal/suggest"
	"github.com/seqref/seqref/rulebook"
	"github.com/urfave/cli/v2"
)

func rulesCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "rules",
		Usage:     "the rule catalogue: every rule id in plain words, its sources and how the rulesets differ",
		ArgsUsage: "[ID]",
		Description: "Without ID, lists every rule seqref knows, grouped (setup, turn, placing,\n" +
			"removing, dead cards, drawing and penalties, sequences, winning, the record\n" +
			"file): the rule ids a verdict can name, and the principles a ruling cites for\n" +
			"a legal entry. Each has a statement, how " + prose.JoinAnd(rulebook.Rulesets()) + " read it,\n" +
			"and the rule documents it comes from, quoted by title and section. Then the\n" +
			"decisions seqref took where the rule documents are silent (D1, D2, ...). With\n" +
			"ID (in any case: REMOVE-LOCKED is remove-locked), shows that rule or decision.\n\n" +
			"Exit status: 0, or 2 for an unknown ID (with the id it most likely means).\n\n" +
			"Examples:\n" +
			"   seqref rules\n" +
			"   seqref rules remove-locked\n" +
			"   seqref rules D10\n" +
			"   seqref rules --format json | jq '.[].id'",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output `FORMAT`: text, or json (one rule object, or an array of them)"},
		},
		Action: func(c *cli.Context) error {
			format, err := textOrJSON(c)
			if err != nil {
				return err
			}
			switch c.NArg() {
			case 0:
				if format == "json" {
					_, err := s.Out.Write(rulesJSON(rulebook.All()))
					return err
				}
				return rulebook.WriteCatalogue(s.Out, rulebook.All())
			case 1:
			default:
				return usageError("rules takes at most one rule ID, not %d arguments", c.NArg())
			}
			id := c.Args().First()
			if d, ok := rulebook.DecisionOf(id); ok {
				if format == "json" {
					_, err := s.Out.Write(rulesJSON(d))
					return err
				}
				return rulebook.WriteDecision(s.Out, d)
			}
			rule, ok := rulebook.Lookup(rulebook.ID(strings.ToLower(id)))
			if !ok {
				return usageError("%s", unknownRule(id))
			}
			if format == "json" {
				_, err := s.Out.Write(rulesJSON(rule))
				return err
			}
			return rulebook.WriteRule(s.Out, prose.Width, rule)
		},
	}
}

// ruleWords are the words seqref rules takes: every rule id and every
// decision's id.
func ruleWords() []string {
	var words []string
	for _, id := range rulebook.IDs() {
		words = append(words, string(id))
	}
	for _, d := range rulebook.Decisions() {
		words = append(words, d.ID)
	}
	return words
}

// unknownRule says that id is no rule, and which it most likely means.
func unknownRule(id string) string {
	msg := fmt.Sprintf("unknown rule id %q", id)
	if guess, ok := suggest.Closest(id, ruleWords()); ok {
		msg += "; did you mean " + guess + "?"
	}
	return msg + " (seqref rules lists them all)"
}

// rulesJSON is rules (or a decision) as indented JSON, an array for a
// list, as seqref rules --format json prints them.
func rulesJSON(v any) []byte {
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
