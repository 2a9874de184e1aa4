package record

import (
	"bytes"
	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/rulebook"
)

// Load reads the record in the i-th document (0-based) of a YAML stream,
// with lines and columns counted in the whole file. Documents may be loaded
// from several goroutines at once, and the file's lines are counted once
// for all of them. The size limit of LoadOptions applies to each document.
// A problem is a *LoadError, found with errors.As.
func (s *Stream) Load(i int, opt LoadOptions) (*Record, error) {
	if i < 0 || i >= len(s.Docs) {
		return nil, &LoadError{Rule: rulebook.UnreadableRule, Pos: Pos{Line: 1, Col: 1}, Msg: NoSuchRecord("", i+1, len(s.Docs)).Msg}
	}
	if !s.Multiple() {
		return Load(s.Text(), opt)
	}
	s.once.Do(func() {
		s.whole = recordtext.NewText(s.Text())
		s.crLines = crLines(s.data)
	})
	rec, err := loadDocument(s.Docs[i], s.whole, opt)
	if err != nil {
		return nil, err
	}
	if lerr := s.checkAround(i); lerr != nil {
		return nil, lerr
	}
	return rec, nil
}

// checkAround holds the i-th document's text, and the text around it that
// belongs to no document (markers, comments), which fmt and annotate
// print as it is, to the rule of comments (checkComments): the text after
// it up to the next document, and for the first also the text before it.
func (s *Stream) checkAround(i int) *LoadError {
	d := s.Docs[i]
	if i == 0 {
		if lerr := checkComments(s.data[:d.Offset], 1, s.crLines); lerr != nil {
			return lerr
		}
	}
	if lerr := checkComments(d.Data, d.Line, s.crLines); lerr != nil {
		return lerr
	}
	end, next := d.Offset+len(d.Data), len(s.data)
	if i+1 < len(s.Docs) {
		next = s.Docs[i+1].Offset
	}
	return checkComments(s.data[end:next], d.Line+bytes.Count(d.Data, []byte("\n")), s.crLines)
}
