package rewrite

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
)

// ExpectJSON applies edits to the "expect" value of a JSON record, as
// Expect does for YAML: only the text of each edited value changes, and
// every other byte stays. The block's nodes are those record.ParseJSON
// reads, with the lines and columns of the JSON text. Each new value is
// written as JSON on one line.
func ExpectJSON(src []byte, block ExpectBlock, edits []Edit) ([]byte, error) {
	return editValues(src, block, edits, func(s *text, _, old, new *yaml.Node, _ bool) (int, int, string, error) {
		start, end, err := s.span(old)
		if err != nil {
			return 0, 0, "", err
		}
		text, err := jsonText(new)
		return start, end, text, err
	})
}

// AppendExpectJSON adds an "expect" key holding body, on a line of its
// own, as the last key of the JSON object that src holds. Every byte of src
// before the object's closing brace stays as it was.
func AppendExpectJSON(src []byte, body *yaml.Node) ([]byte, error) {
	end := bytes.LastIndexByte(src, '}')
	if end < 0 || len(bytes.TrimSpace(src[end+1:])) > 0 {
		return nil, fmt.Errorf("the file is not a JSON object")
	}
	text, err := jsonText(body)
	if err != nil {
		return nil, err
	}
	inside := bytes.TrimRight(src[:end], " \t\r\n")
	sep := ","
	if bytes.HasSuffix(inside, []byte("{")) {
		sep = ""
	}
	entry := withLineEnding(sep+"\n  \"expect\": "+text+"\n", src)
	out := append([]byte{}, inside...)
	out = append(out, entry...)
	return append(out, src[end:]...), nil
}

// jsonText writes a value as JSON on one line, keys in their order:
// {"result": "win", "turns": 12}. A scalar is a string unless its tag says
// it is a number, a boolean or null.
func jsonText(n *yaml.Node) (string, error) {
	var b strings.Builder
	if err := writeJSON(&b, n); err != nil {
		return "", err
	}
	return b.String(), nil
}

func writeJSON(b *strings.Builder, n *yaml.Node) error {
	switch n.Kind {
	case yaml.MappingNode:
		b.WriteByte('{')
		for i := 0; i+1 < len(n.Content); i += 2 {
			if i > 0 {
				b.WriteString(", ")
			}
			writeString(b, n.Content[i].Value)
			b.WriteString(": ")
			if err := writeJSON(b, n.Content[i+1]); err != nil {
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
			if err := writeJSON(b, c); err != nil {
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
			writeString(b, n.Value)
		}
	default:
		return fmt.Errorf("a value of kind %d cannot be written as JSON", n.Kind)
	}
	return nil
}

// writeString writes a JSON string, without escaping <, > and &.
func writeString(b *strings.Builder, s string) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	b.Write(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
}
