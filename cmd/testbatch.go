package cmd

import (
	"bytes"
	"fmt"
	"iter"
	"os"
	"path/filepath"
	"slices"

	"github.com/seqref/seqref/batch"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/validate"
	"github.com/urfave/cli/v2"
)

// goldenPaths checks that the paths give records and that every file
// named can be read, then yields the files to test: each named file (or
// FILE#N) once, and each folder's *.yaml, *.yml and *.json files,
// recursively in sorted order (record.Walk).
func goldenPaths(paths []string) (iter.Seq[goldenFile], error) {
	if err := noRecords(paths); err != nil {
		return nil, err
	}
	for p := range record.Walk(paths) {
		if !p.Named {
			continue
		}
		if _, err := os.Stat(p.Name); err != nil && p.Name != StdinName {
			return nil, cli.Exit(record.Unreadable(p.Name, err).Error(), ExitInvalid)
		}
	}
	return func(yield func(goldenFile) bool) {
		type key struct {
			path string
			doc  int
		}
		var named []key
		for p := range record.Walk(paths) {
			if p.Named {
				k := key{filepath.Clean(p.Name), p.Doc}
				if slices.Contains(named, k) {
					continue
				}
				named = append(named, k)
			}
			if !yield(goldenFile{path: p.Name, named: p.Named, doc: p.Doc, err: p.Err}) {
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
		fmt.Fprintf(&buf, "FAIL %s\n", record.Unreadable(f.path, f.err))
		return testedFile{failed: 1, out: buf.Bytes()}
	}
	opt := read.Load(f.path)
	file, oerr := record.ReadFile(f.path, read.Open(f.path))
	if oerr != nil {
		fmt.Fprintf(&buf, "FAIL %s\n", oerr)
		return testedFile{failed: 1, out: buf.Bytes()}
	}
	data := file.Text()
	if f.doc > len(file.Docs) {
		fmt.Fprintf(&buf, "FAIL %s\n", record.NoSuchRecord(f.path, f.doc, len(file.Docs)))
		return testedFile{failed: 1, out: buf.Bytes()}
	}
	if file.Format == record.YAML && (file.Multiple() || f.doc > 0) {
		t = testStream(&buf, f, validate.StreamOf(file.Stream), update, opt)
		t.out = buf.Bytes()
		return t
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
