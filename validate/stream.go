package validate

import (
	"sync"

	"github.com/seqref/seqref/record"
)

// Stream is a YAML file that may hold several records, one per document
// (record.Stream), whose records can be loaded.
type Stream struct {
	*record.Stream

	once sync.Once
	text *record.Text // the whole file, for positions in every document
}

// Document is one document of a stream (record.Document).
type Document = record.Document

// NewStream splits YAML text into its documents (record.NewStream).
func NewStream(data []byte) *Stream {
	return StreamOf(record.NewStream(data))
}

// StreamOf is a stream whose documents are already split.
func StreamOf(s *record.Stream) *Stream {
	return &Stream{Stream: s}
}

// Load reads the record in the i-th document (0-based), with lines and
// columns counted in the whole file. Documents may be loaded from several
// goroutines at once. The size limit of Options applies to each document.
func (s *Stream) Load(i int, opt record.LoadOptions) (*record.Record, error) {
	if !s.Multiple() {
		return record.Load(s.Text(), opt)
	}
	s.once.Do(func() { s.text = record.NewText(s.Text()) })
	return record.LoadDocument(s.Docs[i], s.text, opt)
}
