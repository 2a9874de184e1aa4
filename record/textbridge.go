package record

import "github.com/seqref/seqref/internal/recordtext"

// The problems recordtext finds in a record's text reach record's callers
// as *LoadError values: record converts them at its boundary.

// loadError is a problem recordtext found, as a *LoadError with the same
// fields; nil for none.
func loadError(e *recordtext.Error) *LoadError {
	if e == nil {
		return nil
	}
	return &LoadError{Rule: e.Rule, Turn: e.Turn, Pos: Pos(e.Pos), Msg: e.Msg}
}
