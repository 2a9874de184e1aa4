package record

import (
	"fmt"
	"github.com/seqref/seqref/internal/safetext"
	"io"
	"iter"
	"os"
	"strconv"
	"strings"

	"github.com/seqref/seqref/rulebook"
)

// The size limits Open reads files with, unless Options say otherwise.
// Each is far beyond any real game: self-play records of 1,500 entries are
// under 100 KB.
const (
	// DefaultMaxFileBytes is the largest file of records read: a YAML
	// stream may be this large, each of its records no larger than
	// DefaultMaxRecordBytes.
	DefaultMaxFileBytes = 64 << 20
	// DefaultMaxRecordBytes is the largest record: one YAML document, or
	// one JSON file, which holds one record and is read no further.
	DefaultMaxRecordBytes = 4 << 20
)

// Options say how Open reads files. A limit left at zero takes its
// default; a negative limit means none.
type Options struct {
	// Stdin is read for the name "-".
	Stdin io.Reader
	// MaxFileBytes is the largest file read (default DefaultMaxFileBytes).
	MaxFileBytes int
	// MaxRecordBytes is the largest record (default
	// DefaultMaxRecordBytes). Open only reads a JSON file no further than
	// one byte past it; the decoder refuses a record past it.
	MaxRecordBytes int
}

func (o Options) maxFileBytes() int   { return limit(o.MaxFileBytes, DefaultMaxFileBytes) }
func (o Options) maxRecordBytes() int { return limit(o.MaxRecordBytes, DefaultMaxRecordBytes) }

func limit(set, def int) int {
	switch {
	case set < 0:
		return -1
	case set == 0:
		return def
	}
	return set
}

// File is a file of records, read whole: a YAML file split into its
// documents, or a JSON file, which is one document.
type File struct {
	// Path is the file as named or found ("-" for standard input).
	Path   string
	Format Format
	*Stream

	// root is the folder named that the file was found in, by handle,
	// and rel the file's name in it; root is nil for a file named.
	root *os.Root
	rel  string
}

// Source is one record a user named or a folder gave: the N-th document of
// a file, or a file that cannot be read.
type Source struct {
	// Path is the file as named or found ("-" for standard input).
	Path string
	// Name is how output names the record: the path ("<stdin>" for
	// standard input), with "#N" for the N-th record (from 1) of a file
	// that holds several, or of a file named FILE#N.
	Name string
	// Named is whether the user named the file, rather than a folder
	// giving it.
	Named bool
	// Doc is the record's document in File.Docs (0-based).
	Doc int
	// File is the file read; nil when Err is set.
	File *File
	// Err is why the file cannot be read.
	Err *Error
}

// Document is the record's document: its text and where it starts.
func (s Source) Document() Document { return s.File.Docs[s.Doc] }

// Open yields the records that names name, in order: each name is a file,
// "-" for standard input, FILE#N for the N-th record (from 1) of a file, a
// folder (its files ending in one of extensions, recursively, sorted, as
// Walk gives them), or a pattern such as "games/*.yaml" that the shell did
// not expand (its files, sorted). A YAML file gives each record of its
// stream; a JSON file gives its one record. A file that cannot be read
// gives one Source whose Err says why, as does FILE#N past the records
// of FILE. Names that give no record at all are found by NoRecords.
func Open(names []string, opt Options) iter.Seq[Source] {
	return func(yield func(Source) bool) {
		for p := range Walk(names) {
			if p.Doc > 0 {
				if !yield(openNumbered(p.Name, p.Doc, opt)) {
					return
				}
				continue
			}
			for src := range fileSources(p, opt) {
				if !yield(src) {
					return
				}
			}
		}
	}
}

// fileSources yields the records of one file that Walk gave.
func fileSources(p Path, opt Options) iter.Seq[Source] {
	return func(yield func(Source) bool) {
		base := Source{Path: p.Name, Name: DisplayName(p.Name), Named: p.Named}
		if p.Err != nil {
			base.Err = Unreadable(base.Name, p.Err)
			yield(base)
			return
		}
		base.File, base.Err = readFileIn(p.Name, p.root, p.rel, opt)
		if base.Err != nil || !base.File.Multiple() {
			yield(base)
			return
		}
		for i := range base.File.Docs {
			r := base
			r.Doc = i
			r.Name = base.Name + "#" + strconv.Itoa(i+1)
			if !yield(r) {
				return
			}
		}
	}
}

// numbered splits FILE#N into FILE and N, for a name that ends in # and
// a number from 1 and is not itself a file.
func numbered(name string) (path string, n int, ok bool) {
	i := strings.LastIndexByte(name, '#')
	if i <= 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(name[i+1:])
	if err != nil || n < 1 || name[i+1] == '+' {
		return "", 0, false
	}
	if _, err := os.Stat(name); err == nil {
		return "", 0, false
	}
	return name[:i], n, true
}

