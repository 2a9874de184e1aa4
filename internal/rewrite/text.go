// Package rewrite edits the text of record files in place: it changes the
// values and comments it is asked to and leaves every other byte (keys and
// their order, the user's comments, quoting, blank lines) as it was. It
// works on the text with the lines and columns of yaml.v3 nodes, counted by
// the file's position map (recordtext.Text), and never re-encodes YAML.
package rewrite

import (
	"bytes"
	"fmt"

	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/internal/yamltext"
)

// text is a file's bytes with its position map.
type text struct {
	*recordtext.Text
	src []byte
}

func newText(src []byte) *text {
	return &text{Text: recordtext.NewText(src), src: src}
}

// lines is the number of lines; a final line break does not start one.
func (t *text) lines() int {
	n := t.Lines()
	if n > 0 && t.LineStart(n) == len(t.src) {
		n--
	}
	return n
}

// line is the 1-based line n with its line break.
func (t *text) line(n int) []byte { return t.Line(n) }

// at is the byte offset of a 1-based line and column; false when it is not
// in the file.
func (t *text) at(line, col int) (int, bool) {
	return t.OffsetIn(recordtext.Pos{Line: line, Col: col})
}

// offset is at, with an error when the position is not in the file.
func (t *text) offset(line, col int) (int, error) {
	off, ok := t.at(line, col)
	if !ok {
		return 0, fmt.Errorf("line %d, column %d is outside the file", line, col)
	}
	return off, nil
}

// column is the 0-based column, in characters, of a byte offset.
func (t *text) column(off int) int { return t.Pos(off).Col - 1 }

// lineEnd is the offset of the line break that ends the line holding off,
// or the end of the file.
func (t *text) lineEnd(off int) int {
	end, _ := yamltext.LineEndAt(t.src, off)
	return end
}

// prefix is the text of a line before a column (after the byte order mark
// on the first line).
func (t *text) prefix(line, col int) ([]byte, bool) {
	off, ok := t.at(line, col)
	if !ok {
		return nil, false
	}
	start := t.LineStart(line)
	if line == 1 {
		start += t.BOMLen()
	}
	return t.src[start:off], true
}

// lineBreak is the line break the 1-based line ends with; for a last line
// without one, the first line break of the file, or "\n" in a file of one
// line.
func (t *text) lineBreak(line int) string {
	for _, n := range []int{line, 1} {
		l := t.line(n)
		for i := range l {
			if yamltext.BreakLen(l, i) > 0 {
				return string(l[i:])
			}
		}
	}
	return "\n"
}

// indent is a line's leading spaces and tabs.
func indent(line []byte) []byte {
	return line[:len(line)-len(bytes.TrimLeft(line, " \t"))]
}
