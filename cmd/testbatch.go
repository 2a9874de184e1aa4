package cmd

import (
	"bytes"
	"fmt"
	"iter"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/seqref/seqref/record"

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

// testedFile is what testing one file came to: how many of its records
// passed and failed (a file of one record counts one), the lines it wrote,
// and the outcomes of the records tested.
type testedFile struct {
	passed, failed int
	out            []byte
	outcomes       []*validate.Outcome
}

// testOneFile tests the records of one file, read with the batch's
// options and limits.
func testOneFile(f goldenFile, update bool, read batch.Options) testedFile {
	var buf bytes.Buffer
	var t testedFile
	if f.err != nil {
		fmt.Fprintf(&buf, "FAIL %s: %s\n", f.path, readProblem(f.err))
		return testedFile{failed: 1, out: buf.Bytes()}
	}
	opt := read.Load(f.path)
	data, lerr := read.ReadFile(f.path)
	if lerr != nil {
		fmt.Fprintf(&buf, "FAIL %s: %s\n", f.path, lerr.Msg)
		return testedFile{failed: 1, out: buf.Bytes()}
	}
	if record.FormatOf(f.path) == record.YAML {
		if s := validate.NewStream(data); s.Multiple() {
			t = testStream(&buf, f, s, update, opt)
			t.out = buf.Bytes()
			return t
		}
	}
	var out *validate.Outcome
	switch testFile(&buf, f, data, update, opt, &out) {
	case filePassed:
		t.passed = 1
		t.outcomes = append(t.outcomes, out)
	case fileFailed:
		t.failed = 1
		if out != nil {
			t.outcomes = append(t.outcomes, out)
		}
	}
	t.out = buf.Bytes()
	return t
}

// testBatch tests the files on the workers of cfg and writes each file's
// lines in the order of the files; it returns how many records passed and
// failed. With summary, the outcomes of the records tested are totalled by
// result and rule id before the last line.
func testBatch(s Streams, files iter.Seq[goldenFile], cfg batch.Config, update, summary bool) (passed, failed int, err error) {
	work := func(f goldenFile) testedFile { return testOneFile(f, update, cfg.Options) }
	var totals batch.Totals
	err = batch.Run(files, cfg, "files", work, func(t testedFile) error {
		passed += t.passed
		failed += t.failed
		for _, o := range t.outcomes {
			rule := ""
			if o.Error != nil {
				rule = o.Error.Rule
			}
			totals.Count(o.Result, rule)
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
