package record

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
)

// The encoder's forms of an expectation's values, for writing them into a
// record's text in place (seqref test --update): on one line (YAML flow
// style, or JSON), or as a block collection at an indentation. A value is
// that of one key or sub-key (valueNode), or with no path the whole
// block (blockNode).

// Quoting says how a string value written on one line is quoted: as the
// encoder writes it (AsEncoded), or as the value it replaces is (Plain,
// DoubleQuoted, SingleQuoted).
type Quoting uint8

// The quotings of a string value.
const (
	AsEncoded Quoting = iota
	Plain
	DoubleQuoted
	SingleQuoted
)

// node is the value at path, the whole block for none.
func (x *Expectation) node(path []string) (*yaml.Node, error) {
	if len(path) == 0 {
		return x.blockNode(), nil
	}
	if n := x.valueNode(path...); n != nil {
		return n, nil
	}
	return nil, fmt.Errorf("an expect: block has no key %q", strings.Join(path, "."))
}

// Collection reports whether the value at path is a mapping or a list with
// something in it, and whether it is written in block style when not on one
// line.
func (x *Expectation) Collection(path ...string) (collection, block bool) {
	n, err := x.node(path)
	if err != nil {
		return false, false
	}
	collection = (n.Kind == yaml.MappingNode || n.Kind == yaml.SequenceNode) && len(n.Content) > 0
	return collection, collection && n.Style&yaml.FlowStyle == 0
}

// EncodeFlow writes the value at path as YAML on one line: collections in
// flow style, a string quoted as q says.
func (x *Expectation) EncodeFlow(q Quoting, path ...string) (string, error) {
	n, err := x.node(path)
	if err != nil {
		return "", err
	}
	c := styled(n, true)
	if c.Kind == yaml.ScalarNode && c.Tag == "!!str" && q != AsEncoded {
		c.Style = map[Quoting]yaml.Style{Plain: 0, DoubleQuoted: yaml.DoubleQuotedStyle, SingleQuoted: yaml.SingleQuotedStyle}[q]
	}
	text, err := encodeNode(c)
	if err != nil {
		return "", err
	}
	if strings.Contains(text, "\n") {
		return "", fmt.Errorf("the value %q does not fit on one line", text)
	}
	return text, nil
}

// EncodeBlock writes the value at path, a collection, as YAML in block
// style; the collections inside it keep their style, and every line after
// the first starts with indent.
func (x *Expectation) EncodeBlock(indent string, path ...string) (string, error) {
	n, err := x.node(path)
	if err != nil {
		return "", err
	}
	text, err := encodeNode(styled(n, false))
	if err != nil {
		return "", err
	}
	return strings.ReplaceAll(text, "\n", "\n"+indent), nil
}

// EncodeJSONValue writes the value at path as JSON on one line, keys in
// their order: {"result": "win", "turns": 12}.
func (x *Expectation) EncodeJSONValue(path ...string) (string, error) {
	n, err := x.node(path)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	if err := writeJSONNode(&b, n); err != nil {
		return "", err
	}
	return b.String(), nil
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

// encodeNode writes a node as YAML with an indentation of two, without the
// final newline.
func encodeNode(n *yaml.Node) (string, error) {
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

// writeJSONNode writes a value as JSON on one line. A scalar is a string
// unless its tag says it is a number, a boolean or null.
func writeJSONNode(b *strings.Builder, n *yaml.Node) error {
	switch n.Kind {
	case yaml.MappingNode:
		b.WriteByte('{')
		for i := 0; i+1 < len(n.Content); i += 2 {
			if i > 0 {
				b.WriteString(", ")
			}
			writeJSONString(b, n.Content[i].Value)
			b.WriteString(": ")
			if err := writeJSONNode(b, n.Content[i+1]); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	case yaml.SequenceNode:
		b.WriteByte('[')
		for i, c := range n.Content {
			if i > 0 {
				b.WriteString(", ")
			}
			if err := writeJSONNode(b, c); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case yaml.ScalarNode:
		switch n.ShortTag() {
		case "!!int", "!!float", "!!bool":
			if !json.Valid([]byte(n.Value)) {
				return fmt.Errorf("the value %q is not a JSON %s", n.Value, strings.TrimPrefix(n.ShortTag(), "!!"))
			}
			b.WriteString(n.Value)
		case "!!null":
			b.WriteString("null")
		default:
			writeJSONString(b, n.Value)
		}
	default:
		return fmt.Errorf("a value of kind %d cannot be written as JSON", n.Kind)
	}
	return nil
}

// writeJSONString writes a JSON string, without escaping <, > and &.
func writeJSONString(b *strings.Builder, s string) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	b.Write(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
}
