package rewrite

import (
	"bytes"
	"fmt"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// source is a file's text with the offset where each line starts, to turn
// the lines and columns of yaml.v3 nodes into byte offsets and to find where
// each value's text ends.
type source struct {
	src       []byte
	lineStart []int
}

func newSource(src []byte) *source {
	s := &source{src: src, lineStart: []int{0}}
	for i, b := range src {
		if b == '\n' {
			s.lineStart = append(s.lineStart, i+1)
		}
	}
	return s
}

// offset is the byte offset of a 1-based line and column; yaml.v3 counts
// columns in characters.
func (s *source) offset(line, col int) (int, error) {
	if line < 1 || line > len(s.lineStart) || col < 1 {
		return 0, fmt.Errorf("line %d, column %d is outside the file", line, col)
	}
	off := s.lineStart[line-1]
	for c := 1; c < col; c++ {
		if off >= len(s.src) || s.src[off] == '\n' {
			return 0, fmt.Errorf("line %d, column %d is outside the file", line, col)
		}
		_, size := utf8.DecodeRune(s.src[off:])
		off += size
	}
	return off, nil
}

// column is the 0-based column, in characters, of a byte offset.
func (s *source) column(off int) int {
	start := off
	for start > 0 && s.src[start-1] != '\n' {
		start--
	}
	return utf8.RuneCount(s.src[start:off])
}

// span is where a value's text starts and ends. A block collection ends
// where the text of its last value ends; an empty value (a key with nothing
// after it) is empty at the node's position.
func (s *source) span(n *yaml.Node) (int, int, error) {
	start, err := s.offset(n.Line, n.Column)
	if err != nil {
		return 0, 0, err
	}
	where := func(format string, args ...any) error {
		return fmt.Errorf("%d:%d: %s", n.Line, n.Column, fmt.Sprintf(format, args...))
	}
	switch {
	case n.Kind == yaml.AliasNode || n.Anchor != "":
		return 0, 0, where("values with anchors or aliases are not rewritten")
	case n.Style&yaml.FlowStyle != 0 && (n.Kind == yaml.MappingNode || n.Kind == yaml.SequenceNode):
		end, ok := s.flowEnd(start)
		if !ok {
			return 0, 0, where("cannot find the end of this flow collection")
		}
		return start, end, nil
	case n.Kind == yaml.MappingNode || n.Kind == yaml.SequenceNode:
		if len(n.Content) == 0 {
			return 0, 0, where("empty block collection")
		}
		_, end, err := s.span(n.Content[len(n.Content)-1])
		return start, end, err
	case n.Kind != yaml.ScalarNode:
		return 0, 0, where("not a value")
	case n.Style&yaml.DoubleQuotedStyle != 0:
		if end, ok := s.quotedEnd(start, '"'); ok {
			return start, end, nil
		}
	case n.Style&yaml.SingleQuotedStyle != 0:
		if end, ok := s.quotedEnd(start, '\''); ok {
			return start, end, nil
		}
	case n.Style&(yaml.LiteralStyle|yaml.FoldedStyle|yaml.TaggedStyle) != 0:
		return 0, 0, where("block scalars and tagged values are not rewritten")
	case n.Value == "" && n.Tag == "!!null":
		return start, start, nil
	case bytes.HasPrefix(s.src[start:], []byte(n.Value)):
		return start, start + len(n.Value), nil
	}
	return 0, 0, where("cannot find the text of this value (a value written over several lines is not rewritten)")
}

// quotedEnd is the offset just past the closing quote of a quoted scalar
// that starts at start.
func (s *source) quotedEnd(start int, quote byte) (int, bool) {
	src := s.src
	if start >= len(src) || src[start] != quote {
		return 0, false
	}
	for i := start + 1; i < len(src); i++ {
		switch {
		case quote == '"' && src[i] == '\\':
			i++
		case src[i] == quote && quote == '\'' && i+1 < len(src) && src[i+1] == '\'':
			i++
		case src[i] == quote:
			return i + 1, true
		}
	}
	return 0, false
}

// flowEnd is the offset just past the bracket that closes the flow
// collection opening at start, skipping quoted scalars and comments.
func (s *source) flowEnd(start int) (int, bool) {
	src := s.src
	if start >= len(src) || (src[start] != '{' && src[start] != '[') {
		return 0, false
	}
	depth := 0
	for i := start; i < len(src); i++ {
		switch c := src[i]; {
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			depth--
			if depth == 0 {
				return i + 1, true
			}
		case c == '"' || c == '\'':
			end, ok := s.quotedEnd(i, c)
			if !ok {
				return 0, false
			}
			i = end - 1
		case c == '#' && (src[i-1] == ' ' || src[i-1] == '\t' || src[i-1] == '\n'):
			for i < len(src) && src[i] != '\n' {
				i++
			}
		}
	}
	return 0, false
}

// afterColon is the offset just past the ":" that follows a mapping key.
func (s *source) afterColon(key *yaml.Node) (int, error) {
	_, end, err := s.span(key)
	if err != nil {
		return 0, err
	}
	for i := end; i < len(s.src) && s.src[i] != '\n'; i++ {
		switch s.src[i] {
		case ':':
			return i + 1, nil
		case ' ', '\t':
		default:
			return 0, fmt.Errorf("%d:%d: no ':' after the key %q", key.Line, key.Column, key.Value)
		}
	}
	return 0, fmt.Errorf("%d:%d: no ':' after the key %q", key.Line, key.Column, key.Value)
}
