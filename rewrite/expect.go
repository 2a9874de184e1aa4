package rewrite

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"
)

// Edit sets one value inside an expect: block.
type Edit struct {
	// Path is the keys from the block down to the value: ["winner"],
	// ["error", "rule"]; empty for the whole block.
	Path []string
	// Value is the new value. A collection in flow style is written on one
	// line; one in block style is written on lines of its own where the old
	// value allows it.
	Value *yaml.Node
}

// ExpectBlock is an expect: block of a file: the "expect" key (nil for a
// "# expect:" comment line) and its value, whose nodes carry the lines and
// columns of the file.
type ExpectBlock struct {
	Key, Value *yaml.Node
}

// Expect applies edits to the expect: block of src and returns the new
// text. Only the text of each edited value changes: every other byte of the
// file, comments, key order and quoting included, stays as it was. A value
// keeps its quoting, and a block collection stays a block where the new
// value is a non-empty collection. Every key of an edit's path must exist.
func Expect(src []byte, block ExpectBlock, edits []Edit) ([]byte, error) {
	return editValues(src, block, edits, func(s *text, key, old, new *yaml.Node, inFlow bool) (int, int, string, error) {
		start, end, text, err := s.replacement(key, old, new, inFlow)
		return start, end, withLineEnding(text, src), err
	})
}

// editValues makes each edit of the block: replace gives the range of text
// to replace, and the text, to make old (the value of key) hold new.
func editValues(src []byte, block ExpectBlock, edits []Edit,
	replace func(s *text, key, old, new *yaml.Node, inFlow bool) (int, int, string, error)) ([]byte, error) {
	s := newText(src)
	var changes []change
	for _, e := range edits {
		key, value, inFlow, err := locate(block, e.Path)
		if err != nil {
			return nil, err
		}
		start, end, text, err := replace(s, key, value, e.Value, inFlow)
		if err != nil {
			return nil, err
		}
		changes = append(changes, change{start, end, text})
	}
	return applyChanges(src, changes)
}

// applyChanges makes changes, which may not overlap, to a copy of src.
func applyChanges(src []byte, changes []change) ([]byte, error) {
	slices.SortFunc(changes, func(a, b change) int { return b.start - a.start })
	out := slices.Clone(src)
	for i, c := range changes {
		if i > 0 && c.end > changes[i-1].start {
			return nil, fmt.Errorf("two edits of the expect: block overlap")
		}
		out = slices.Concat(out[:c.start], []byte(c.text), out[c.end:])
	}
	return out, nil
}

// locate finds the key and value at path in the block, and whether the
// value stands inside a flow collection (or a comment line), where it must
// stay on one line.
func locate(block ExpectBlock, path []string) (key, value *yaml.Node, inFlow bool, err error) {
	key, value, inFlow = block.Key, block.Value, block.Key == nil
	for _, k := range path {
		if value.Kind != yaml.MappingNode {
			return nil, nil, false, fmt.Errorf("%d:%d: %q is not inside a mapping here", value.Line, value.Column, k)
		}
		inFlow = inFlow || value.Style&yaml.FlowStyle != 0
		found := false
		for i := 0; i+1 < len(value.Content); i += 2 {
			if value.Content[i].Value == k {
				key, value, found = value.Content[i], value.Content[i+1], true
				break
			}
		}
		if !found {
			return nil, nil, false, fmt.Errorf("%d:%d: the expect: block has no key %q here", value.Line, value.Column, k)
		}
	}
	return key, value, inFlow, nil
}

