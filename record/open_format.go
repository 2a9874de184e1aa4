package record

import (
	"path/filepath"
	"strings"
)

// Format is how a record file is written.
type Format uint8

// The formats of record files.
const (
	YAML Format = iota // one record, or a stream of records separated by ---
	JSON               // one record as a JSON object
)

// FormatOf is the format of the named file: JSON for a name ending in
// .json (in any case), YAML otherwise.
func FormatOf(name string) Format {
	if strings.EqualFold(filepath.Ext(name), ".json") {
		return JSON
	}
	return YAML
}

// String names the format.
func (f Format) String() string {
	if f == JSON {
		return "JSON"
	}
	return "YAML"
}
