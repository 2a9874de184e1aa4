package cmd

import (
	"errors"
	"fmt"
	"io"

	"github.com/seqref/seqref/internal/expect"
	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/record"
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
			"\"-\" reads RECORD from standard input. On a terminal the - lines are red and the\n" +
			"+ lines green (--color). --format json prints one object instead\n" +
			"(docs/golden-tests.md, \"diff --format json\").\n\n" +
			"Exit status: 0 when the outcome is as expected, 1 when it differs, 2 when a file\n" +
			"cannot be read, has no expect: block or a block that cannot be read, or the\n" +
			"command is used wrongly.\n\n" +
			"Examples:\n" +
			"   seqref diff fixtures/examples/club-night.yaml\n" +
			"   seqref diff fixtures/games/standard-02p.yaml fixtures/games/standard-03p.yaml\n" +
			"   cat fixtures/examples/club-night.yaml | seqref diff - fixtures/examples/club-night.yaml\n" +
			"   seqref diff --format json fixtures/examples/club-night.yaml",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output `FORMAT`: text (-want +got lines) or json (one object)"},
			colorFlag("colour the -want +got lines"),
		},
		Action: func(c *cli.Context) error {
			format, mode, err := formatAndColor(c)
			if err != nil {
				return err
			}
			if c.NArg() < 1 || c.NArg() > 2 {
				return usageError("diff needs RECORD and at most one EXPECTED file, not %d arguments", c.NArg())
			}
			recordName, expected := c.Args().Get(0), c.Args().Get(0)
			if c.NArg() == 2 {
				expected = c.Args().Get(1)
			}
			src, err := record.OpenOne(recordName, openOptions(s))
			if err != nil {
				return recordProblem(recordName, err)
			}
			expSrc := src
			if expected != recordName {
				if expSrc, err = record.OpenOne(expected, openOptions(s)); err != nil {
					return recordProblem(expected, err)
				}
			}
			exp, gerr := sourceExpectation(expSrc)
			if gerr != nil {
				return cli.Exit(gerr.Error(), ExitInvalid)
			}
			if exp == nil {
				msg := fmt.Sprintf("%s has no expect: block (and no %q comment line) to compare with", displayName(expected), record.ExpectComment)
				if _, err := expSrc.Load(loadOptions(expSrc.File)); err != nil {
					// The block may be there in text that is not a record:
					// say why it cannot be read.
					msg += "; it is not a record: " + loadProblem(expSrc.Name, err)
				}
				return cli.Exit(msg, ExitInvalid)
			}
			out := sourceOutcome(src)
			cs := expect.Compare(exp.expectation, out)
			same := len(expect.Differences(cs)) == 0
			switch {
			case format == "json":
				if err := writeJSONLine(s.Out, diffJSONOf(exp.name, displayName(recordName), cs, out)); err != nil {
					return err
				}
			case !same:
				writeDiff(s.Out, exp.name, displayName(recordName), cs, out, s.useColor(mode))
			}
			if same {
				return nil
			}
			return cli.Exit("", ExitIllegal)
		},
	}
}

// writeDiff writes a comparison as -want +got lines: the keys that agree
// start with a space, each difference is a "-" line with the expected value
// and a "+" line with the actual one. In colour, as git diff does, the two
// header lines are bold, the "-" lines red and the "+" lines green.
func writeDiff(w io.Writer, wantFile, gotFile string, cs []expect.Comparison, out *validate.Outcome, color bool) {
	paint := func(code, line string) string {
		if !color {
			return line
		}
		return code + line + ansiReset
	}
	fmt.Fprintln(w, paint(ansiBold, "--- want: expect: of "+wantFile))
	fmt.Fprintln(w, paint(ansiBold, "+++ got: replay of "+gotFile))
	for _, c := range cs {
		if c.Same {
			fmt.Fprintf(w, " %s: %s\n", c.Key(), c.Got)
			continue
		}
		fmt.Fprintln(w, paint(ansiRed, "-"+c.Key()+": "+c.Want))
		fmt.Fprintln(w, paint(ansiGreen, "+"+c.Key()+": "+c.Got))
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
	where := problemWhere(out.Result == record.Invalid, e.Rule, e.Turn, e.Player, e.Team)
	return fmt.Sprintf("%s:%d:%d: %s: %s [%s]", file, e.Line, e.Column, where, e.Message, e.Rule)
}

// expectedOutcome is the expectation a file holds.
type expectedOutcome struct {
	name        string
	expectation *record.Expectation
}

// expectationError is an expectation that cannot be read, with where it is.
type expectationError struct {
	file string
	err  *record.LoadError
}

// expectationProblem is the expectationError of a problem with a file's
// expectation, which record gives as a *record.LoadError.
func expectationProblem(file string, err error) *expectationError {
	var le *record.LoadError
	if !errors.As(err, &le) {
		le = &record.LoadError{Rule: rulebook.SyntaxRule, Pos: record.Pos{Line: 1, Col: 1}, Msg: err.Error()}
	}
	return &expectationError{file, le}
}

func (e *expectationError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s [%s]", e.file, e.err.Pos.Line, e.err.Pos.Col, e.err.Msg, e.err.Rule)
}

// readExpectation reads the expectation of a file in its format (by its
// name: .json is JSON, anything else YAML); nil when it has none, or an
// empty one.
func readExpectation(name string, data []byte) (*expectedOutcome, *expectationError) {
	x, err := record.FormatOf(name).ReadExpectation(data)
	if err != nil {
		return nil, expectationProblem(name, err)
	}
	if x == nil {
		return nil, nil
	}
	return &expectedOutcome{name: name, expectation: x}, nil
}

// expectBlock is the expect: block of a file whose expectation reads
// (readExpectation), as nodes with the file's lines and columns, for
// rewriting its values in place.
func expectBlock(name string, data []byte) *recordtext.ExpectBlock {
	if record.FormatOf(name) == record.JSON {
		return recordtext.FindExpectJSON(data)
	}
	block, _ := recordtext.FindExpect(data) // readExpectation found no problem
	return block
}

// sourceExpectation reads the expectation of a record (readExpectation):
// in a stream, that of its own document, with lines counted in the whole
// file.
func sourceExpectation(src record.Source) (*expectedOutcome, *expectationError) {
	doc := src.Document()
	exp, err := readExpectation(src.Path, doc.Data)
	switch {
	case err != nil:
		err.file = src.Name
		err.err.Pos.Line += doc.Line - 1
	case exp != nil:
		exp.name = src.Name
	}
	return exp, err
}

// sourceOutcome reads and replays a record; one that cannot be read has
// the invalid outcome.
func sourceOutcome(src record.Source) *validate.Outcome {
	rec, err := src.Load(loadOptions(src.File))
	if err != nil {
		return validate.Invalid("", err)
	}
	return ruling.Judge(rec, "")
}
