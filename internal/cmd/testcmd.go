package cmd

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/seqref/seqref/internal/expect"
	"github.com/seqref/seqref/internal/recordtext"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/internal/rewrite"
	"github.com/seqref/seqref/puzzle"
	"github.com/seqref/seqref/ruling"
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
			"answer confirmed and checked to be the only one, as seqref puzzle --check does.\n" +
			"Each record of a YAML stream (documents separated by ---) is tested against the\n" +
			"expect: block in its own document, and named FILE#N.\n\n" +
			"With --update, the expect: block of each failing record is rewritten from the\n" +
			"actual outcome: only the values of the keys it names change, every other byte\n" +
			"of the file stays (JSON values are written as JSON); a file named on the\n" +
			"command line without a block gets a full one. Review the change (git diff)\n" +
			"before committing it.\n\n" +
			"For scripts, as go test: -q prints only failures (nothing at all when every\n" +
			"record passes), -v a PASS line per record too, -run REGEXP tests only the\n" +
			"records whose names match, -json prints events in the shape of go test -json,\n" +
			"and \"-\" reads a record from standard input (docs/golden-tests.md, \"Output for\n" +
			"scripts\").\n\n" +
			"Exit status: 0 when every record passes (or was updated), 1 when any fails,\n" +
			"2 when a PATH cannot be read, a file to update cannot be written (docs/reading.md,\n" +
			"\"How seqref writes files\") or the command is used wrongly.\n\n" +
			"Examples:\n" +
			"   seqref test\n" +
			"   seqref test fixtures/rules fixtures/examples/club-night.yaml\n" +
			"   seqref test -q -run 'remove' fixtures/rules\n" +
			"   seqref test --update fixtures/games",
		Flags: append([]cli.Flag{
			&cli.BoolFlag{Name: "update", Usage: "rewrite the expect: block of failing records from their actual outcome"},
			&cli.StringFlag{Name: "run", Usage: "test only the records whose names (FILE, or FILE#N in a stream) match `REGEXP`"},
			&cli.BoolFlag{Name: "v", Usage: "verbose: a PASS line for every record that passes too"},
			&cli.BoolFlag{Name: "json", Usage: "print events in the shape of go test -json, one JSON object a line"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only the records that fail, and the closing line only when one does"},
		}, batchFlags()...),
		Action: func(c *cli.Context) error {
			paths := c.Args().Slice()
			if len(paths) == 0 {
				if err := defaultTestPathHere(); err != nil {
					return err
				}
				paths = []string{DefaultTestPath}
			}
			cfg, err := batchConfig(c, s)
			if err != nil {
				return err
			}
			files, err := goldenPaths(paths, cfg.Options)
			if err != nil {
				return err
			}
			o, err := testOutputOf(c, paths)
			if err != nil {
				return err
			}
			if !o.update {
				files = eachRecord(files, cfg.Options)
			}
			passed, failed, unwritten, err := testBatch(s, files, cfg, o, c.Bool("summary"))
			if err != nil {
				return err
			}
			if err := o.closing(s.Out, passed, failed); err != nil {
				return cli.Exit("cannot write the results: "+err.Error(), ExitInvalid)
			}
			if unwritten > 0 {
				// As fmt -w: a file that cannot be written is exit status 2.
				return cli.Exit("", ExitInvalid)
			}
			if failed > 0 {
				return cli.Exit("", ExitIllegal)
			}
			return nil
		},
	}
}

// testOutputOf reads the flags that say what test tests and how it
// reports: --update, -run, -q, -v and -json.
func testOutputOf(c *cli.Context, paths []string) (testOutput, error) {
	o := testOutput{update: c.Bool("update"), quiet: c.Bool("quiet"), verbose: c.Bool("v"), jsonl: c.Bool("json"), started: time.Now()}
	switch {
	case o.quiet && o.verbose:
		return o, usageError("-q and -v cannot be used together")
	case o.jsonl && (o.quiet || o.verbose):
		return o, usageError("-json cannot be used with -q or -v")
	case o.jsonl && c.Bool("summary"):
		return o, usageError("-json cannot be used with --summary")
	case o.update && slices.Contains(paths, StdinName):
		return o, usageError("--update needs files to rewrite, not standard input")
	}
	if pattern := c.String("run"); pattern != "" {
		run, err := regexp.Compile(pattern)
		if err != nil {
			return o, usageError("-run: %q is not a regular expression: %v", pattern, err)
		}
		o.run = run
	}
	return o, nil
}

// goldenFile is a file to test, and whether it was named on the command
// line (then it must have an expectation).
type goldenFile struct {
	path  string
	named bool
	doc   int   // N when named FILE#N: test only the N-th record (from 1)
	err   error // a folder that could not be read
	found record.Path
	file  *record.File // the file read, which updates write back
	// readErr is why the file could not be read, when it was read
	// before testOneFile (eachRecord).
	readErr error
}

// fileResult is what testing one file came to.
type fileResult uint8

// The results of testing a file.
const (
	fileSkipped fileResult = iota // found in a folder, with no expectation
	filePassed                    // as expected, or updated
	fileFailed
)

