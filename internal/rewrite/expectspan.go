package rewrite

import (
	"bytes"
	"fmt"

	"gopkg.in/yaml.v3"

	"github.com/seqref/seqref/internal/yamltext"
)

// span is where a value's text starts and ends. A block collection ends
// where the text of its last value ends; an empty value (a key with nothing
// after it) is empty at the node's position.
func (s *text) span(n *yaml.Node) (int, int, error) {
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
func (s *text) quotedEnd(start int, quote byte) (int, bool) {
	if start >= len(s.src) || s.src[start] != quote {
		return 0, false
	}
	end, ok := yamltext.QuoteEnd(s.src, start, len(s.src))
	return end + 1, ok
}

// flowEnd is the offset just past the bracket that closes the flow
// collection opening at start, skipping quoted scalars and comments.
func (s *text) flowEnd(start int) (int, bool) {
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
		case c == '#' && (src[i-1] == ' ' || src[i-1] == '\t' || src[i-1] == '\n' || src[i-1] == '\r'):
			i = s.lineEnd(i)
		}
	}
	return 0, false
}

// afterColon is the offset just past the ":" that follows a mapping key.
func (s *text) afterColon(key *yaml.Node) (int, error) {
	_, end, err := s.span(key)
	if err != nil {
		return 0, err
	}
	for i := end; i < s.lineEnd(end); i++ {
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
