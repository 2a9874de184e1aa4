package ruling

import (
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/validate"
)

// Verdict is the replay's verdict for the named file, with the words that
// say why the entry (or the setup) at fault breaks its rule.
func Verdict(r *validate.Replay, file string) *validate.Verdict {
	v := r.Verdict(file)
	if v.Error != nil {
		v.Error.Message = Message(r)
	}
	return v
}

// Message says in words why a replay stopped; empty when it did not.
func Message(r *validate.Replay) string {
	if r.Violation.OK() {
		return ""
	}
	return Explain(r.Record, r.Game, r.Broken(), r.Violation)
}

// Outcome replays a record and says what it came to, with the words of
// its error.
func Outcome(rec *record.Record) *validate.Outcome {
	o, r := validate.NewOutcome(rec)
	if o.Error != nil {
		o.Error.Message = Message(r)
	}
	return o
}

// OutcomeOf reads a record written in the format and replays it; a file
// that cannot be read as a record has the invalid outcome.
func OutcomeOf(f record.Format, data []byte, opt record.LoadOptions) *validate.Outcome {
	rec, err := f.Load(data, opt)
	if err != nil {
		return validate.InvalidOutcome(err.(*record.LoadError))
	}
	return Outcome(rec)
}
