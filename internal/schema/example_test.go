package schema_test

import (
	"encoding/json"
	"fmt"

	"github.com/seqref/seqref/internal/schema"
)

// The JSON Schema of record files is one embedded document, for editors.
func ExampleRecord() {
	var doc struct {
		Schema string `json:"$schema"`
		Type   string `json:"type"`
	}
	if err := json.Unmarshal(schema.Record(), &doc); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(doc.Schema)
	fmt.Println(doc.Type)
	// Output:
	// https://json-schema.org/draft/2020-12/schema
	// object
}
