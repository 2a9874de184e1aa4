package record

import (
	"fmt"

	"github.com/seqref/seqref/rulebook"
)

// LoadError is a record that cannot be read: the rule
// (rulebook.SyntaxRule for YAML that does not parse or notation that
// cannot be read, rulebook.SchemaRule for well-formed YAML that is not a
// record, rulebook.UnreadableRule for a file that cannot be read at all or
// is past the size limit, docs/format.md section 5), the entry of turns:
// that holds the problem (0 outside turns:), where it is, and what is
// wrong.
type LoadError struct {
	Rule rulebook.ID
	Turn int
	Pos  Pos
	Msg  string
}

func (e *LoadError) Error() string {
	return fmt.Sprintf("%d:%d: %s [%s]", e.Pos.Line, e.Pos.Col, e.Msg, e.Rule)
}