// openNumbered opens the n-th record (from 1) of the file at path.
func openNumbered(path string, n int, opt Options) Source {
	src := Source{Path: path, Name: DisplayName(path) + "#" + strconv.Itoa(n), Named: true, Doc: n - 1}
	src.File, src.Err = readFile(path, opt)
	if src.Err != nil {
		src.Err.Name = src.Name
		return src
	}
	if k := len(src.File.Docs); n > k {
		src.Err = NoSuchRecord(DisplayName(path), n, k)
		src.File = nil
	}
	return src
}

// OpenOne opens the one record that a command reading one record is
// given: a file of one record, FILE#N, or "-". A file of several records
// named without #N is an error naming what to name instead; a file that
// cannot be read (a folder among them) is an error saying why.
// The error is an *Error, found with errors.As.
func OpenOne(name string, opt Options) (Source, error) {
	src := openOne(name, opt)
	if src.Err != nil {
		return src, src.Err
	}
	return src, nil
}

// openOne is OpenOne, its error in the source's Err.
func openOne(name string, opt Options) Source {
	if path, n, ok := numbered(name); ok {
		return openNumbered(path, n, opt)
	}
	src := Source{Path: name, Name: DisplayName(name), Named: true}
	src.File, src.Err = readFile(name, opt)
	if src.Err != nil {
		return src
	}
	if k := len(src.File.Docs); k > 1 {
		src.Err = &Error{Name: src.Name, Msg: fmt.Sprintf("the file holds %d records; name one of them, %s#1 to %s#%d", k, src.Name, src.Name, k)}
	}
	return src
}

// ReadFile reads a file of records, or standard input for "-": a YAML
// file no further than the file limit, split into its documents; a JSON
// file no further than one byte past the record limit (its decoder then
// says it is too large). A YAML file past its limit, or a file that cannot
// be read, is an error.
// The error is an *Error, found with errors.As.
func ReadFile(path string, opt Options) (*File, error) {
	f, err := readFile(path, opt)
	if err != nil {
		return nil, err
	}
	return f, nil
}

// readFile is ReadFile, its error as it is made.
func readFile(path string, opt Options) (*File, *Error) {
	return readFileIn(path, nil, "", opt)
}

// readFileIn is readFile for a file found in a folder, read as rel through
// the folder's handle in (docs/reading.md, "What seqref reads"); a file
// named when in is nil.
func readFileIn(path string, in *os.Root, rel string, opt Options) (*File, *Error) {
	format := FormatOf(path)
	lim := opt.maxFileBytes()
	if format == JSON {
		lim = opt.maxRecordBytes()
	}
	data, err := readLimited(path, in, rel, opt.Stdin, lim)
	switch {
	case err != nil:
		if p, n, ok := zeroNumbered(path); ok {
			return nil, numberedFromOne(DisplayName(path), p, n)
		}
		return nil, Unreadable(DisplayName(path), err)
	case format == YAML && lim >= 0 && len(data) > lim:
		return nil, &Error{Name: DisplayName(path), Msg: fmt.Sprintf("the file is larger than the %d bytes a file of records may have", lim), Rule: rulebook.UnreadableRule}
	}
	f := &File{Path: path, Format: format, root: in, rel: rel}
	if format == JSON {
		f.Stream = &Stream{data: data, Docs: []Document{{Data: data, Line: 1}}}
	} else {
		f.Stream = NewStream(data)
	}
	return f, nil
}

// DisplayName is how a file is named in output: "<stdin>" for "-"; a
// path holding a character that a record's text may not hold (a file
// name from an archive can hold an escape sequence) is written quoted, as
// Go writes a string, so that no such character reaches a terminal
// (safetext.Quote).
func DisplayName(path string) string {
	if path == StdinName {
		return "<stdin>"
	}
	return safetext.Quote(path)
}

// ReadPath reads the file of records that Walk gave, as ReadFile does: a
// file found in a folder is read through the folder's handle, so that a
// link, even one swapped in since the walk listed it, cannot lead the
// read out of the folder named. The File keeps that handle, for its
// BoardFiles and for writing the file back (Folder).
// The error is an *Error, found with errors.As.
func ReadPath(p Path, opt Options) (*File, error) {
	f, err := readFileIn(p.Name, p.root, p.rel, opt)
	if err != nil {
		return nil, err
	}
	return f, nil
}

// Folder is the folder named that the file was found in, opened by
// handle, and the file's name inside it, for writing the file back
// through the same handle (atomicfile.WriteIn); root is nil for a file
// named, which is written by its path.
func (f *File) Folder() (root *os.Root, name string) { return f.root, f.rel }
