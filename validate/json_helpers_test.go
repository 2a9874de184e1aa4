package validate_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// jsonNumber is a number as JSON writes it.
var jsonNumber = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$`)

// yamlToJSON writes a YAML record as JSON, one key or item per line with
// two spaces of indent, aliases written out. Numbers stay numbers, true
// and false stay booleans, null stays null; every other scalar is a string.
// It fails on a key that is not a scalar, which JSON cannot hold.
func yamlToJSON(data []byte) ([]byte, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		return nil, fmt.Errorf("not one document")
	}
	var b bytes.Buffer
	if err := writeJSONNode(&b, doc.Content[0], 0); err != nil {
		return nil, err
	}
	b.WriteByte('\n')
	return b.Bytes(), nil
}

func writeJSONNode(b *bytes.Buffer, n *yaml.Node, depth int) error {
	for n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	indent := strings.Repeat("  ", depth+1)
	switch n.Kind {
	case yaml.MappingNode:
		if len(n.Content) == 0 {
			b.WriteString("{}")
			return nil
		}
		b.WriteString("{\n")
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			for k.Kind == yaml.AliasNode {
				k = k.Alias
			}
			if k.Kind != yaml.ScalarNode {
				return fmt.Errorf("line %d: a key that is not a scalar", k.Line)
			}
			if i > 0 {
				b.WriteString(",\n")
			}
			b.WriteString(indent)
			writeJSONString(b, k.Value)
			b.WriteString(": ")
			if err := writeJSONNode(b, n.Content[i+1], depth+1); err != nil {
				return err
			}
		}
		b.WriteString("\n" + strings.Repeat("  ", depth) + "}")
	case yaml.SequenceNode:
		if len(n.Content) == 0 {
			b.WriteString("[]")
			return nil
		}
		b.WriteString("[\n")
		for i, c := range n.Content {
			if i > 0 {
				b.WriteString(",\n")
			}
			b.WriteString(indent)
			if err := writeJSONNode(b, c, depth+1); err != nil {
				return err
			}
		}
		b.WriteString("\n" + strings.Repeat("  ", depth) + "]")
	case yaml.ScalarNode:
		switch {
		case (n.Tag == "!!int" || n.Tag == "!!float") && jsonNumber.MatchString(n.Value):
			b.WriteString(n.Value)
		case n.Tag == "!!bool":
			b.WriteString(strings.ToLower(n.Value))
		case n.Tag == "!!null":
			b.WriteString("null")
		default:
			writeJSONString(b, n.Value)
		}
	default:
		return fmt.Errorf("line %d: a node of kind %d", n.Line, n.Kind)
	}
	return nil
}

func writeJSONString(b *bytes.Buffer, s string) {
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	b.Write(bytes.TrimSuffix(out.Bytes(), []byte("\n")))
}

// forEachYAMLFixture calls f with the path and text of every *.yaml file
// under fixtureRoots.
func forEachYAMLFixture(t *testing.T, f func(path string, data []byte)) {
	t.Helper()
	for _, root := range fixtureRoots {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || filepath.Ext(path) != ".yaml" {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			f(path, data)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
