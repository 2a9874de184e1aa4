package record

import (
	"bytes"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/internal/yamltext"
)

// The positions of the characters of a YAML scalar's value in the file's
// text (recordtext.Text), for errors that point inside a value.

// maxSkip bounds how far scalarPos looks for the next character of a value
// in the file.
const maxSkip = 4096

// scalarPos maps a 1-based column within a scalar's value to where that
// character stands in the file. Plain, quoted and block scalars map
// exactly, on one line or several, with escapes, doubled quotes, tags and
// anchors; past what can be matched, columns count on from the node.
func scalarPos(t *recordtext.Text, n *yaml.Node) func(col int) Pos {
	off := valueStart(t, n)
	rest := t.Bytes()[off:]
	if bytes.HasPrefix(rest, []byte(n.Value)) && !bytes.ContainsAny([]byte(n.Value), "\r\n\u0085\u2028\u2029") {
		first := Pos(t.Pos(off))
		return func(col int) Pos { return Pos{Line: first.Line, Col: first.Col + col - 1} }
	}
	at := valueOffsets(t, n, off)
	return func(col int) Pos {
		if col >= 1 && col <= len(at) {
			return Pos(t.Pos(at[col-1]))
		}
		return textPos(n)(col)
	}
}

// valueStart is the offset where a scalar's value starts: past its tag and
// anchor, its opening quote, or the header line of a block scalar.
func valueStart(t *recordtext.Text, n *yaml.Node) int {
	data := t.Bytes()
	off := t.Offset(recordtext.Pos{Line: n.Line, Col: n.Column})
	for off < len(data) && (data[off] == '&' || data[off] == '!') {
		for off < len(data) && data[off] != ' ' && data[off] != '\t' && yamltext.BreakLen(data, off) == 0 {
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
			if b := yamltext.BreakLen(data, off); b > 0 {
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
func valueOffsets(t *recordtext.Text, n *yaml.Node, off int) []int {
	data := t.Bytes()
	double := n.Style&yaml.DoubleQuotedStyle != 0
	single := n.Style&yaml.SingleQuotedStyle != 0
	at := make([]int, 0, utf8.RuneCountInString(n.Value))
	for _, r := range n.Value {
		found := false
		for skipped := 0; off < len(data) && skipped < maxSkip; skipped++ {
			c, w := utf8.DecodeRune(data[off:])
			if double && c == '\\' {
				if off+1 < len(data) && yamltext.BreakLen(data, off+1) > 0 {
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
		return scalarPos(l.text, n)
	}
	return textPos(n)
}
