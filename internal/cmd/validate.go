package cmd

import (
	"fmt"
	"io"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/validate"
	"github.com/urfave/cli/v2"
)

func validateCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "validate",
		Usage:     "check every entry of recorded games against the rules",
		ArgsUsage: "FILE...",
		Description: "Replays each record through the rules and prints a verdict: win, unfinished,\n" +
			"illegal (an entry broke a rule: the rule id, entry, player and line:column),\n" +
			"or invalid (the file is not a record). \"-\" reads standard input.\n" +
			"A folder gives its *.yaml, *.yml and *.json files, recursively, sorted; a\n" +
			"YAML file may hold several records separated by --- (each is named FILE#N).\n" +
			"Records are judged on every core (-j) and printed in the order given\n" +
			"(docs/batch.md).\n\n" +
			"Exit status: 0 when every record is win or unfinished, 1 when any is illegal,\n" +
			"2 when any is invalid or the command is used wrongly.\n\n" +
			"Examples:\n" +
			"   seqref validate fixtures/games/standard-02p.yaml\n" +
			"   seqref validate --format json fixtures/examples/club-night.yaml fixtures/disputes/jack-on-corner.yaml\n" +
			"   cat fixtures/examples/club-night.yaml | seqref validate -\n" +
			"   seqref validate --summary -j 2 fixtures/games",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output `FORMAT`: text (a line per problem and a verdict line per record) or json (one verdict object per line)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only problems (the problem lines, or in json the verdicts of illegal and invalid records): silent when every record is fine"},
		}, batchFlags()...),
		Action: func(c *cli.Context) error {
			format, err := textOrJSON(c)
			if err != nil {
				return err
			}
			if c.NArg() == 0 {
				return usageError("validate needs at least one FILE (or - for standard input)")
			}
			if err := noRecords(c.Args().Slice()); err != nil {
				return err
			}
			return validateBatch(c, s, format)
		},
	}
}

// writeVerdictText writes a verdict for people: one line per problem, like a
// compiler, then a summary line.
func writeVerdictText(w io.Writer, v *validate.Outcome) {
	writeProblemLine(w, v)
	fmt.Fprintf(w, "%s: %s\n", v.File, summary(v))
}

// writeProblemLine writes the line of a verdict's problem, when it has
// one: "FILE:LINE:COLUMN: turn 4 (Ann, green): MESSAGE [RULE]", or
// "FILE: MESSAGE [unreadable]" for a file that cannot be read.
func writeProblemLine(w io.Writer, v *validate.Outcome) {
	if e := v.Error; e != nil && e.Rule == rulebook.UnreadableRule {
		// A file that cannot be read is not wrong at a line and column.
		fmt.Fprintf(w, "%s: %s [%s]\n", v.File, e.Message, e.Rule)
	} else if e != nil {
		where := problemWhere(v.Result == record.Invalid, e.Rule, e.Turn, e.Player, e.Team)
		fmt.Fprintf(w, "%s:%d:%d: %s: %s [%s]\n", v.File, e.Line, e.Column, where, e.Message, e.Rule)
	}
}

// summary is the one-line summary of a verdict (validate.Outcome.Summary).
func summary(v *validate.Outcome) string { return v.Summary() }

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
