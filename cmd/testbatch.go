package cmd

import (
	"bytes"
	"fmt"
	"iter"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/seqref/seqref/batch"
	"github.com/seqref/seqref/validate"
	"github.com/urfave/cli/v2"
)

// goldenPaths checks that every path can be read, then yields the files to
// test: each named file once, and each folder's *.yaml, *.yml and *.json
// files, recursively in sorted order (batch.Walk).
func goldenPaths(paths []string) (iter.Seq[goldenFile], error) {
	for _, p := range paths {
		if _, err := os.Stat(p); err != nil {
			return nil, fmt.Errorf("cannot read %s: %s", p, strings.TrimPrefix(readProblem(err), "cannot read the file: "))
		}
	}
	return func(yield func(goldenFile) bool) {
		var named []string
		for p := range batch.Walk(paths) {
			if p.Named {
				clean := filepath.Clean(p.Name)
				if slices.Contains(named, clean) {
					continue
				}
				named = append(named, clean)
			}
			if !yield(goldenFile{path: p.Name, named: p.Named, err: p.Err}) {
				return
			}
		}
	}, nil
}

// testedFile is what testing one file came to, with the lines it wrote
// and the outcome of its replay (nil when there was none).
type testedFile struct {
	result  fileResult
	out     []byte
	outcome *validate.Outcome
}

// testBatch tests the files on the workers of cfg and writes each file's
// lines in the order of the files; it returns how many passed and failed.
// With summary, the outcomes of the records tested are totalled by result
// and rule id before the last line.
func testBatch(s Streams, files iter.Seq[goldenFile], cfg batch.Config, update, summary bool) (passed, failed int, err error) {
	work := func(f goldenFile) testedFile {
		var buf bytes.Buffer
		if f.err != nil {
			fmt.Fprintf(&buf, "FAIL %s: %s\n", f.path, readProblem(f.err))
			return testedFile{result: fileFailed, out: buf.Bytes()}
		}
		var out *validate.Outcome
		r := testFile(&buf, f, update, &out)
		return testedFile{result: r, out: buf.Bytes(), outcome: out}
	}
	var totals batch.Totals
	err = batch.Run(files, cfg, "files", work, func(t testedFile) error {
		switch t.result {
		case filePassed:
			passed++
		case fileFailed:
			failed++
		}
		if t.outcome != nil && t.result != fileSkipped {
			rule := ""
			if t.outcome.Error != nil {
				rule = t.outcome.Error.Rule
			}
			totals.Count(t.outcome.Result, rule)
		}
		_, err := s.Out.Write(t.out)
		return err
	})
	if err == nil && summary {
		err = totals.WriteText(s.Out)
	}
	if err != nil {
		err = cli.Exit("cannot write the results: "+err.Error(), ExitInvalid)
	}
	return passed, failed, err
}

// cannotUpdate says why the expectation of the file cannot be rewritten,
// "" when it can: --update edits YAML text only.
func cannotUpdate(path string) string {
	if validate.FormatOf(path) == validate.JSON {
		return "--update rewrites YAML records, not JSON: edit the \"expect\" key by hand"
	}
	return ""
}
