package validate

import (
	"bytes"
	"sync"

	"github.com/seqref/seqref/record"

	"gopkg.in/yaml.v3"
)

// Stream is a YAML file that may hold several records, one per document,
// separated by document markers: a line that starts with "---" (a document
// starts there) or "..." (a document ends there), followed by the end of
// the line, a space or a tab. YAML forbids those lines inside any value, so
// splitting the text at them finds the documents without parsing it, and a
// document that is not YAML does not keep the others from being read.
//
// A document that holds nothing but blank lines, comments, directives and
// markers is no document: a file that starts with --- or ends with ...
// holds one record.
type Stream struct {
	data []byte
	// Docs are the documents, in the order of the file; a file with no
	// record at all has one document, the whole (empty) file.
	Docs []Document

	once sync.Once
	text *record.Text // the whole file, for positions in every document
}

// Document is one document of a stream: its text, the 1-based line of the
// file on which that text starts, and the byte offset where it starts.
type Document struct {
	Data   []byte
	Line   int
	Offset int
}

// NewStream splits YAML text into its documents.
func NewStream(data []byte) *Stream {
	s := &Stream{data: data}
	if !bytes.Contains(data, []byte("---")) && !bytes.Contains(data, []byte("...")) {
		// No marker anywhere: one document, found without reading the
		// file line by line.
		s.Docs = []Document{{Data: data, Line: 1}}
		return s
	}
	s.Docs = splitDocuments(data)
	return s
}

// splitDocuments finds the documents of YAML text line by line.
func splitDocuments(data []byte) []Document {
	var (
		docs             []Document
		start, startLine = 0, 1 // the document being read
		content          bool   // whether it holds content
	)
	add := func(end int) {
		if content {
			docs = append(docs, Document{Data: data[start:end], Line: startLine, Offset: start})
		}
	}
	line := 1
	for off := 0; off < len(data); line++ {
		end, next := lineEnd(data, off)
		text := data[off:end]
		if line == 1 {
			text = trimBOM(text)
		}
		switch marker(text) {
		case "---":
			add(off)
			start, startLine, content = off, line, hasContent(text[3:])
		case "...":
			add(next)
			start, startLine, content = next, line+1, false
		default:
			content = content || (len(text) == 0 || text[0] != '%') && hasContent(text)
		}
		off = next
	}
	add(len(data))
	if len(docs) <= 1 {
		docs = []Document{{Data: data, Line: 1}}
	}
	return docs
}

// lineEnd returns where the line at off ends and where the next starts.
func lineEnd(data []byte, off int) (end, next int) {
	for i := off; i < len(data); i++ {
		if n := record.BreakLen(data, i); n > 0 {
			return i, i + n
		}
	}
	return len(data), len(data)
}

func trimBOM(text []byte) []byte {
	if len(text) >= len(record.BOM) && string(text[:len(record.BOM)]) == string(record.BOM) {
		return text[len(record.BOM):]
	}
	return text
}

// marker is "---" or "..." when the line is a document marker, "" otherwise.
func marker(line []byte) string {
	if len(line) < 3 {
		return ""
	}
	m := string(line[:3])
	if m != "---" && m != "..." {
		return ""
	}
	if len(line) > 3 && line[3] != ' ' && line[3] != '\t' {
		return ""
	}
	return m
}

// hasContent reports whether a line holds more than blanks and a comment.
func hasContent(line []byte) bool {
	for _, c := range line {
		switch c {
		case ' ', '\t':
			continue
		case '#':
			return false
		}
		return true
	}
	return false
}

// Text is the whole file.
func (s *Stream) Text() []byte { return s.data }

// Multiple reports whether the file holds more than one document.
func (s *Stream) Multiple() bool { return len(s.Docs) > 1 }

// Load reads the record in the i-th document (0-based), with lines and
// columns counted in the whole file. Documents may be loaded from several
// goroutines at once. The size limit of Options applies to each document.
func (s *Stream) Load(i int, opt Options) (*Record, error) {
	if !s.Multiple() {
		return Load(s.data, opt)
	}
	d := s.Docs[i]
	if max := opt.maxBytes(); max >= 0 && len(d.Data) > max {
		return nil, tooLarge(max)
	}
	doc, lerr := parseYAML(record.NewText(d.Data))
	if lerr != nil {
		lerr.Pos.Line += d.Line - 1
		return nil, lerr
	}
	shiftLines(doc, d.Line-1)
	s.once.Do(func() { s.text = record.NewText(s.data) })
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
