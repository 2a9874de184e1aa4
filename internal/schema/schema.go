// Package schema holds the JSON Schema of Sequence records (docs/format.md section
// 5 and seqref's extensions), for editors with a YAML or JSON language server:
// they complete keys and flag mistakes as a record is written. seqref schema
// prints it; docs/record.schema.json is the same file.
//
// The schema checks a record's structure only; the notation inside turns and
// the rules of the game are for seqref validate.
package schema

import (
	"bytes"
	_ "embed"
	"regexp"
	"strconv"
	"strings"

	"github.com/seqref/seqref/engine"
)

// template is the schema as written, its list of rulesets included.
//
//go:embed record.schema.json
var template []byte

// rulesetEnum is the list of ruleset names of the ruleset key in template.
var rulesetEnum = regexp.MustCompile(`("ruleset": \{[^\n]*"enum": )\[[^\]\n]*\]`)

// record is template with the names of engine.Rulesets as the ruleset
// key's enum, so that the schema knows every ruleset the engine does.
var record = withRulesets(template, engine.RulesetNames())

// withRulesets puts names, in order, as the enum of the ruleset key.
func withRulesets(schema []byte, names []string) []byte {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = strconv.Quote(n)
	}
	list := "[" + strings.Join(quoted, ", ") + "]"
	return rulesetEnum.ReplaceAllFunc(schema, func(m []byte) []byte {
		prefix := rulesetEnum.FindSubmatch(m)[1]
		return append(bytes.Clone(prefix), list...)
	})
}

// Record returns the JSON Schema of a record file.
func Record() []byte { return append([]byte(nil), record...) }
