package cmd

import (
	"iter"

	"github.com/seqref/seqref/internal/batch"
	"github.com/seqref/seqref/record"
)

// eachRecord is files with every YAML stream of several records read once,
// here, and given as one unit of work per record (FILE#N), so that test
// holds the results of a few records at a time, not of the whole stream:
// what a stream of 200,000 records costs in memory is then its text, not
// its results (docs/reading.md, "Limits"). The lines written are the same
// as for the stream in one unit. With --update a stream stays one unit,
// since its new expect: blocks are written in one write of the file.
func eachRecord(files iter.Seq[goldenFile], read batch.Options) iter.Seq[goldenFile] {
	return func(yield func(goldenFile) bool) {
		for f := range files {
			if f.err != nil || f.doc > 0 {
				if !yield(f) {
					return
				}
				continue
			}
			// Read once, here: standard input cannot be read twice.
			file, err := record.ReadPath(f.found, read.Open())
			if err != nil || file.Format != record.YAML || !file.Multiple() {
				f.file, f.readErr = file, err
				if !yield(f) {
					return
				}
				continue
			}
			for i := range file.Docs {
				r := f
				r.file, r.doc = file, i+1
				if !yield(r) {
					return
				}
			}
		}
	}
}
