package record

import "fmt"

// Problem kinds for records that cannot be read (result invalid), with
// RuleUnreadable for a file that cannot be read at all.
const (
	RuleSyntax = "syntax" // YAML that does not parse, or notation that cannot be read
	RuleSchema = "schema" // well-formed YAML that is not a record
)

// LoadError is a record that cannot be read: the rule (syntax, schema or
// unreadable), the entry of turns: that holds the problem (0 outside turns:),
// where it is, and what is wrong.
type LoadError struct {
	Rule string
	Turn int
	Pos  Pos
	Msg  string
}

func (e *LoadError) Error() string {
	return fmt.Sprintf("%d:%d: %s [%s]", e.Pos.Line, e.Pos.Col, e.Msg, e.Rule)
}
