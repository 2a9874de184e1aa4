package record

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/seqref/seqref/internal/recordtext"
	"gopkg.in/yaml.v3"
)

// scalarDocs hold scalars in every style, with escapes, folds, tags,
// anchors, tabs, accents and other line ends.
var scalarDocs = []string{
	"a: 7H@D6 +QS\nb: 'it''s 7H'\nc: \"x\\ty \\u00e9 z\"\n",
	"- plain over\n  two lines\n- 'single over\n\n  three'\n- \"double \\\n  escaped break\"\n",
	"lit: |\n  first line\n   indented more\nfold: >-\n  folded\n  text\n\n  para\n",
	"t: !!str tagged value\nr: &anchor anchored value\ns: *anchor\n",
	"\ufeffbom: after the mark\nnext: é è ü 7H\n",
	"crlf: one\r\nfold: two\r\n  three\r\n",
	"cr: one\rtab:\tafter tab\r",
	"flow: {k: v w, l: [x y, 'q r', \"s\\\"t\"]}\n",
	"nel: a\u0085next: b c\n",
}

// TestScalarPos: every character of every scalar's value maps to a place
// in the file that holds that character, or an escape of it, or (for a
// space or line break made by folding) a blank or line break.
func TestScalarPos(t *testing.T) {
	for _, doc := range scalarDocs {
		var root yaml.Node
		if err := yaml.Unmarshal([]byte(doc), &root); err != nil {
			t.Fatalf("%q: %v", doc, err)
		}
		text := recordtext.NewText([]byte(doc))
		walkScalars(&root, func(n *yaml.Node) {
			at := scalarPos(text, n)
			col := 0
			for _, want := range n.Value {
				col++
				p := at(col)
				off := text.Offset(recordtext.Pos(p))
				if off >= len(doc) {
					t.Errorf("%q: %q column %d maps to %d:%d, past the end", doc, n.Value, col, p.Line, p.Col)
					return
				}
				got, _ := utf8.DecodeRuneInString(doc[off:])
				if !standsFor(got, want, n.Style) {
					t.Errorf("%q: value %q column %d (%q) maps to %d:%d, which holds %q", doc, n.Value, col, want, p.Line, p.Col, got)
				}
			}
		})
	}
}

// standsFor reports whether the character got in the file can be where the
// value's character want comes from.
func standsFor(got, want rune, style yaml.Style) bool {
	switch {
	case got == want:
		return true
	case style&yaml.DoubleQuotedStyle != 0 && got == '\\':
		return true
	case unicode.IsSpace(want) && (unicode.IsSpace(got) || got == 0x85):
		return true
	}
	return false
}

// TestScalarPosColumns: the exact columns of a few characters.
func TestScalarPosColumns(t *testing.T) {
	cases := []struct {
		doc, value string
		col        int // a column in the value
		want       Pos
	}{
		{"a: 7H@D6 +QS\n", "7H@D6 +QS", 7, Pos{Line: 1, Col: 10}},
		{"a: 'it''s 7H'\n", "it's 7H", 6, Pos{Line: 1, Col: 11}},
		{"a: \"x\\ty z\"\n", "x\ty z", 5, Pos{Line: 1, Col: 10}},
		{"a: \"\\u00e9 z\"\n", "é z", 3, Pos{Line: 1, Col: 12}},
		{"a: !!str  v w\n", "v w", 3, Pos{Line: 1, Col: 13}},
		{"- a b\n  c d\n", "a b c d", 5, Pos{Line: 2, Col: 3}},
		{"a: |\n    x y\n", "x y\n", 3, Pos{Line: 2, Col: 7}},
		{"\ufeffa: é b\n", "é b", 3, Pos{Line: 1, Col: 6}},
		{"a: 1\r\nb: x y\r\n", "x y", 3, Pos{Line: 2, Col: 6}},
	}
	for _, c := range cases {
		var root yaml.Node
		if err := yaml.Unmarshal([]byte(c.doc), &root); err != nil {
			t.Fatalf("%q: %v", c.doc, err)
		}
		text := recordtext.NewText([]byte(c.doc))
		found := false
		walkScalars(&root, func(n *yaml.Node) {
			if n.Value != c.value {
				return
			}
			found = true
			if got := scalarPos(text, n)(c.col); got != c.want {
				t.Errorf("%q: column %d of %q is at %d:%d, want %d:%d", c.doc, c.col, c.value, got.Line, got.Col, c.want.Line, c.want.Col)
			}
		})
		if !found {
			t.Errorf("%q holds no scalar %q", c.doc, c.value)
		}
	}
}

func walkScalars(n *yaml.Node, visit func(*yaml.Node)) {
	if n.Kind == yaml.ScalarNode {
		visit(n)
	}
	for _, c := range n.Content {
		walkScalars(c, visit)
	}
}
