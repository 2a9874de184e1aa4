package record

import (
	"bytes"
	"sync"

	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/internal/yamltext"
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

	once  sync.Once
	whole *recordtext.Text // the whole file, for positions in every document
	// crLines is whether the file has no line feed (checkComments).
	crLines bool
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
	if !bytes.Contains(data, []byte("---")) && !bytes.Contains(data, []byte("...")) || !isText(data) {
		// No marker anywhere: one document, found without reading the
		// file line by line. A file that is not text (a NUL byte, bytes
		// that are not UTF-8) has no lines to split at: it is one
		// document, refused as one record at its first such byte.
		s.Docs = []Document{{Data: data, Line: 1}}
		return s
	}
	s.Docs = splitDocuments(data)
	return s
}

// Text is the whole file.
func (s *Stream) Text() []byte { return s.data }

// Multiple reports whether the file holds more than one document.
func (s *Stream) Multiple() bool { return len(s.Docs) > 1 }

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
		end, next := yamltext.LineEndAt(data, off)
		text := data[off:end]
		if line == 1 {
			text = bytes.TrimPrefix(text, []byte("\xef\xbb\xbf")) // a byte order mark
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
