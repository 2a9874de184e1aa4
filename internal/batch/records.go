package batch

import (
	"io"
	"iter"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

// DefaultMaxFileBytes is the largest file a batch reads: a YAML stream of
// records may be this large, each of its records no larger than the limit
// of record.LoadOptions (record.DefaultMaxFileBytes).
const DefaultMaxFileBytes = record.DefaultMaxFileBytes

// Options say how a batch reads records.
type Options struct {
	// Stdin is read for the path "-".
	Stdin io.Reader
	// Load gives the options for reading the records of a file (nil
	// before it is read); nil means record.LoadOptions{}.
	Load func(f *record.File) record.LoadOptions
	// MaxFileBytes is the largest YAML file read (0 means
	// DefaultMaxFileBytes).
	MaxFileBytes int
}

func (o Options) load(f *record.File) record.LoadOptions {
	if o.Load == nil {
		return record.LoadOptions{}
	}
	return o.Load(f)
}

// Open is how record.Open reads files with these options.
func (o Options) Open() record.Options {
	return record.Options{Stdin: o.Stdin, MaxFileBytes: o.MaxFileBytes, MaxRecordBytes: o.load(nil).ByteLimit()}
}

// Record is one record of a batch: a JSON file, a YAML file, or one
// document of a YAML stream; or a file that could not be read. Its
// Source.Load reads it with Opt.
type Record struct {
	record.Source

	// Opt says how the record is read.
	Opt record.LoadOptions
}

// Records yields the records under paths, as record.Open reads them: every
// file that record.Walk yields, read whole and split into its documents,
// and FILE#N for the N-th record of a file. A file that cannot be read is
// one record, whose verdict says why.
func Records(paths []string, opt Options) iter.Seq[Record] {
	return func(yield func(Record) bool) {
		for src := range record.Open(paths, opt.Open()) {
			r := Record{Source: src}
			if src.File != nil {
				r.Opt = opt.load(src.File)
			}
			if !yield(r) {
				return
			}
		}
	}
}

// Outcome reads and judges the record, with the situation after its last
// legal entry (what seqref validate --format json prints).
func (r Record) Outcome() *validate.Outcome {
	rec, err := r.Load(r.Opt)
	if err != nil {
		return validate.Invalid(r.Name, err)
	}
	opt := ruling.Options(r.Name)
	opt.Situation = true
	return validate.Judge(rec, opt)
}

// Line is the line of the file on which the record's text starts.
func (r Record) Line() int {
	if r.File != nil {
		return r.Document().Line
	}
	return 1
}
