package validate

import (
	"bytes"
	"sort"
	"sync"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// fileText is the text of a record file, to turn byte offsets into lines and
// columns as yaml.v3 counts them: a line ends at CR LF, CR, LF, NEL, LS or
// PS; a column counts characters; a byte order mark at the start of the
// file takes no column.
type fileText struct {
	data []byte
	bom  int // the length of the byte order mark at the start, 0 or 3

	// The byte offset where each line starts, found the first time a
	// position is asked for: a record that loads without an error never
	// needs them.
	once   sync.Once
	starts []int
}

var utf8BOM = []byte("\xef\xbb\xbf")

func newFileText(data []byte) *fileText {
	t := &fileText{data: data}
	if bytes.HasPrefix(data, utf8BOM) {
		t.bom = len(utf8BOM)
	}
	return t
}

// withLines is a fileText whose line starts are already known.
func withLines(data []byte, starts []int, bom int) *fileText {
	t := &fileText{data: data, starts: starts, bom: bom}
	t.once.Do(func() {})
	return t
}

// lineStarts is the byte offset where each line starts.
func (t *fileText) lineStarts() []int {
	t.once.Do(func() {
		t.starts = []int{0}
		for i := 0; i < len(t.data); {
			if n := breakLen(t.data, i); n > 0 {
				i += n
				t.starts = append(t.starts, i)
				continue
			}
			i++
		}
	})
	return t.starts
}

// breakLen is the length in bytes of the line break at data[i], 0 when
// there is none.
func breakLen(data []byte, i int) int {
	switch data[i] {
	case '\n':
		return 1
	case '\r':
		if i+1 < len(data) && data[i+1] == '\n' {
			return 2
		}
		return 1
	case 0xC2: // NEL
		if i+1 < len(data) && data[i+1] == 0x85 {
			return 2
		}
	case 0xE2: // LS, PS
		if i+2 < len(data) && data[i+1] == 0x80 && (data[i+2] == 0xA8 || data[i+2] == 0xA9) {
			return 3
		}
	}
	return 0
}

// lines is the number of lines; text after the last line break, even
// none, is a line.
func (t *fileText) lines() int { return len(t.lineStarts()) }

// lineStart is the offset where the 1-based line starts, clamped to the
// file's lines.
func (t *fileText) lineStart(line int) int {
	starts := t.lineStarts()
	line = min(max(line, 1), len(starts))
	return starts[line-1]
}

// lineEnd is the offset just past the 1-based line and its line break.
func (t *fileText) lineEnd(line int) int {
	starts := t.lineStarts()
	if line >= len(starts) {
		return len(t.data)
	}
	return starts[max(line, 1)]
}

// pos is the line and column of the byte at off.
func (t *fileText) pos(off int) Pos {
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

// offset is the byte offset of a line and column, clamped to that line.
func (t *fileText) offset(p Pos) int {
	off := t.lineStart(p.Line)
	if p.Line <= 1 {
		off += t.bom
	}
	end := t.lineEnd(p.Line)
	for col := 1; col < p.Col && off < end; col++ {
		_, w := utf8.DecodeRune(t.data[off:])
		off += w
	}
	return off
}

// maxSkip bounds how far scalarPos looks for the next character of a value
// in the file.
const maxSkip = 4096

// scalarPos maps a 1-based column within a scalar's value to where that
// character stands in the file. Plain, quoted and block scalars map
// exactly, on one line or several, with escapes, doubled quotes, tags and
// anchors; past what can be matched, columns count on from the node.
func (t *fileText) scalarPos(n *yaml.Node) func(col int) Pos {
	off := t.valueStart(n)
	rest := t.data[off:]
	if bytes.HasPrefix(rest, []byte(n.Value)) && !bytes.ContainsAny([]byte(n.Value), "\r\n\u0085\u2028\u2029") {
		first := t.pos(off)
		return func(col int) Pos { return Pos{Line: first.Line, Col: first.Col + col - 1} }
	}
	at := t.valueOffsets(n, off)
	return func(col int) Pos {
		if col >= 1 && col <= len(at) {
			return t.pos(at[col-1])
		}
		return textPos(n)(col)
	}
}

// valueStart is the offset where a scalar's value starts: past its tag and
// anchor, its opening quote, or the header line of a block scalar.
func (t *fileText) valueStart(n *yaml.Node) int {
	data := t.data
	off := t.offset(Pos{Line: n.Line, Col: n.Column})
	for off < len(data) && (data[off] == '&' || data[off] == '!') {
		for off < len(data) && data[off] != ' ' && data[off] != '\t' && breakLen(data, off) == 0 {
			off++
		}
		for off < len(data) && (data[off] == ' ' || data[off] == '\t') {
			off++
		}
	}
	switch {
	case n.Style&(yaml.SingleQuotedStyle|yaml.DoubleQuotedStyle) != 0:
		if off < len(data) {
			off++
		}
	case n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0:
		for off < len(data) {
			if b := breakLen(data, off); b > 0 {
				off += b
				break
			}
			off++
		}
	}
	return off
}

// valueOffsets walks the file from off alongside the scalar's value and
// returns where each character of the value stands. Characters of the file
// that the value does not hold (indentation, folded line breaks, the second
// of two quotes) are skipped; an escape of a double-quoted scalar stands
// for one character.
func (t *fileText) valueOffsets(n *yaml.Node, off int) []int {
	data := t.data
	double := n.Style&yaml.DoubleQuotedStyle != 0
	single := n.Style&yaml.SingleQuotedStyle != 0
	at := make([]int, 0, utf8.RuneCountInString(n.Value))
	for _, r := range n.Value {
		found := false
		for skipped := 0; off < len(data) && skipped < maxSkip; skipped++ {
			c, w := utf8.DecodeRune(data[off:])
			if double && c == '\\' {
				if off+1 < len(data) && breakLen(data, off+1) > 0 {
					off++ // an escaped line break stands for nothing
					continue
				}
				at = append(at, off)
				off += escapeLen(data[off:])
				found = true
				break
			}
			if c == r {
				at = append(at, off)
				off += w
				if single && c == '\'' && off < len(data) && data[off] == '\'' {
					off++
				}
				found = true
				break
			}
			off += w
		}
		if !found {
			break
		}
	}
	return at
}

// escapeLen is the length of the escape at the start of text (a
// backslash, then one character or a hexadecimal code).
func escapeLen(text []byte) int {
	n := 2
	if len(text) > 1 {
		switch text[1] {
		case 'x':
			n = 4
		case 'u':
			n = 6
		case 'U':
			n = 10
		}
	}
	return min(n, len(text))
}

// textPos gives the column mapping for a scalar: exact when the loader has
// the file's text, counted from the node otherwise.
func (l *loader) textPos(n *yaml.Node) func(col int) Pos {
	n = deref(n)
	if l.text != nil && n.Line > 0 {
		return l.text.scalarPos(n)
	}
	return textPos(n)
}
