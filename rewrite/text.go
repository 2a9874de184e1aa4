// Package rewrite edits the text of record files in place: it changes the
// values and comments it is asked to and leaves every other byte (keys and
// their order, the user's comments, quoting, blank lines) as it was. It
// works on the text with the lines and columns of yaml.v3 nodes and never
// re-encodes YAML.
package rewrite

import (
	"bytes"
	"unicode/utf8"
)

// text is a file's bytes with the offset at which each line starts.
type text struct {
	src   []byte
	start []int // start[i] is the offset of line i+1
}

func newText(src []byte) *text {
	t := &text{src: src, start: []int{0}}
	for i, b := range src {
		if b == '\n' && i+1 < len(src) {
			t.start = append(t.start, i+1)
		}
	}
	return t
}

// lines is the number of lines; a final line break does not start one.
func (t *text) lines() int {
	if len(t.src) == 0 {
		return 0
	}
	return len(t.start)
}

// line is the 1-based line n with its line break.
func (t *text) line(n int) []byte {
	end := len(t.src)
	if n < len(t.start) {
		end = t.start[n]
	}
	return t.src[t.start[n-1]:end]
}

// at is the byte offset of a 1-based line and column, with columns counted
// in characters as yaml.v3 counts them; false when it is not in the file.
func (t *text) at(line, col int) (int, bool) {
	if line < 1 || line > len(t.start) || col < 1 {
		return 0, false
	}
	off := t.start[line-1]
	for c := 1; c < col; c++ {
		if off >= len(t.src) || t.src[off] == '\n' {
			return 0, false
		}
		_, size := utf8.DecodeRune(t.src[off:])
		off += size
	}
	return off, true
}

// prefix is the text of a line before a column.
func (t *text) prefix(line, col int) ([]byte, bool) {
	off, ok := t.at(line, col)
	if !ok {
		return nil, false
	}
	return t.src[t.start[line-1]:off], true
}

// indent is a line's leading spaces and tabs.
func indent(line []byte) []byte {
	return line[:len(line)-len(bytes.TrimLeft(line, " \t"))]
}

// lineBreak is the line break a line ends with: "\r\n" or "\n" ("\n" for
// the last line when it has none).
func lineBreak(line []byte) string {
	if bytes.HasSuffix(line, []byte("\r\n")) {
		return "\r\n"
	}
	return "\n"
}
