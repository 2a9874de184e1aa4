package batch

import (
	"fmt"
	"io"
	"iter"
	"os"
	"strconv"
	"strings"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/situation"
	"github.com/seqref/seqref/validate"
)

// DefaultMaxFileBytes is the largest YAML file a batch reads: a stream of
// records may be this large, each of its records no larger than the limit
// of record.Options. A JSON file holds one record and is read no further
// than that limit.
const DefaultMaxFileBytes = 64 << 20

// Options say how a batch reads records.
type Options struct {
	// Stdin is read for the path "-".
	Stdin io.Reader
	// Load gives the options for reading the records of the file at path;
	// nil means record.Options{}.
	Load func(path string) record.Options
	// MaxFileBytes is the largest YAML file read (0 means
	// DefaultMaxFileBytes).
	MaxFileBytes int
}

func (o Options) load(path string) record.Options {
	if o.Load == nil {
		return record.Options{}
	}
	return o.Load(path)
}

// Record is one record of a batch: a JSON file, a YAML file, or one
// document of a YAML stream; or a file that could not be read.
type Record struct {
	// Path is the file as named or found ("-" for standard input).
	Path string
	// Name is how verdicts name the record: the path ("<stdin>" for
	// standard input), with "#N" added for the N-th document (from 1) of a
	// file that holds several.
	Name string
	// Doc is the 0-based document of the stream.
	Doc int

	format record.Format
	stream *validate.Stream // YAML
	data   []byte           // JSON
	opt    record.Options
	err    *record.LoadError // the file cannot be read
}

// Records yields the records under paths: every file that Walk yields,
// read whole and split into its documents. A file that cannot be read is
// one record, whose verdict says why.
func Records(paths []string, opt Options) iter.Seq[Record] {
	return func(yield func(Record) bool) {
		for p := range Walk(paths) {
			for r := range fileRecords(p, opt) {
				if !yield(r) {
					return
				}
			}
		}
	}
}

// fileRecords yields the records of one file.
func fileRecords(p Path, opt Options) iter.Seq[Record] {
	return func(yield func(Record) bool) {
		base := Record{Path: p.Name, Name: DisplayName(p.Name), format: record.FormatOf(p.Name)}
		if p.Err != nil {
			base.err = unreadable(p.Err)
			yield(base)
			return
		}
		base.opt = opt.load(p.Name)
		data, err := opt.ReadFile(p.Name)
		switch {
		case err != nil:
			base.err = err
		case base.format == record.JSON:
			base.data = data
		default:
			base.stream = validate.NewStream(data)
		}
		if base.stream == nil || !base.stream.Multiple() {
			yield(base)
			return
		}
		for i := range base.stream.Docs {
			r := base
			r.Doc = i
			r.Name = base.Name + "#" + strconv.Itoa(i+1)
			if !yield(r) {
				return
			}
		}
	}
}

// ReadFile reads a file of records, or standard input for "-", as a batch
// does: a YAML file no further than MaxFileBytes, a JSON file no further
// than one byte past the record limit of Load's options (the loader then
// says it is too large). A YAML file past its limit, or a file that cannot
// be read, is an error to give as the record's verdict.
func (o Options) ReadFile(path string) ([]byte, *record.LoadError) {
	limit := o.MaxFileBytes
	if limit == 0 {
		limit = DefaultMaxFileBytes
	}
	json := record.FormatOf(path) == record.JSON
	if json {
		limit = o.load(path).ByteLimit()
	}
	data, err := readLimited(path, o.Stdin, limit)
	switch {
	case err != nil:
		return nil, unreadable(err)
	case !json && limit >= 0 && len(data) > limit:
		return nil, &record.LoadError{Rule: record.RuleUnreadable, Pos: record.Pos{Line: 1, Col: 1},
			Msg: fmt.Sprintf("the file is larger than the %d bytes a file of records may have", limit)}
	}
	return data, nil
}

// Load reads the record.
func (r Record) Load() (*record.Record, error) {
	switch {
	case r.err != nil:
		return nil, r.err
	case r.stream != nil:
		return r.stream.Load(r.Doc, r.opt)
	}
	return record.LoadJSON(r.data, r.opt)
}

// Verdict reads and judges the record.
func (r Record) Verdict() *validate.Verdict {
	rec, err := r.Load()
	if err != nil {
		return validate.InvalidVerdict(r.Name, err.(*record.LoadError))
	}
	rp := validate.Play(rec, nil)
	v := ruling.Verdict(rp, r.Name)
	if rp.Game != nil {
		v.Situation = situation.Of(rp.Game).String()
	}
	return v
}

// Line is the line of the file on which the record's text starts.
func (r Record) Line() int {
	if r.stream != nil {
		return r.stream.Docs[r.Doc].Line
	}
	return 1
}

// DisplayName is how a file is named in output: "<stdin>" for "-".
func DisplayName(path string) string {
	if path == StdinName {
		return "<stdin>"
	}
	return path
}

// readLimited reads a file, or standard input for "-", up to one byte past
// limit (all of it when limit is negative).
func readLimited(path string, stdin io.Reader, limit int) ([]byte, error) {
	r := stdin
	size := 0
	if path != StdinName {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
			size = int(min(info.Size(), int64(max(limit, 0))))
		}
		r = f
	} else if r == nil {
		r = strings.NewReader("")
	}
	if limit >= 0 {
		r = io.LimitReader(r, int64(limit)+1)
	}
	buf := make([]byte, 0, size+1)
	for {
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
	}
}

// unreadable is the error of a file that cannot be read, without Go's
// wording: "cannot read the file: is a directory".
func unreadable(err error) *record.LoadError {
	msg := err.Error()
	if i := strings.LastIndex(msg, ": "); i >= 0 {
		msg = msg[i+2:]
	}
	return &record.LoadError{Rule: record.RuleUnreadable, Pos: record.Pos{Line: 1, Col: 1}, Msg: "cannot read the file: " + msg}
}
