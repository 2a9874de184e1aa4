package recordtext

import (
	"bytes"

	"gopkg.in/yaml.v3"
)

// ExpectComment starts the comment line that holds the expectation of a
// record that is not YAML on purpose: "# expect: {result: invalid, ...}", at
// the start of a line (docs/format.md section 8, as the conformance runner
// reads it). It is record.ExpectComment.
const ExpectComment = "# expect:"

// ExpectBlock is where a record file keeps its expectation: an expect: key
// of the record's top-level mapping, or a comment line. The nodes carry the
// lines and columns of the file in both cases.
type ExpectBlock struct {
	// Key is the "expect" key; nil for a comment line.
	Key *yaml.Node
	// Value is the expectation as written.
	Value *yaml.Node
	// Comment is true for an expectation in a "# expect:" comment line.
	Comment bool
}

// Empty reports whether the block names no key: "expect:" with nothing
// after it, or an empty mapping.
func (b *ExpectBlock) Empty() bool {
	v := Deref(b.Value)
	switch v.Kind {
	case yaml.ScalarNode:
		return v.Tag == "!!null"
	case yaml.MappingNode:
		return len(v.Content) == 0
	}
	return false
}

// FindExpect finds the expectation of a YAML record file: its expect: key
// when the file is YAML whose top level has one, otherwise the first line
// that starts with "# expect:". It returns nil when there is neither, and an
// error (rule syntax, with the line and column in the file) when the comment
// is not YAML.
func FindExpect(data []byte) (*ExpectBlock, *Error) {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) == nil && doc.Kind == yaml.DocumentNode && len(doc.Content) == 1 {
		if root := doc.Content[0]; root.Kind == yaml.MappingNode {
			for i := 0; i+1 < len(root.Content); i += 2 {
				if k := root.Content[i]; k.Kind == yaml.ScalarNode && k.Value == "expect" {
					return &ExpectBlock{Key: k, Value: root.Content[i+1]}, nil
				}
			}
		}
	}
	return findExpectComment(data)
}

// FindExpectJSON finds the expectation of a JSON record file: the "expect"
// key of the top-level object; nil when there is none or the text is not
// JSON (loading the record then says why).
func FindExpectJSON(data []byte) *ExpectBlock {
	doc, _, err := ParseJSON(data)
	if err != nil {
		return nil
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		if k := root.Content[i]; k.Value == "expect" {
			return &ExpectBlock{Key: k, Value: root.Content[i+1]}
		}
	}
	return nil
}

// findExpectComment reads the first "# expect:" comment line.
func findExpectComment(data []byte) (*ExpectBlock, *Error) {
	for i, line := range bytes.Split(data, []byte("\n")) {
		if !bytes.HasPrefix(line, []byte(ExpectComment)) {
			continue
		}
		text := bytes.TrimSuffix(line[len(ExpectComment):], []byte("\r"))
		lineNo, colBase := i+1, len(ExpectComment)
		var doc yaml.Node
		if err := yaml.Unmarshal(text, &doc); err != nil {
			le := yamlError(text, err)
			le.Pos = Pos{Line: lineNo, Col: colBase + le.Pos.Col}
			le.Msg = "the " + ExpectComment + " comment: " + le.Msg
			return nil, le
		}
		var value *yaml.Node
		if doc.Kind == yaml.DocumentNode && len(doc.Content) == 1 {
			value = doc.Content[0]
		} else {
			value = &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Line: 1, Column: len(text) + 1}
		}
		shiftComment(value, lineNo, colBase)
		return &ExpectBlock{Value: value, Comment: true}, nil
	}
	return nil, nil
}

// shiftComment moves the nodes of a one-line document read from a comment to where
// they stand in the file: line lineNo, colBase columns to the right.
func shiftComment(n *yaml.Node, lineNo, colBase int) {
	if n == nil || n.Line == 0 {
		return
	}
	n.Line, n.Column = lineNo, n.Column+colBase
	for _, c := range n.Content {
		shiftComment(c, lineNo, colBase)
	}
}
