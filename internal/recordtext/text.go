package recordtext

import (
	"bytes"
	"sort"
	"sync"
	"unicode/utf8"

	"github.com/seqref/seqref/internal/yamltext"
)

// Text is the text of a record file with its position map: it turns byte
// offsets into lines and columns and back, with YAML's rules for both
// formats. A line ends at CR LF, CR, LF, NEL (U+0085), LS (U+2028) or PS
// (U+2029); a column counts characters; a byte order mark at the start of
// the file takes no column. Every package that reports or edits positions
// in a record's text counts them through a Text.
type Text struct {
	data []byte
	bom  int // the length of the byte order mark at the start, 0 or 3

	// The byte offset where each line starts, found the first time a
	// position is asked for: a record that loads without an error never
	// needs them.
	once   sync.Once
	starts []int
}

// bom is the UTF-8 byte order mark.
var bom = []byte("\xef\xbb\xbf")

// NewText is the position map of data.
func NewText(data []byte) *Text {
	t := &Text{data: data}
	if bytes.HasPrefix(data, bom) {
		t.bom = len(bom)
	}
	return t
}

// Bytes is the text.
func (t *Text) Bytes() []byte { return t.data }

// BOMLen is the length in bytes of the byte order mark at the start, 0 or 3.
func (t *Text) BOMLen() int { return t.bom }

// lineStarts is the byte offset where each line starts.
func (t *Text) lineStarts() []int {
	t.once.Do(func() {
		t.starts = []int{0}
		for i := 0; i < len(t.data); {
			if n := yamltext.BreakLen(t.data, i); n > 0 {
				i += n
				t.starts = append(t.starts, i)
				continue
			}
			i++
		}
	})
	return t.starts
}

// Lines is the number of lines; text after the last line break, even
// none, is a line.
func (t *Text) Lines() int { return len(t.lineStarts()) }

// LineStart is the offset where the 1-based line starts, clamped to the
// file's lines.
func (t *Text) LineStart(line int) int {
	starts := t.lineStarts()
	line = min(max(line, 1), len(starts))
	return starts[line-1]
}

// LineEnd is the offset just past the 1-based line and its line break.
func (t *Text) LineEnd(line int) int {
	starts := t.lineStarts()
	if line >= len(starts) {
		return len(t.data)
	}
	return starts[max(line, 1)]
}

// Line is the 1-based line with its line break.
func (t *Text) Line(line int) []byte { return t.data[t.LineStart(line):t.LineEnd(line)] }

// Pos is the line and column of the byte at off.
func (t *Text) Pos(off int) Pos {
	off = min(max(off, 0), len(t.data))
	if off > 0 && off < len(t.data) && t.data[off] == '\n' && t.data[off-1] == '\r' {
		off-- // the LF of a CR LF: the line break is one character
	}
	starts := t.lineStarts()
	line := sort.Search(len(starts), func(i int) bool { return starts[i] > off }) - 1
	start := starts[line]
	if line == 0 && off >= t.bom {
		start = t.bom
	}
	return Pos{Line: line + 1, Col: utf8.RuneCount(t.data[start:off]) + 1}
}

// Offset is the byte offset of a line and column, clamped to that line
// and its line break.
func (t *Text) Offset(p Pos) int {
	off := t.LineStart(p.Line)
	if p.Line <= 1 {
		off += t.bom
	}
	end := t.LineEnd(p.Line)
	for col := 1; col < p.Col && off < end; col++ {
		_, w := utf8.DecodeRune(t.data[off:])
		off += w
	}
	return off
}

// OffsetIn is the byte offset of a line and column, and false when the
// file has no such line or the line no such column (a column just past a
// line's last character, on its line break, is in the line).
func (t *Text) OffsetIn(p Pos) (int, bool) {
	if p.Line < 1 || p.Line > t.Lines() || p.Col < 1 {
		return 0, false
	}
	off := t.LineStart(p.Line)
	if p.Line <= 1 {
		off += t.bom
	}
	end := t.LineEnd(p.Line)
	for col := 1; col < p.Col; col++ {
		if off >= end || yamltext.BreakLen(t.data, off) > 0 {
			return off, false
		}
		_, w := utf8.DecodeRune(t.data[off:])
		off += w
	}
	return off, true
}
