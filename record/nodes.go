package record

import (
	"errors"
	"fmt"
	"strings"

	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/notation"
	"gopkg.in/yaml.v3"
)

func posOf(n *yaml.Node) Pos { return Pos{Line: n.Line, Col: n.Column} }

// deref follows aliases to the node they name (recordtext.Deref).
func deref(n *yaml.Node) *yaml.Node { return recordtext.Deref(n) }

// fields is a YAML mapping read strictly: every key known, none twice.
type fields struct {
	node *yaml.Node
	vals map[string]*yaml.Node
	keys map[string]*yaml.Node
}

func (f *fields) has(key string) bool { return f.vals[key] != nil }

// schemaf and syntaxAt make the errors of the loader, in the current entry.
// Text from the file that they quote is cut short.
func (l *loader) schemaf(n *yaml.Node, format string, args ...any) *LoadError {
	return &LoadError{Rule: rulebook.SchemaRule, Turn: l.turn, Pos: posOf(n), Msg: fmt.Sprintf(format, shortArgs(args)...)}
}

func (l *loader) syntaxAt(p Pos, format string, args ...any) *LoadError {
	return &LoadError{Rule: rulebook.SyntaxRule, Turn: l.turn, Pos: p, Msg: fmt.Sprintf(format, shortArgs(args)...)}
}

// errorPos is where a notation error in the scalar n stands: its column
// within n's text, or n itself.
func (l *loader) errorPos(n *yaml.Node, err error) Pos {
	var se *notation.SyntaxError
	if errors.As(err, &se) {
		return l.textPos(n)(se.Col)
	}
	return posOf(deref(n))
}

// shortArgs cuts strings and notation errors' tokens from the file
// (recordtext.Shorten), so that a huge value makes a short message.
func shortArgs(args []any) []any {
	for i, a := range args {
		switch v := a.(type) {
		case string:
			args[i] = recordtext.Shorten(v)
		case *notation.SyntaxError:
			c := *v
			c.Token = recordtext.Shorten(c.Token)
			args[i] = &c
		}
	}
	return args
}

// kindName names a node's kind for error messages.
func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "empty"
		}
		return fmt.Sprintf("%q", recordtext.Shorten(n.Value))
	}
	return "something else"
}

// mapping reads n as a mapping whose keys are all among allowed, each once.
func (l *loader) mapping(n *yaml.Node, what string, allowed ...string) (*fields, *LoadError) {
	n = deref(n)
	if n.Kind != yaml.MappingNode {
		return nil, l.schemaf(n, "%s must be a mapping (key: value), not %s", what, kindName(n))
	}
	f := &fields{node: n, vals: map[string]*yaml.Node{}, keys: map[string]*yaml.Node{}}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := deref(n.Content[i]), deref(n.Content[i+1])
		if k.Kind != yaml.ScalarNode {
			return nil, l.schemaf(k, "%s has a key that is not a name", what)
		}
		if allowed != nil && !contains(allowed, k.Value) {
			return nil, l.schemaf(k, "unknown key %q in %s; the keys are %s", k.Value, what, strings.Join(allowed, ", "))
		}
		if prev := f.keys[k.Value]; prev != nil {
			return nil, l.schemaf(k, "key %q appears twice in %s (first at line %d)", k.Value, what, prev.Line)
		}
		f.keys[k.Value], f.vals[k.Value] = k, v
	}
	return f, nil
}

// require checks that every key is present.
func (l *loader) require(f *fields, what string, keys ...string) *LoadError {
	for _, k := range keys {
		if !f.has(k) {
			return l.schemaf(f.node, "%s needs the key %q", what, k)
		}
	}
	return nil
}

// scalar reads n as a non-empty scalar.
func (l *loader) scalar(n *yaml.Node, what string) (string, *LoadError) {
	n = deref(n)
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		return "", l.schemaf(n, "%s must be a single value, not %s", what, kindName(n))
	}
	return n.Value, nil
}

// list reads n as a list.
func (l *loader) list(n *yaml.Node, what string) ([]*yaml.Node, *LoadError) {
	n = deref(n)
	if n.Kind != yaml.SequenceNode {
		return nil, l.schemaf(n, "%s must be a list, not %s", what, kindName(n))
	}
	out := make([]*yaml.Node, len(n.Content))
	for i, c := range n.Content {
		out[i] = deref(c)
	}
	return out, nil
}

// textPos maps a 1-based column within a scalar's text to its place in the
// file. Plain and quoted scalars on one line map exactly (escapes aside);
// block scalars map to the scalar itself.
func textPos(n *yaml.Node) func(col int) Pos {
	base := posOf(n)
	switch n.Style {
	case 0:
		return func(col int) Pos { return Pos{Line: base.Line, Col: base.Col + col - 1} }
	case yaml.SingleQuotedStyle, yaml.DoubleQuotedStyle:
		return func(col int) Pos { return Pos{Line: base.Line, Col: base.Col + col} }
	}
	return func(int) Pos { return base }
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
