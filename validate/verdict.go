package validate

import (
	"bytes"
	"encoding/json"
	"strconv"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
)

// Verdict is what validating one record found. Its JSON form is the verdict
// object of docs/format.md section 8, with "position" (the final board) and, for a
// game nobody can go on with, "blocked" added.
type Verdict struct {
	File      string        `json:"file"`
	Result    record.Result `json:"result"`
	Winner    *string       `json:"winner"`
	Turns     int           `json:"turns"` // entries applied, reshuffles included
	Error     *Error        `json:"error,omitempty"`
	Sequences TeamCounts    `json:"sequences"`
	Position  string        `json:"position,omitempty"`
	Blocked   bool          `json:"blocked,omitempty"`
	// Situation is the situation after the last legal entry
	// (docs/notation.md, section 6), where seqref validate --format json
	// gives it; empty elsewhere and when the setup is illegal.
	Situation string `json:"situation,omitempty"`
}

// Error is the first problem of a record: the entry (0 for the setup or
// outside turns:), the rule id, where it is in the file and what is wrong.
type Error struct {
	Turn    int    `json:"turn"`
	Rule    string `json:"rule"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Message string `json:"message"`
	// Player is the name of the player whose entry broke the rule, if any.
	Player string `json:"player,omitempty"`
	// Team is that player's colour, for messages; not in the JSON.
	Team string `json:"-"`
}

// TeamCount is a team's number of completed sequences.
type TeamCount struct {
	Team  engine.Team
	Count int
}

// TeamCounts are sequence counts in colour order; they marshal as a JSON
// object with the keys in that order.
type TeamCounts []TeamCount

// MarshalJSON writes {"green": 1, "blue": 0}.
func (tc TeamCounts) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, c := range tc {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Quote(c.Team.String()))
		b.WriteString(": ")
		b.WriteString(strconv.Itoa(c.Count))
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// JSON is the verdict as one line of JSON.
func (v *Verdict) JSON() []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		// Every field marshals; this cannot happen.
		panic(err)
	}
	return bytes.TrimRight(b.Bytes(), "\n")
}

func teamName(t engine.Team) *string {
	if t == engine.NoTeam {
		return nil
	}
	s := t.String()
	return &s
}
