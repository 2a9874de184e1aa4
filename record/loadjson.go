package record

import "github.com/seqref/seqref/internal/recordtext"

// LoadJSON reads one record from JSON: the schema of YAML records
// (docs/format.md section 5) written as a JSON object, held to the same rules,
// unknown and repeated keys included. Errors are *LoadError values with the
// line and column in the JSON text.
func LoadJSON(data []byte, opt LoadOptions) (*Record, error) {
	if max := opt.maxBytes(); max >= 0 && len(data) > max {
		return nil, tooLarge(max)
	}
	doc, text, terr := recordtext.ParseJSON(data)
	if terr != nil {
		return nil, loadError(terr)
	}
	rec, lerr := loadNode(doc, opt, text, data)
	if lerr != nil {
		return nil, lerr
	}
	return rec, nil
}