// replacement is the range of text to replace, and the text, to make old
// (the value of key) hold new.
func (s *text) replacement(key, old, new *yaml.Node, inFlow bool) (int, int, string, error) {
	start, end, err := s.span(old)
	if err != nil {
		return 0, 0, "", err
	}
	oldBlock := !inFlow && (old.Kind == yaml.MappingNode || old.Kind == yaml.SequenceNode) && old.Style&yaml.FlowStyle == 0
	newBlock := (new.Kind == yaml.MappingNode || new.Kind == yaml.SequenceNode) && len(new.Content) > 0
	emptyOld := old.Kind == yaml.ScalarNode && old.Tag == "!!null" && old.Value == ""
	switch {
	case oldBlock && newBlock:
		// A block stays a block, at its own indentation.
		text, err := blockText(new, strings.Repeat(" ", s.column(start)))
		return start, end, text, err
	case (oldBlock || emptyOld) && key != nil:
		// The new value follows the key's colon.
		after, err := s.afterColon(key)
		if err != nil {
			return 0, 0, "", err
		}
		if emptyOld && !inFlow && newBlock && new.Style&yaml.FlowStyle == 0 {
			keyStart, err := s.offset(key.Line, key.Column)
			if err != nil {
				return 0, 0, "", err
			}
			indent := strings.Repeat(" ", s.column(keyStart)+2)
			text, err := blockText(new, indent)
			return after, end, "\n" + indent + text, err
		}
		text, err := flowText(new, old)
		return after, end, " " + text, err
	case emptyOld:
		text, err := flowText(new, old)
		return start, end, " " + text, err
	}
	text, err := flowText(new, old)
	return start, end, text, err
}

// flowText writes a value on one line: collections in flow style, a string
// in the quotes the old value had.
func flowText(n, old *yaml.Node) (string, error) {
	c := styled(n, true)
	if c.Kind == yaml.ScalarNode && c.Tag == "!!str" && old.Kind == yaml.ScalarNode {
		c.Style = old.Style & (yaml.DoubleQuotedStyle | yaml.SingleQuotedStyle)
	}
	text, err := encode(c)
	if err != nil {
		return "", err
	}
	if strings.Contains(text, "\n") {
		return "", fmt.Errorf("the value %q does not fit on one line", text)
	}
	return text, nil
}

// blockText writes a collection in block style; every line after the first
// starts with indent.
func blockText(n *yaml.Node, indent string) (string, error) {
	text, err := encode(styled(n, false))
	if err != nil {
		return "", err
	}
	return strings.ReplaceAll(text, "\n", "\n"+indent), nil
}

// styled copies a node without comments; with flow, every collection is in
// flow style, otherwise the top one is in block style and the ones inside it
// keep their style.
func styled(n *yaml.Node, flow bool) *yaml.Node {
	c := *n
	c.HeadComment, c.LineComment, c.FootComment = "", "", ""
	c.Content = nil
	isCollection := n.Kind == yaml.MappingNode || n.Kind == yaml.SequenceNode
	for _, k := range n.Content {
		keepFlow := flow || (isCollection && k.Style&yaml.FlowStyle != 0)
		c.Content = append(c.Content, styled(k, keepFlow))
	}
	if isCollection {
		if flow {
			c.Style |= yaml.FlowStyle
		} else {
			c.Style &^= yaml.FlowStyle
		}
	}
	return &c
}

// encode writes a node as YAML with an indentation of two, without the
// final newline.
func encode(n *yaml.Node) (string, error) {
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(n); err != nil {
		return "", err
	}
	if err := enc.Close(); err != nil {
		return "", err
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}

// AppendExpect appends an expect: block holding body, a mapping, to src: a
// block "expect:" key when src is a YAML mapping, otherwise (a record that
// is not YAML on purpose) a "# expect: {...}" comment line. Every byte of
// src stays as it was; a missing final newline is added first.
func AppendExpect(src []byte, body *yaml.Node) ([]byte, error) {
	out := slices.Clone(src)
	if len(out) > 0 && out[len(out)-1] != '\n' {
		out = append(out, withLineEnding("\n", src)...)
	}
	var doc yaml.Node
	if yaml.Unmarshal(src, &doc) == nil && len(doc.Content) == 1 &&
		doc.Content[0].Kind == yaml.MappingNode && doc.Content[0].Style&yaml.FlowStyle == 0 {
		text, err := blockText(body, "  ")
		if err != nil {
			return nil, err
		}
		return append(out, withLineEnding("expect:\n  "+text+"\n", src)...), nil
	}
	text, err := flowText(body, &yaml.Node{})
	if err != nil {
		return nil, err
	}
	return append(out, withLineEnding("# expect: "+text+"\n", src)...), nil
}

// withLineEnding writes the line breaks of text as src writes its first
// one: "\r\n" or "\n".
func withLineEnding(text string, src []byte) string {
	if i := bytes.IndexByte(src, '\n'); i > 0 && src[i-1] == '\r' {
		return strings.ReplaceAll(text, "\n", "\r\n")
	}
	return text
}
