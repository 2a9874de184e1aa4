package rewrite

import (
	"testing"

	"gopkg.in/yaml.v3"
)

// scalarsNamed returns every scalar node of a document whose value is v.
func scalarsNamed(t *testing.T, src, v string) []*yaml.Node {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(src), &doc); err != nil {
		t.Fatal(err)
	}
	var out []*yaml.Node
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n.Kind == yaml.ScalarNode && n.Value == v {
			out = append(out, n)
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(&doc)
	return out
}

// TestScalars replaces the scalars of one value and checks the text: the
// quoting kept, plain values quoted only when they must be, comments at the
// end of the line in their columns, and values not written on one line left
// as written.
func TestScalars(t *testing.T) {
	for _, tc := range []struct {
		name, src, old, new, want string
	}{
		{"plain", "a: 7h   # note\n", "7h", "7H", "a: 7H   # note\n"},
		{"flow items", "a: [7h, th, 7h]\n", "7h", "7H", "a: [7H, th, 7H]\n"},
		{"longer", "a: [t♠, 4c]\n", "t♠", "10S", "a: [10S, 4c]\n"},
		{"single quotes", "a: 'x'\n", "x", "it's", "a: 'it''s'\n"},
		{"double quotes", "a: \"x\"  # c\n", "x", "say \"hi\"", "a: \"say \\\"hi\\\"\" # c\n"},
		{"double quotes escaped", "a: \"\\u0078\"\n", "x", "y", "a: \"y\"\n"},
		{"plain that must be quoted", "a: x\n", "x", "*8*/10", "a: \"*8*/10\"\n"},
		{"plain that is not a string", "a: x\n", "x", "true", "a: \"true\"\n"},
		{"plain with a comment sign", "a: x\n", "x", "b #c", "a: \"b #c\"\n"},
		{"plain with a comma in flow", "a: [x]\n", "x", "b, c", "a: [\"b, c\"]\n"},
		{"comment keeps its column", "a: [t♠, 4c]   # c\n", "t♠", "10S", "a: [10S, 4c]  # c\n"},
		{"comment after a shorter value", "a: 4c,  5s   # c\n", "4c,  5s", "4C 5S", "a: 4C 5S     # c\n"},
		{"comment one space away at least", "a: t♠ # c\n", "t♠", "10S", "a: 10S # c\n"},
		{"hash inside quotes", "a: [t♠, \"x #y\"]\n", "t♠", "10S", "a: [10S, \"x #y\"]\n"},
		{"key kept", "x: x\n", "x", "y", "y: y\n"},
		{"unicode before", "♠: x\n", "x", "y", "♠: y\n"},
		{"crlf", "a: x\r\nb: x\r\n", "x", "y", "a: y\r\nb: y\r\n"},
		{"plain over two lines", "a: x\n  y\n", "x y", "z", "a: x\n  y\n"},
		{"quoted over two lines", "a: \"x\n  y\"\n", "x y", "z", "a: \"x\n  y\"\n"},
		{"block scalar", "a: |-\n  x\n", "x", "y", "a: |-\n  x\n"},
		{"folded scalar", "a: >-\n  x\n", "x", "y", "a: >-\n  x\n"},
		{"anchor", "a: &k x\nb: *k\n", "x", "y", "a: &k x\nb: *k\n"},
		{"tag", "a: !!str x\n", "x", "y", "a: !!str x\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var reps []scalarEdit
			for _, n := range scalarsNamed(t, tc.src, tc.old) {
				reps = append(reps, scalarEdit{Node: n, Value: tc.new})
			}
			if len(reps) == 0 {
				t.Fatalf("no scalar %q in %q", tc.old, tc.src)
			}
			got, err := rewriteScalars([]byte(tc.src), reps)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
			var doc any
			if err := yaml.Unmarshal(got, &doc); err != nil {
				t.Errorf("the result is not YAML: %v", err)
			}
		})
	}
}
