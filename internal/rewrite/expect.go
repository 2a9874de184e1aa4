package rewrite

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/record"
	"gopkg.in/yaml.v3"
)

// Expect rewrites values of the expect: block of src to those of the
// expectation x, as record's encoder writes them: each path names a key
// ["winner"] or a sub-key ["error", "rule"] (empty for the whole block),
// and the text of each such value changes; every other byte of the file,
// comments, key order and quoting included, stays as it was. A value keeps
// its quoting, and a block collection stays a block where the new value is
// a non-empty collection. Every key of a path must exist in the block.
func Expect(src []byte, block *recordtext.ExpectBlock, x *record.Expectation, paths [][]string) ([]byte, error) {
	return editValues(src, block, paths, func(s *text, key, old *yaml.Node, path []string, inFlow bool) (int, int, string, error) {
		start, end, text, err := s.replacement(key, old, x, path, inFlow)
		return start, end, withLineEnding(text, src), err
	})
}

// editValues rewrites the value at each path of the block: replace gives
// the range of text to replace, and the text, to make old (the value of
// key) hold the new value.
func editValues(src []byte, block *recordtext.ExpectBlock, paths [][]string,
	replace func(s *text, key, old *yaml.Node, path []string, inFlow bool) (int, int, string, error)) ([]byte, error) {
	s := newText(src)
	var changes []change
	for _, path := range paths {
		key, value, inFlow, err := locate(block, path)
		if err != nil {
			return nil, err
		}
		start, end, text, err := replace(s, key, value, path, inFlow)
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
func locate(block *recordtext.ExpectBlock, path []string) (key, value *yaml.Node, inFlow bool, err error) {
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
// (the value of key) hold the value of x at path.
func (s *text) replacement(key, old *yaml.Node, x *record.Expectation, path []string, inFlow bool) (int, int, string, error) {
	start, end, err := s.span(old)
	if err != nil {
		return 0, 0, "", err
	}
	oldBlock := !inFlow && (old.Kind == yaml.MappingNode || old.Kind == yaml.SequenceNode) && old.Style&yaml.FlowStyle == 0
	newBlock, newBlockStyle := x.Collection(path...)
	emptyOld := old.Kind == yaml.ScalarNode && old.Tag == "!!null" && old.Value == ""
	flow := func() (string, error) { return x.EncodeFlow(quotingOf(old), path...) }
	switch {
	case oldBlock && newBlock:
		// A block stays a block, at its own indentation.
		text, err := x.EncodeBlock(strings.Repeat(" ", s.column(start)), path...)
		return start, end, text, err
	case (oldBlock || emptyOld) && key != nil:
		// The new value follows the key's colon.
		after, err := s.afterColon(key)
		if err != nil {
			return 0, 0, "", err
		}
		if emptyOld && !inFlow && newBlockStyle {
			keyStart, err := s.offset(key.Line, key.Column)
			if err != nil {
				return 0, 0, "", err
			}
			indent := strings.Repeat(" ", s.column(keyStart)+2)
			text, err := x.EncodeBlock(indent, path...)
			return after, end, "\n" + indent + text, err
		}
		text, err := flow()
		return after, end, " " + text, err
	case emptyOld:
		text, err := flow()
		return start, end, " " + text, err
	}
	text, err := flow()
	return start, end, text, err
}

// AppendExpect appends an expect: block holding the expectation x, as
// record's encoder writes it, to src: a block "expect:" key when src is a
// YAML mapping, otherwise (a record that is not YAML on purpose) a
// "# expect: {...}" comment line. Every byte of src stays as it was; a
// missing final newline is added first. A record that ends with YAML's
// document end marker "..." gets the block before the marker, where it is
// still part of the document; the marker and what follows it stay.
func AppendExpect(src []byte, x *record.Expectation) ([]byte, error) {
	body, tail := splitDocumentEnd(src)
	if len(tail) == 0 {
		return appendExpect(src, x)
	}
	out, err := appendExpect(body, x)
	if err != nil {
		return nil, err
	}
	return append(out, tail...), nil
}

// splitDocumentEnd splits src before its first document end marker: a line
// that is "..." alone or followed by blanks or a comment, at the start of
// the line (where a block scalar's text cannot stand). tail is empty when
// there is none.
func splitDocumentEnd(src []byte) (body, tail []byte) {
	for at := 0; at < len(src); {
		end := bytes.IndexByte(src[at:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += at
		}
		line := bytes.TrimRight(src[at:end], "\r")
		if rest, ok := bytes.CutPrefix(line, []byte("...")); ok && (len(rest) == 0 || rest[0] == ' ' || rest[0] == '\t') {
			if rest = bytes.TrimLeft(rest, " \t"); len(rest) == 0 || rest[0] == '#' {
				return src[:at], src[at:]
			}
		}
		at = end + 1
	}
	return src, nil
}

func appendExpect(src []byte, x *record.Expectation) ([]byte, error) {
	out := slices.Clone(src)
	if len(out) > 0 && out[len(out)-1] != '\n' {
		out = append(out, withLineEnding("\n", src)...)
	}
	var doc yaml.Node
	if yaml.Unmarshal(src, &doc) == nil && len(doc.Content) == 1 &&
		doc.Content[0].Kind == yaml.MappingNode && doc.Content[0].Style&yaml.FlowStyle == 0 {
		if key := emptyExpectKey(doc.Content[0]); key != nil {
			return fillExpectKey(src, key, x)
		}
		text, err := x.EncodeBlock("  ")
		if err != nil {
			return nil, err
		}
		return append(out, withLineEnding("expect:\n  "+text+"\n", src)...), nil
	}
	text, err := x.EncodeFlow(record.AsEncoded)
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

// emptyExpectKey is the record's expect: key when nothing follows it on
// its line or under it (an empty block, read as null), or nil.
func emptyExpectKey(root *yaml.Node) *yaml.Node {
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Value == "expect" && v.Kind == yaml.ScalarNode && v.Tag == "!!null" && v.Value == "" {
			return k
		}
	}
	return nil
}

// fillExpectKey writes the block of x under an expect: key that holds
// nothing, keeping the key's line (and any comment on it) as it is: a
// second expect: key appended at the end would make the file unreadable.
func fillExpectKey(src []byte, key *yaml.Node, x *record.Expectation) ([]byte, error) {
	indent := strings.Repeat(" ", key.Column-1) + "  "
	text, err := x.EncodeBlock(indent)
	if err != nil {
		return nil, err
	}
	at := recordtext.NewText(src).LineEnd(key.Line)
	var out []byte
	out = append(out, src[:at]...)
	if at == 0 || (src[at-1] != '\n' && src[at-1] != '\r') {
		out = append(out, withLineEnding("\n", src)...)
	}
	out = append(out, withLineEnding(indent+text+"\n", src)...)
	return append(out, src[at:]...), nil
}

// quotingOf is the quoting of a value as written: Plain, DoubleQuoted or
// SingleQuoted for a scalar, AsEncoded for anything else.
func quotingOf(n *yaml.Node) record.Quoting {
	if n.Kind != yaml.ScalarNode {
		return record.AsEncoded
	}
	switch {
	case n.Style&yaml.DoubleQuotedStyle != 0:
		return record.DoubleQuoted
	case n.Style&yaml.SingleQuotedStyle != 0:
		return record.SingleQuoted
	}
	return record.Plain
}
