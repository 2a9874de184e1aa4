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
