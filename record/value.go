package record

import "gopkg.in/yaml.v3"

// Value is a value of a record decoded as written, without a schema of its
// own: the puzzle: block, which package puzzle reads. Aliases are followed;
// every value keeps where it stands.
type Value struct {
	Kind ValueKind
	// Text is a scalar's text ("" for null).
	Text string
	// Style is how a scalar is written: as text, or bare (a number, a
	// boolean, null); the decoders give those two. QuotedScalar, text
	// always double-quoted, is for a writer that wants it.
	Style ScalarStyle
	// Items are a list's items, or a mapping's keys and values, one after
	// the other.
	Items []Value
	Pos   Pos
}

// ValueKind is what a Value is.
type ValueKind uint8

// The kinds of values.
const (
	Scalar ValueKind = iota
	List
	Mapping
)

// ScalarStyle is how the encoder writes a scalar Value.
type ScalarStyle uint8

// The styles of scalars.
const (
	// TextScalar is a string, quoted only where it must be.
	TextScalar ScalarStyle = iota
	// BareScalar is written as it is: a number, a boolean or null.
	BareScalar
	// QuotedScalar is a string written in double quotes.
	QuotedScalar
)

// valueOf decodes a node into a Value.
func valueOf(n *yaml.Node) *Value {
	n = deref(n)
	v := &Value{Text: n.Value, Pos: posOf(n)}
	switch n.Kind {
	case yaml.SequenceNode:
		v.Kind = List
	case yaml.MappingNode:
		v.Kind = Mapping
	}
	if v.Kind == Scalar && n.Tag != "" && n.Tag != "!!str" {
		v.Style = BareScalar
	}
	if v.Kind != Scalar {
		v.Text = ""
		v.Items = make([]Value, len(n.Content))
		for i, c := range n.Content {
			v.Items[i] = *valueOf(c)
		}
	}
	return v
}
