package record

import (
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
	s.once.Do(func() { s.whole = recordtext.NewText(s.Text()) })
	return loadDocument(s.Docs[i], s.whole, opt)
}
