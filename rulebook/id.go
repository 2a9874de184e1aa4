package rulebook

import "github.com/seqref/seqref/engine"

// ID is a rule id as verdicts write it (docs/format.md section 8): an
// engine rule's ("remove-own"), a principle's or a penalty's
// ("dead-card", "missed-draw"), or a problem that makes a file no record
// ("syntax"). It is text in JSON.
type ID string

// IDOf is the id of an engine rule; engine.NoRule's is "".
func IDOf(r engine.Rule) ID { return ID(r.String()) }
