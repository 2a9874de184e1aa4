package record

import (
	"io"
)

// Load reads one record written in the format: it decodes YAML (Load) or
// JSON (LoadJSON).
func (f Format) Load(data []byte, opt LoadOptions) (*Record, error) {
	if f == JSON {
		return LoadJSON(data, opt)
	}
	return Load(data, opt)
}

// Encode writes a record in the format, in canonical form: it encodes YAML
// (EncodeYAML) or JSON (EncodeJSON). What it writes, Load reads back as the
// same record.
func (f Format) Encode(w io.Writer, rec *Record) error {
	if f == JSON {
		return EncodeJSON(w, rec)
	}
	return EncodeYAML(w, rec)
}

// FindExpect finds the expectation of a record file written in the format:
// FindExpect for YAML; for JSON, the "expect" key of the top-level object,
// or nil when there is none or the text is not JSON (loading the record
// then says why).
func (f Format) FindExpect(data []byte) (*ExpectBlock, error) {
	if f != JSON {
		return FindExpect(data)
	}
	doc, _, err := parseJSON(data)
	if err != nil {
		return nil, nil
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		if k := root.Content[i]; k.Value == "expect" {
			return &ExpectBlock{Key: k, Value: root.Content[i+1]}, nil
		}
	}
	return nil, nil
}
