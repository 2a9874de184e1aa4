package validate

import (
	"sync"

	"github.com/seqref/seqref/record"
	"gopkg.in/yaml.v3"
)

// Stream is a YAML file that may hold several records, one per document
// (record.Stream), whose records can be loaded.
type Stream struct {
	*record.Stream

	once sync.Once
	text *fileText // the whole file, for positions in every document
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
func (s *Stream) Load(i int, opt Options) (*Record, error) {
	if !s.Multiple() {
		return Load(s.Text(), opt)
	}
	d := s.Docs[i]
	if max := opt.maxBytes(); max >= 0 && len(d.Data) > max {
		return nil, tooLarge(max)
	}
	doc, lerr := parseYAML(newFileText(d.Data))
	if lerr != nil {
		lerr.Pos.Line += d.Line - 1
		return nil, lerr
	}
	shiftLines(doc, d.Line-1)
	s.once.Do(func() { s.text = newFileText(s.Text()) })
	rec, lerr := loadNode(doc, opt, s.text)
	if lerr != nil {
		return nil, lerr
	}
	return rec, nil
}

// shiftLines moves every node of a document read on its own down by lines,
// to where it stands in the file. An alias's target is part of the tree and
// moves once.
func shiftLines(n *yaml.Node, lines int) {
	if n == nil || lines == 0 {
		return
	}
	n.Line += lines
	for _, c := range n.Content {
		shiftLines(c, lines)
	}
}
