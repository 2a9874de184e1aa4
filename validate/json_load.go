package validate

import "github.com/seqref/seqref/record"

// LoadJSON reads one record from JSON: the schema of YAML records
// (docs/format.md section 5) written as a JSON object, held to the same rules,
// unknown and repeated keys included. Errors are *LoadError values with the
// line and column in the JSON text.
func LoadJSON(data []byte, opt Options) (*Record, error) {
	if max := opt.maxBytes(); max >= 0 && len(data) > max {
		return nil, tooLarge(max)
	}
	doc, text, lerr := parseJSON(data)
	if lerr != nil {
		return nil, lerr
	}
	rec, lerr := loadNode(doc, opt, text)
	if lerr != nil {
		return nil, lerr
	}
	return rec, nil
}

// Format is how a record file is written (record.Format), with the
// loader of each.
type Format record.Format

// The formats of record files.
const (
	YAML = Format(record.YAML) // one record, or a stream of records separated by ---
	JSON = Format(record.JSON) // one record as a JSON object
)

// FormatOf is the format of the named file: JSON for a name ending in
// .json (in any case), YAML otherwise.
func FormatOf(name string) Format { return Format(record.FormatOf(name)) }

// String names the format.
func (f Format) String() string { return record.Format(f).String() }

// Load reads one record written in the format.
func (f Format) Load(data []byte, opt Options) (*Record, error) {
	if f == JSON {
		return LoadJSON(data, opt)
	}
	return Load(data, opt)
}

// FindExpect finds the expectation of a record file written in the format:
// FindExpect for YAML; for JSON, the "expect" key of the top-level object,
// or nil when there is none or the text is not JSON (its replay then says
// why).
func (f Format) FindExpect(data []byte) (*ExpectBlock, *LoadError) {
	if f != JSON {
		return FindExpect(data)
	}
	doc, err := ParseJSON(data)
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
