package record

import (
	"github.com/seqref/seqref/internal/recordtext"
	"gopkg.in/yaml.v3"
)

// recordKeys are the keys every record has (docs/format.md): a text whose
// top level is a mapping with none of them is not a record at all.
var recordKeys = [...]string{"sequence", "ruleset", "players", "turns"}

// HoldsRecord reports whether data, written in the format, is meant as a
// record: it parses, and its top level is a mapping that has at least one
// of the keys every record has (sequence, ruleset, players, turns),
// however wrong the rest. A package.json or a CI workflow is not;
// seqref test --update adds an expect: block only to a text that is.
func (f Format) HoldsRecord(data []byte) bool {
	var doc *yaml.Node
	var err *recordtext.Error
	if f == JSON {
		doc, _, err = recordtext.ParseJSON(data)
	} else {
		doc, err = recordtext.ParseYAML(recordtext.NewText(data))
	}
	if err != nil || doc == nil || len(doc.Content) == 0 {
		return false
	}
	root := deref(doc.Content[0])
	if root.Kind != yaml.MappingNode {
		return false
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k := deref(root.Content[i])
		for _, want := range recordKeys {
			if k.Kind == yaml.ScalarNode && k.Value == want {
				return true
			}
		}
	}
	return false
}
