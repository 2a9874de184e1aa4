package rewrite_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/internal/goldenfile"
	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/internal/rewrite"
	"gopkg.in/yaml.v3"
)

// TestExpectGolden applies the edits of each testdata/expect/NAME.edits to
// NAME.input and compares the text with NAME.golden (-update rewrites it).
// Applying the same edits to the golden text changes no byte.
func TestExpectGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/expect/*.input")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no inputs in testdata/expect: %v", err)
	}
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".input")
		t.Run(name, func(t *testing.T) {
			src := readFile(t, in)
			spec := readFile(t, strings.TrimSuffix(in, ".input")+".edits")
			got := applySpec(t, src, spec)
			goldenfile.Check(t, strings.TrimSuffix(in, ".input")+".golden", got)
			checkUntouched(t, src, got)
			if !bytes.Contains(spec, []byte("append:")) {
				again := applySpec(t, got, spec)
				if diff := cmp.Diff(string(got), string(again)); diff != "" {
					t.Errorf("applying the edits twice changed the text (-once +twice):\n%s", diff)
				}
			}
		})
	}
}

// applySpec applies an edits file: a list of {path, value}, or {append:
// BODY} for AppendExpect.
func applySpec(t *testing.T, src, spec []byte) []byte {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal(spec, &doc); err != nil {
		t.Fatalf("edits: %v", err)
	}
	root := doc.Content[0]
	if root.Kind == yaml.MappingNode && root.Content[0].Value == "append" {
		out, err := rewrite.AppendExpect(src, parseExpectation(t, root.Content[1]))
		if err != nil {
			t.Fatalf("AppendExpect: %v", err)
		}
		return out
	}
	body := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	var paths [][]string
	for _, item := range root.Content {
		var path []string
		var value *yaml.Node
		for i := 0; i+1 < len(item.Content); i += 2 {
			switch item.Content[i].Value {
			case "path":
				for _, p := range item.Content[i+1].Content {
					path = append(path, p.Value)
				}
			case "value":
				value = item.Content[i+1]
			}
		}
		paths = append(paths, path)
		body = putValue(body, path, value)
	}
	block, lerr := recordtext.FindExpect(src)
	if lerr != nil || block == nil {
		t.Fatalf("FindExpect: %v, %v", block, lerr)
	}
	out, err := rewrite.Expect(src, block, parseExpectation(t, body), paths)
	if err != nil {
		t.Fatalf("Expect: %v", err)
	}
	return out
}

// parseExpectation reads the body of an expect: block, written out as the
// block of a YAML text.
func parseExpectation(t *testing.T, body *yaml.Node) *record.Expectation {
	t.Helper()
	text, err := yaml.Marshal(&yaml.Node{Kind: yaml.MappingNode, Content: []*yaml.Node{
		{Kind: yaml.ScalarNode, Value: "expect"}, body}})
	if err != nil {
		t.Fatal(err)
	}
	x, err := record.YAML.ReadExpectation(text)
	if err != nil || x == nil {
		t.Fatalf("the new values are not an expect: block: %v\n%s", err, text)
	}
	return x
}

// putValue puts value at path in the mapping m, making the mappings on the
// way; the empty path replaces m.
func putValue(m *yaml.Node, path []string, value *yaml.Node) *yaml.Node {
	if len(path) == 0 {
		return value
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == path[0] {
			m.Content[i+1] = putValue(m.Content[i+1], path[1:], value)
			return m
		}
	}
	inner := value
	if len(path) > 1 {
		inner = putValue(&yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}, path[1:], value)
	}
	m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: path[0]}, inner)
	return m
}

// checkUntouched checks that the text before the expect: block is the same
// in both: the edits only touch the block, and an appended block only adds
// lines (and a final newline the text lacked).
func checkUntouched(t *testing.T, before, after []byte) {
	t.Helper()
	block, _ := recordtext.FindExpect(before)
	if block == nil {
		if !bytes.HasPrefix(after, before) {
			t.Errorf("appending changed the text before the block")
		}
		return
	}
	line := block.Value.Line
	if block.Key != nil {
		line = block.Key.Line
	}
	bl, al := strings.SplitAfter(string(before), "\n"), strings.SplitAfter(string(after), "\n")
	for i := 0; i < line-1; i++ {
		if i >= len(al) || al[i] != bl[i] {
			t.Errorf("line %d changed outside the expect: block: %q", i+1, bl[i])
			return
		}
	}
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestExpectErrors covers what is refused: a path the block does not have,
// values written with an anchor, and block scalars.
func TestExpectErrors(t *testing.T) {
	cases := []struct {
		name, src string
		path      []string
		want      string
	}{
		{"missing key", "expect:\n  result: win\n", []string{"winner"}, `no key "winner"`},
		{"not a mapping", "expect:\n  result: win\n", []string{"result", "x"}, "not inside a mapping"},
		{"anchor", "expect:\n  result: &r win\n", []string{"result"}, "anchors or aliases"},
		{"block scalar", "expect:\n  position: |\n    *8*/10\n", []string{"position"}, "block scalars"},
		{"over lines", "expect:\n  position: a\n    b\n", []string{"position"}, "several lines"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			block, lerr := recordtext.FindExpect([]byte(c.src))
			if lerr != nil || block == nil {
				t.Fatalf("FindExpect: %v", lerr)
			}
			x := &record.Expectation{Keys: []string{"result", "winner", "position"}, Result: record.Win, Position: "x"}
			_, err := rewrite.Expect([]byte(c.src), block, x, [][]string{c.path})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one that says %q", err, c.want)
			}
		})
	}
}
