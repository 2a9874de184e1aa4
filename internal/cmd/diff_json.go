package cmd

import (
	"encoding/json"
	"io"

	"github.com/seqref/seqref/internal/expect"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/validate"
)

// diffJSON is what diff --format json prints: the comparison as one object
// (docs/golden-tests.md, "diff --format json").
type diffJSON struct {
	Want string `json:"want"` // the file whose expect: block is compared with
	Got  string `json:"got"`  // the record replayed
	// Same is true when every key compared agrees (exit status 0).
	Same bool          `json:"same"`
	Keys []diffKeyJSON `json:"keys"`
	// Stopped is where and why the replay stopped, when it did.
	Stopped *stoppedJSON `json:"stopped,omitempty"`
}

// stoppedJSON is where and why a replay stopped, as diff --format json
// writes it: a line, column or message that is not known is left out.
type stoppedJSON struct {
	Turn    int         `json:"turn"`
	Rule    rulebook.ID `json:"rule"`
	Line    int         `json:"line,omitempty"`
	Column  int         `json:"column,omitempty"`
	Message string      `json:"message,omitempty"`
	Player  string      `json:"player,omitempty"`
}

// diffKeyJSON is one key compared, with both values as the text form
// writes them.
type diffKeyJSON struct {
	Key  string `json:"key"`
	Want string `json:"want"`
	Got  string `json:"got"`
	Same bool   `json:"same"`
}

// diffJSONOf is the JSON form of a comparison.
func diffJSONOf(wantFile, gotFile string, cs []expect.Comparison, out *validate.Outcome) diffJSON {
	d := diffJSON{Want: wantFile, Got: gotFile, Same: true, Keys: make([]diffKeyJSON, len(cs))}
	for i, c := range cs {
		d.Keys[i] = diffKeyJSON{Key: c.Key(), Want: c.Want, Got: c.Got, Same: c.Same}
		d.Same = d.Same && c.Same
	}
	if e := out.Error; e != nil && e.Message != "" {
		d.Stopped = &stoppedJSON{Turn: e.Turn, Rule: e.Rule, Line: e.Line, Column: e.Column, Message: e.Message, Player: e.Player}
	}
	return d
}

// writeJSONLine writes a value as JSON on one line.
func writeJSONLine(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
