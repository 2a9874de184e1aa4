package recordtext

import (
	"fmt"

	"github.com/seqref/seqref/rulebook"
)

// Error is a problem with a record's text: the rule (rulebook.SyntaxRule
// for text that does not parse, rulebook.SchemaRule for well-formed text
// that is not a record), the entry of turns: that holds the problem (0
// outside turns:), where it is, and what is wrong. It has the fields of
// record.LoadError, into which record converts it for its callers.
type Error struct {
	Rule rulebook.ID
	Turn int
	Pos  Pos
	Msg  string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%d:%d: %s [%s]", e.Pos.Line, e.Pos.Col, e.Msg, e.Rule)
}
