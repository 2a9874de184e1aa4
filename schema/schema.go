// Package schema holds the JSON Schema of Sequence records (docs/format.md section
// 5 and seqref's extensions), for editors with a YAML or JSON language server:
// they complete keys and flag mistakes as a record is written. seqref schema
// prints it; docs/record.schema.json is the same file.
//
// The schema checks a record's structure only; the notation inside turns and
// the rules of the game are for seqref validate.
package schema

import _ "embed"

//go:embed record.schema.json
var record []byte

// Record returns the JSON Schema of a record file.
func Record() []byte { return append([]byte(nil), record...) }
