package cmd

import (
	"fmt"
	"io"

	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
	"github.com/urfave/cli/v2"
)

func diffCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "diff",
		Usage:     "compare a record's outcome with its expect: block, or with another file's",
		ArgsUsage: "RECORD [EXPECTED]",
		Description: "Replays RECORD and compares what it came to with the expect: block of EXPECTED,\n" +
			"or of RECORD itself when EXPECTED is not given (a record that is not YAML on\n" +
			"purpose keeps its expectation in a comment line \"# expect: {...}\"). Only the\n" +
			"keys the block names are compared; docs/golden-tests.md lists them. Differences\n" +
			"print as -want +got lines, the keys that agree as lines starting with a space.\n" +
			"\"-\" reads RECORD from standard input.\n\n" +
			"Exit status: 0 when the outcome is as expected, 1 when it differs, 2 when a file\n" +
			"cannot be read, has no expect: block or a block that cannot be read, or the\n" +
			"command is used wrongly.\n\n" +
			"Examples:\n" +
			"   seqref diff fixtures/examples/club-night.yaml\n" +
			"   seqref diff fixtures/games/standard-02p.yaml fixtures/games/standard-03p.yaml\n" +
			"   cat fixtures/examples/club-night.yaml | seqref diff - fixtures/examples/club-night.yaml",
		Action: func(c *cli.Context) error {
			if c.NArg() < 1 || c.NArg() > 2 {
				return usageError("diff needs RECORD and at most one EXPECTED file, not %d arguments", c.NArg())
			}
			record, expected := c.Args().Get(0), c.Args().Get(0)
			if c.NArg() == 2 {
				expected = c.Args().Get(1)
			}
			data, err := readInput(record, s.In)
			if err != nil {
				return cli.Exit(displayName(record)+": "+readProblem(err), ExitInvalid)
			}
			expData := data
			if expected != record {
				if expData, err = readInput(expected, s.In); err != nil {
					return cli.Exit(displayName(expected)+": "+readProblem(err), ExitInvalid)
				}
			}
			exp, gerr := readExpectation(displayName(expected), expData)
			if gerr != nil {
				return cli.Exit(gerr.Error(), ExitInvalid)
			}
			if exp == nil {
				return cli.Exit(fmt.Sprintf("%s has no expect: block (and no %q comment line) to compare with", displayName(expected), validate.ExpectComment), ExitInvalid)
			}
			out := ruling.OutcomeOf(validate.YAML, data, loadOptions(record))
			cs := exp.expectation.Compare(out)
			if len(validate.Differences(cs)) == 0 {
				return nil
			}
			writeDiff(s.Out, exp.name, displayName(record), cs, out)
			return cli.Exit("", ExitIllegal)
		},
	}
}

// writeDiff writes a comparison as -want +got lines: the keys that agree
// start with a space, each difference is a "-" line with the expected value
// and a "+" line with the actual one.
func writeDiff(w io.Writer, wantFile, gotFile string, cs []validate.Comparison, out *validate.Outcome) {
	fmt.Fprintf(w, "--- want: expect: of %s\n+++ got: replay of %s\n", wantFile, gotFile)
	for _, c := range cs {
		if c.Same {
			fmt.Fprintf(w, " %s: %s\n", c.Key(), c.Got)
			continue
		}
		fmt.Fprintf(w, "-%s: %s\n+%s: %s\n", c.Key(), c.Want, c.Key(), c.Got)
	}
	if note := stopNote(gotFile, out); note != "" {
		fmt.Fprintln(w, note)
	}
}

// stopNote says where and why the replay stopped, when it did, as seqref
// validate does.
func stopNote(file string, out *validate.Outcome) string {
	e := out.Error
	if e == nil || e.Message == "" {
		return ""
	}
	where := problemWhere(out.Result == validate.Invalid, e.Rule, e.Turn, e.Player, e.Team)
	return fmt.Sprintf("%s:%d:%d: %s: %s [%s]", file, e.Line, e.Column, where, e.Message, e.Rule)
}

// expectedOutcome is the expectation a file holds.
type expectedOutcome struct {
	name        string
	block       *validate.ExpectBlock
	expectation *validate.Expectation
}

// expectationError is an expectation that cannot be read, with where it is.
type expectationError struct {
	file string
	err  *validate.LoadError
}

func (e *expectationError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s [%s]", e.file, e.err.Pos.Line, e.err.Pos.Col, e.err.Msg, e.err.Rule)
}

// readExpectation reads the expectation of a file in its format (by its
// name: .json is JSON, anything else YAML); nil when it has none, or an
// empty one.
func readExpectation(name string, data []byte) (*expectedOutcome, *expectationError) {
	block, err := validate.FormatOf(name).FindExpect(data)
	if err != nil {
		return nil, &expectationError{name, err}
	}
	if block == nil || block.Empty() {
		return nil, nil
	}
	x, err := validate.ParseExpectation(block.Value)
	if err != nil {
		return nil, &expectationError{name, err}
	}
	return &expectedOutcome{name: name, block: block, expectation: x}, nil
}
