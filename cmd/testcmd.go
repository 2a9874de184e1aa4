package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/seqref/seqref/internal/atomicfile"
	"github.com/seqref/seqref/puzzle"
	"github.com/seqref/seqref/rewrite"
	"github.com/seqref/seqref/validate"
	"github.com/urfave/cli/v2"
)

// DefaultTestPath is the folder seqref test reads when given no path.
const DefaultTestPath = "fixtures"

func testCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "test",
		Usage:     "replay every record with an expect: block and compare (golden tests)",
		ArgsUsage: "[PATH...]",
		Description: "Finds every *.yaml, *.yml and *.json file under each PATH (folders recursively, in\n" +
			"sorted order; default " + DefaultTestPath + "/) that has an expect: block, or a comment\n" +
			"line \"# expect: {...}\" for a record that is not YAML on purpose, replays it and\n" +
			"compares the outcome with the keys the block names (docs/golden-tests.md).\n" +
			"A file found in a folder that has no expectation is left out; a file named\n" +
			"on the command line must have one. Prints one line per failure, then\n" +
			"\"N passed, N failed\". A puzzle record (one with a puzzle: block) also has its\n" +
			"answer confirmed and checked to be the only one, as seqref puzzle --check does.\n\n" +
			"With --update, the expect: block of each failing record is rewritten from the\n" +
			"actual outcome: only the values of the keys it names change, every other byte\n" +
			"of the file stays; a file named on the command line without a block gets a\n" +
			"full one. Review the change (git diff) before committing it.\n\n" +
			"Exit status: 0 when every record passes (or was updated), 1 when any fails,\n" +
			"2 when a PATH cannot be read or the command is used wrongly.\n\n" +
			"Examples:\n" +
			"   seqref test\n" +
			"   seqref test fixtures/rules fixtures/examples/club-night.yaml\n" +
			"   seqref test --update fixtures/games",
		Flags: append([]cli.Flag{
			&cli.BoolFlag{Name: "update", Usage: "rewrite the expect: block of failing records from their actual outcome"},
		}, batchFlags()...),
		Action: func(c *cli.Context) error {
			paths := c.Args().Slice()
			if len(paths) == 0 {
				paths = []string{DefaultTestPath}
			}
			files, err := goldenPaths(paths)
			if err != nil {
				return usageError("%v", err)
			}
			cfg, err := batchConfig(c, s)
			if err != nil {
				return err
			}
			passed, failed, err := testBatch(s, files, cfg, c.Bool("update"), c.Bool("summary"))
			if err != nil {
				return err
			}
			fmt.Fprintf(s.Out, "%d passed, %d failed\n", passed, failed)
			if failed > 0 {
				return cli.Exit("", ExitIllegal)
			}
			return nil
		},
	}
}

// goldenFile is a file to test, and whether it was named on the command
// line (then it must have an expectation).
type goldenFile struct {
	path  string
	named bool
	err   error // a folder that could not be read
}

// fileResult is what testing one file came to.
type fileResult uint8

// The results of testing a file.
const (
	fileSkipped fileResult = iota // found in a folder, with no expectation
	filePassed                    // as expected, or updated
	fileFailed
)

