package validate

import (
	"bytes"
	"encoding/json"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
)

// Outcome is what replaying a record came to: the verdict seqref validate
// prints, and the facts a golden test compares with a record's expect:
// block (package expect reads them). Its JSON form is the verdict object of
// docs/format.md section 8, with "position" (the final board) and, for a
// game nobody can go on with, "blocked" added; Completed, HandSizes and
// Penalties, which only expectations name, are not in it.
type Outcome struct {
	// File names the record, as output names it.
	File   string        `json:"file"`
	Result record.Result `json:"result"`
	Winner *engine.Team  `json:"winner"` // the winning team, nil when nobody has won
	// Turns is how many entries of turns: were applied, reshuffle entries
	// included (docs/library.md, "Numbers").
	Turns int `json:"turns"`
	// Error is the entry and rule that stopped the replay (or made the file
	// invalid); nil when every entry was legal.
	Error *Error `json:"error,omitempty"`
	// Sequences counts completed sequences by team, with every team of the
	// game, those of start: included.
	Sequences TeamCounts `json:"sequences"`
	// Position is the board after the last applied entry in position
	// notation; empty for an invalid record.
	Position string `json:"position,omitempty"`
	// Blocked is true when nobody can go on with the game.
	Blocked bool `json:"blocked,omitempty"`
	// Situation is the situation after the last legal entry
	// (docs/notation.md, section 6) when Options ask for it, as seqref
	// validate --format json does; empty otherwise and when the setup is
	// illegal.
	Situation string `json:"situation,omitempty"`
	// Completed lists the completed sequences in the order they were
	// completed, those of start: first.
	Completed []record.SequenceEnds `json:"-"`
	// HandSizes are the hand sizes at the end by player, in seating order,
	// of the players whose hand size is known.
	HandSizes PlayerCounts `json:"-"`
	Penalties Penalties    `json:"-"`
}

// Error is the first problem of a record: the entry of turns: (0 for the
// setup, or outside turns: for an invalid record), the rule id, where it
// is in the file and what is wrong. Expectations compare only Turn and
// Rule.
type Error struct {
	Turn   int         `json:"turn"`
	Rule   rulebook.ID `json:"rule"`
	Line   int         `json:"line"`
	Column int         `json:"column"`
	// Message says why in words: the explainer of Options writes it for
	// a replay, the loader for an invalid record.
	Message string `json:"message"`
	// Player is the name of the player whose entry broke the rule, if any.
	Player string `json:"player,omitempty"`
	// Team is that player's colour, for messages; not in the JSON.
	Team string `json:"-"`
}

// Penalties counts the penalties of docs/format.md section 4 by player: draws
// missed (nodraw) and cards forfeited for table talk. Players without a
// penalty are left out.
type Penalties struct {
	MissedDraws PlayerCounts `json:"missed_draws"`
	Forfeits    PlayerCounts `json:"forfeits"`
}

// JSON is the outcome as one line of JSON, the verdict object; "null" in
// the case, which cannot happen, of a field that does not marshal.
func (o *Outcome) JSON() []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(o); err != nil {
		return []byte("null")
	}
	return bytes.TrimRight(b.Bytes(), "\n")
}