// testFile compares the outcome of a file of one record with its
// expectation and writes a line when it fails or was updated. The outcome
// of the replay, when there is one, is stored in *seen; *unwritten is set
// when the updated file could not be written.
func testFile(w io.Writer, f goldenFile, data []byte, update bool, opt record.LoadOptions, seen **validate.Outcome, unwritten *bool) fileResult {
	out := judgeText(f.path, data, opt)
	*seen = out
	res, text, what := testRecord(w, recordText{path: f.path, name: displayName(f.path), text: data, opt: opt}, out, f.named, update)
	if text == nil {
		return res
	}
	if err := checkUpdate(f.path, text, opt); err != nil {
		fmt.Fprintf(w, "FAIL %s: cannot update the expect: block: %v\n", displayName(f.path), err)
		return fileFailed
	}
	if err := writeRecordFile(f.file, text); err != nil {
		fmt.Fprintf(w, "FAIL %s; the expect: block is not updated\n", writeProblem(f.path, err))
		*unwritten = true
		return fileFailed
	}
	fmt.Fprintf(w, "updated %s: %s\n", displayName(f.path), what)
	return filePassed
}

// recordText is the text of one record: a whole file, or one document of
// a stream.
type recordText struct {
	path string // the file
	name string // how messages name the record: the path, with #N for a document
	text []byte
	line int // the line of the file on which text starts, less one
	opt  record.LoadOptions
}

// testRecord compares the outcome of one record with its expectation. It
// writes a line when the record fails. With update, a record whose
// expectation is not met (or, named, has none) is not failed: testRecord
// returns the record's text with its expectation rewritten, and what
// changed, for the caller to check and write.
func testRecord(w io.Writer, r recordText, out *validate.Outcome, named, update bool) (res fileResult, updated []byte, what string) {
	path, name, text := r.path, r.name, r.text
	exp, gerr := readExpectation(path, text)
	if gerr != nil {
		gerr.file = name
		gerr.err.Pos.Line += r.line
		fmt.Fprintf(w, "FAIL %s\n", gerr)
		return fileFailed, nil, ""
	}
	var diffs []expect.Comparison
	switch {
	case exp == nil && !named:
		return fileSkipped, nil, ""
	case exp == nil && !update:
		fmt.Fprintf(w, "FAIL %s: no expect: block (seqref test --update writes one)\n", name)
		return fileFailed, nil, ""
	case exp != nil:
		if diffs = expect.Differences(expect.Compare(exp.expectation, out)); len(diffs) == 0 {
			if err := checkPuzzle(path, text, r.opt); err != nil {
				fmt.Fprintf(w, "FAIL %s:%v\n", name, err)
				return fileFailed, nil, ""
			}
			return filePassed, nil, ""
		}
		if !update {
			fmt.Fprintf(w, "FAIL %s: %s\n", name, describeDifferences(diffs, name, out))
			return fileFailed, nil, ""
		}
	}
	var block *recordtext.ExpectBlock
	if exp != nil {
		block = expectBlock(path, text)
	} else if !record.FormatOf(path).HoldsRecord(text) {
		fmt.Fprintf(w, "FAIL %s: holds no record (none of the keys sequence, ruleset, players and turns at its top level); no expect: block is added\n", name)
		return fileFailed, nil, ""
	}
	updated, what, err := rewriteExpect(path, text, block, out, diffs)
	if err != nil {
		fmt.Fprintf(w, "FAIL %s: cannot update the expect: block: %v\n", name, err)
		return fileFailed, nil, ""
	}
	return filePassed, updated, what
}

// checkPuzzle confirms the answer of a puzzle record and that it is the
// only one (puzzle.Check); nil for a record that is not a puzzle.
func checkPuzzle(path string, data []byte, opt record.LoadOptions) error {
	rec, err := record.FormatOf(path).Load(data, opt)
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
func describeDifferences(diffs []expect.Comparison, file string, out *validate.Outcome) string {
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

// rewriteExpect rewrites the expectation of a failing record from its
// outcome: the differing values of the block, or a full block when there
// is none. It returns the new text and what changed.
func rewriteExpect(path string, data []byte, block *recordtext.ExpectBlock, out *validate.Outcome, diffs []expect.Comparison) ([]byte, string, error) {
	json := record.FormatOf(path) == record.JSON
	got := expect.Of(out)
	if block == nil {
		if json {
			text, err := rewrite.AppendExpectJSON(data, got)
			return text, `a full "expect" key`, err
		}
		text, err := rewrite.AppendExpect(data, got)
		return text, "a full expect: block", err
	}
	paths := make([][]string, len(diffs))
	keys := make([]string, len(diffs))
	for i, d := range diffs {
		paths[i] = d.Path
		keys[i] = d.Key()
	}
	var text []byte
	var err error
	if json {
		text, err = rewrite.ExpectJSON(data, block, got, paths)
	} else {
		text, err = rewrite.Expect(data, block, got, paths)
	}
	return text, strings.Join(keys, ", "), err
}

// checkUpdate makes sure rewritten text has an expectation that its own
// replay meets.
func checkUpdate(path string, text []byte, opt record.LoadOptions) error {
	exp, gerr := readExpectation(path, text)
	if gerr != nil {
		return gerr
	}
	if exp == nil {
		return errors.New("the rewritten file has no expect: block")
	}
	out := judgeText(path, text, opt)
	if diffs := expect.Differences(expect.Compare(exp.expectation, out)); len(diffs) > 0 {
		return fmt.Errorf("the rewritten block still differs: %s", describeDifferences(diffs, path, out))
	}
	return nil
}

// judgeText reads the one record of a file's text, written in the format
// of its path, and judges it; a text that is not a record has the invalid
// outcome.
func judgeText(path string, text []byte, opt record.LoadOptions) *validate.Outcome {
	rec, err := record.FormatOf(path).Load(text, opt)
	if err != nil {
		return validate.Invalid("", err)
	}
	return ruling.Judge(rec, "")
}