// testFile compares one file's outcome with its expectation and writes a
// line when it fails or was updated. The outcome of the replay, when there
// is one, is stored in *seen.
func testFile(w io.Writer, f goldenFile, update bool, seen **validate.Outcome) fileResult {
	data, err := os.ReadFile(f.path)
	if err != nil {
		fmt.Fprintf(w, "FAIL %s: %s\n", f.path, readProblem(err))
		return fileFailed
	}
	exp, gerr := readExpectation(f.path, data)
	if gerr != nil {
		fmt.Fprintf(w, "FAIL %s\n", gerr)
		return fileFailed
	}
	out := validate.FormatOf(f.path).Outcome(data, loadOptions(f.path))
	*seen = out
	var diffs []validate.Comparison
	switch {
	case exp == nil && !f.named:
		return fileSkipped
	case exp == nil && !update:
		fmt.Fprintf(w, "FAIL %s: no expect: block (seqref test --update writes one)\n", f.path)
		return fileFailed
	case exp != nil:
		if diffs = validate.Differences(exp.expectation.Compare(out)); len(diffs) == 0 {
			if err := checkPuzzle(f.path, data); err != nil {
				fmt.Fprintf(w, "FAIL %s:%v\n", f.path, err)
				return fileFailed
			}
			return filePassed
		}
		if !update {
			fmt.Fprintf(w, "FAIL %s: %s\n", f.path, describeDifferences(diffs, f.path, out))
			return fileFailed
		}
	}
	var block *validate.ExpectBlock
	if exp != nil {
		block = exp.block
	}
	if !updateFile(w, f.path, data, block, out, diffs) {
		return fileFailed
	}
	return filePassed
}

// checkPuzzle confirms the answer of a puzzle record and that it is the
// only one (puzzle.Check); nil for a record that is not a puzzle.
func checkPuzzle(path string, data []byte) error {
	rec, err := validate.FormatOf(path).Load(data, loadOptions(path))
	if err != nil || rec.Puzzle == nil {
		return nil
	}
	if err := puzzle.Check(rec); err != nil {
		return fmt.Errorf("%v [puzzle]", err)
	}
	return nil
}

// describeDifferences writes differences on one line: "winner: want blue,
// got green; turns: want 3, got 4", with where the replay stopped.
func describeDifferences(diffs []validate.Comparison, file string, out *validate.Outcome) string {
	parts := make([]string, len(diffs))
	for i, d := range diffs {
		parts[i] = fmt.Sprintf("%s: want %s, got %s", d.Key(), d.Want, d.Got)
	}
	line := strings.Join(parts, "; ")
	if note := stopNote(file, out); note != "" {
		line += " (" + note + ")"
	}
	return line
}

// updateFile rewrites the expectation of a failing file from its outcome:
// the differing values of the block, or a full block when there is none. It
// checks that the new text reads back as the outcome before replacing the
// file.
func updateFile(w io.Writer, path string, data []byte, block *validate.ExpectBlock, out *validate.Outcome, diffs []validate.Comparison) bool {
	if why := cannotUpdate(path); why != "" {
		fmt.Fprintf(w, "FAIL %s: cannot update the expect: block: %s\n", path, why)
		return false
	}
	var text []byte
	var err error
	what := "a full expect: block"
	if block == nil {
		text, err = rewrite.AppendExpect(data, out.Node())
	} else {
		edits := make([]rewrite.Edit, len(diffs))
		keys := make([]string, len(diffs))
		for i, d := range diffs {
			edits[i] = rewrite.Edit{Path: d.Path, Value: d.Value}
			keys[i] = d.Key()
		}
		what = strings.Join(keys, ", ")
		text, err = rewrite.Expect(data, rewrite.ExpectBlock{Key: block.Key, Value: block.Value}, edits)
	}
	if err == nil {
		err = checkUpdate(path, text)
	}
	if err == nil {
		err = atomicfile.Write(path, text)
	}
	if err != nil {
		fmt.Fprintf(w, "FAIL %s: cannot update the expect: block: %v\n", path, err)
		return false
	}
	fmt.Fprintf(w, "updated %s: %s\n", path, what)
	return true
}

// checkUpdate makes sure rewritten text has an expectation that its own
// replay meets.
func checkUpdate(path string, text []byte) error {
	exp, gerr := readExpectation(path, text)
	if gerr != nil {
		return gerr
	}
	if exp == nil {
		return errors.New("the rewritten file has no expect: block")
	}
	out := validate.OutcomeOf(text, loadOptions(path))
	if diffs := validate.Differences(exp.expectation.Compare(out)); len(diffs) > 0 {
		return fmt.Errorf("the rewritten block still differs: %s", describeDifferences(diffs, path, out))
	}
	return nil
}
