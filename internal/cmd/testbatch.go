package cmd

import (
	"bytes"
	"iter"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"time"

	"github.com/seqref/seqref/internal/batch"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/validate"
	"github.com/urfave/cli/v2"
)

// goldenPaths checks that the paths give records and that every file
// named can be read (and, for FILE#N, holds a record N), then yields the
// files to test: each named file (or FILE#N) once, and each folder's
// *.yaml, *.yml and *.json files, recursively in sorted order
// (record.Walk). A name that gives nothing is exit 2, as in every command
// (docs/reading.md); a record that cannot be read is a failed test.
func goldenPaths(paths []string, read batch.Options) (iter.Seq[goldenFile], error) {
	if err := noRecords(paths); err != nil {
		return nil, err
	}
	for p := range record.Walk(paths) {
		if !p.Named || p.Name == StdinName {
			continue
		}
		if _, err := os.Stat(p.Name); err != nil {
			return nil, cli.Exit(record.Unreadable(displayName(p.Name), err).Error(), ExitInvalid)
		}
		if p.Doc > 0 {
			if file, err := record.ReadFile(p.Name, read.Open()); err == nil && p.Doc > len(file.Docs) {
				return nil, cli.Exit(record.NoSuchRecord(displayName(p.Name), p.Doc, len(file.Docs)).Error(), ExitInvalid)
			}
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
			if !yield(goldenFile{path: p.Name, named: p.Named, doc: p.Doc, err: p.Err, found: p}) {
				return
			}
		}
	}, nil
}

// testedFile is what testing one file came to: how many of its records
// passed and failed (a file of one record counts one), the lines it wrote,
// the outcomes of the records tested, and each record tested with its own
// lines (for test -v and -json).
type testedFile struct {
	passed, failed int
	unwritten      int // files whose update could not be written
	out            []byte
	outcomes       []*validate.Outcome
	records        []testedRecord
}

// testedRecord is one record tested: its name (FILE, or FILE#N in a
// stream), whether it passed, the lines written about it and how long it
// took.
type testedRecord struct {
	name    string
	result  fileResult
	out     []byte
	elapsed time.Duration
}

// testOneFile tests the records of one file, read with the batch's
// options and limits; with run, only the records whose names it matches.
func testOneFile(f goldenFile, update bool, run *regexp.Regexp, read batch.Options) testedFile {
	var buf bytes.Buffer
	var t testedFile
	shown := displayName(f.path)
	start := time.Now()
	failFile := func(line string) testedFile {
		if !runMatches(run, shown) {
			return testedFile{}
		}
		out := []byte("FAIL " + line + "\n")
		return testedFile{failed: 1, out: out, records: []testedRecord{{name: shown, result: fileFailed, out: out, elapsed: time.Since(start)}}}
	}
	if f.err != nil {
		return failFile(record.Unreadable(displayName(f.path), f.err).Error())
	}
	if f.readErr != nil {
		return failFile(f.readErr.Error())
	}
	file := f.file
	if file == nil {
		var err error
		if file, err = record.ReadPath(f.found, read.Open()); err != nil {
			return failFile(err.Error())
		}
		f.file = file
	}
	opt := read.Load(file)
	data := file.Text()
	if f.doc > len(file.Docs) {
		return failFile(record.NoSuchRecord(displayName(f.path), f.doc, len(file.Docs)).Error())
	}
	if file.Format == record.YAML && (file.Multiple() || f.doc > 0) {
		t = testStream(&buf, f, file.Stream, update, run, opt)
		t.out = buf.Bytes()
		return t
	}
	if !runMatches(run, shown) {
		return t
	}
	var out *validate.Outcome
	var unwritten bool
	res := testFile(&buf, f, data, update, opt, &out, &unwritten)
	if unwritten {
		t.unwritten = 1
	}
	switch res {
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
	if res != fileSkipped {
		t.records = []testedRecord{{name: shown, result: res, out: t.out, elapsed: time.Since(start)}}
	}
	return t
}

// testBatch tests the files on the workers of cfg and writes each file's
// lines in the order of the files, as o says; it returns how many records
// passed and failed, and how many files could not be updated. With summary, the outcomes of the records tested are
// totalled by result and rule id before the last line.
func testBatch(s Streams, files iter.Seq[goldenFile], cfg batch.Config, o testOutput, summary bool) (passed, failed, unwritten int, err error) {
	work := func(f goldenFile) testedFile { return testOneFile(f, o.update, o.run, cfg.Options) }
	var totals batch.Totals
	err = batch.Run(files, cfg, "files", work, func(t testedFile) error {
		passed += t.passed
		failed += t.failed
		unwritten += t.unwritten
		for _, o := range t.outcomes {
			var rule rulebook.ID
			if o.Error != nil {
				rule = o.Error.Rule
			}
			totals.Count(o.Result, rule)
		}
		return o.write(s.Out, t)
	})
	if err == nil && summary {
		err = totals.WriteText(s.Out)
	}
	if err != nil {
		err = cli.Exit("cannot write the results: "+err.Error(), ExitInvalid)
	}
	return passed, failed, unwritten, err
}
