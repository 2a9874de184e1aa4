package recordtext

import (
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// TestTextLines: lines end as yaml.v3 ends them, so positions agree
// with its nodes'.
func TestTextLines(t *testing.T) {
	doc := "a: 1\r\nb: 2\rc: 3\nd: 4\u0085e: 5\u2028f: 6\u2029g: é\n"
	var root yaml.Node
	if err := yaml.Unmarshal([]byte(doc), &root); err != nil {
		t.Fatal(err)
	}
	text := NewText([]byte(doc))
	walkScalars(&root, func(n *yaml.Node) {
		off := text.Offset(Pos{n.Line, n.Column})
		if !strings.HasPrefix(doc[off:], n.Value) {
			t.Errorf("node %q at %d:%d: the file there holds %q", n.Value, n.Line, n.Column, doc[off:min(off+4, len(doc))])
		}
		if p := text.Pos(off); p != (Pos{n.Line, n.Column}) {
			t.Errorf("node %q at %d:%d: offset %d maps back to %d:%d", n.Value, n.Line, n.Column, off, p.Line, p.Col)
		}
	})
}

func walkScalars(n *yaml.Node, visit func(*yaml.Node)) {
	if n.Kind == yaml.ScalarNode {
		visit(n)
	}
	for _, c := range n.Content {
		walkScalars(c, visit)
	}
}

// TestTextLineBreaks: every kind of line break ends a line, and a CR LF is
// one line break; a byte order mark takes no column.
func TestTextLineBreaks(t *testing.T) {
	for _, brk := range []string{"\n", "\r\n", "\r", "\u0085", "\u2028", "\u2029"} {
		doc := "\ufeffa: 1" + brk + "bb: 2" + brk + "c: é" + brk
		text := NewText([]byte(doc))
		if got := text.Lines(); got != 4 {
			t.Errorf("%q: %d lines, want 4", brk, got)
		}
		if got := string(text.Line(2)); got != "bb: 2"+brk {
			t.Errorf("%q: line 2 is %q", brk, got)
		}
		for _, c := range []struct {
			at   string
			want Pos
		}{{"a:", Pos{1, 1}}, {"bb", Pos{2, 1}}, {"2", Pos{2, 5}}, {"é", Pos{3, 4}}} {
			off := strings.Index(doc, c.at)
			if got := text.Pos(off); got != c.want {
				t.Errorf("%q: %q at %v, want %v", brk, c.at, got, c.want)
			}
			if got, ok := text.OffsetIn(c.want); !ok || got != off {
				t.Errorf("%q: offset of %v is %d %v, want %d", brk, c.want, got, ok, off)
			}
		}
		if _, ok := text.OffsetIn(Pos{2, 7}); ok {
			t.Errorf("%q: column 7 of a line of 5 characters is in the file", brk)
		}
		if _, ok := text.OffsetIn(Pos{5, 1}); ok {
			t.Errorf("%q: line 5 of 4 is in the file", brk)
		}
	}
}
