package record

import "gopkg.in/yaml.v3"

// LoadNode is loadNode for the benchmarks of package record_test: one
// record from a parsed YAML document, without the file's text.
func LoadNode(doc *yaml.Node, opt LoadOptions) (*Record, error) {
	rec, err := loadNode(doc, opt, nil, nil)
	if err != nil {
		return nil, err
	}
	return rec, nil
}
