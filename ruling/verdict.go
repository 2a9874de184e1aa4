package ruling

import (
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/validate"
)

// Outcome is what the replay came to, for the record named file, with the
// words that say why the entry (or the setup) at fault breaks its rule.
func Outcome(r *validate.Replay, file string) *validate.Outcome {
	return r.Outcome(Options(file))
}

// Judge replays a record and says what it came to, with the words of its
// error.
func Judge(rec *record.Record, file string) *validate.Outcome {
	return validate.Judge(rec, Options(file))
}

// Options are validate's options for the record named file with the
// referee's words as the explainer (Message).
func Options(file string) validate.Options {
	return validate.Options{File: file, Explain: Message}
}

// Message says in words why a replay stopped; empty when it did not.
func Message(r *validate.Replay) string {
	if r.Violation.OK() {
		return ""
	}
	return Explain(r.Record, r.Game, r.Broken(), r.Violation)
}
