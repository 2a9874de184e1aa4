package validate

import (
	"errors"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
)

// Invalid is the outcome of a file that cannot be read as a record, named
// file in output: err is what record's loader gave, a *record.LoadError
// (or a *record.Error for a file that cannot be read), found with
// errors.As. Any other error is the file's as a whole, rule unreadable.
func Invalid(file string, err error) *Outcome {
	var le *record.LoadError
	var fe *record.Error
	switch {
	case errors.As(err, &le):
	case errors.As(err, &fe):
		le = fe.LoadError()
	default:
		le = &record.LoadError{Rule: rulebook.UnreadableRule, Pos: record.Pos{Line: 1, Col: 1}}
		if err != nil {
			le.Msg = err.Error()
		}
	}
	return &Outcome{File: file, Result: record.Invalid, Sequences: TeamCounts{}, Completed: []record.SequenceEnds{},
		HandSizes: PlayerCounts{}, Penalties: Penalties{MissedDraws: PlayerCounts{}, Forfeits: PlayerCounts{}},
		Error: &Error{Turn: le.Turn, Rule: le.Rule, Line: le.Pos.Line, Column: le.Pos.Col, Message: le.Msg}}
}
