package ruling

import (
	"bytes"
	"encoding/json"

	"github.com/seqref/seqref/validate"
)

// EntryFacts are what one entry of turns: did that its notation does not
// show, found by replaying the record: the dead cards held when it began,
// where a short-form placement went, whose chip a remove card took, the
// cards drawn that the record does not write, penalties, reshuffles,
// completed sequences, the win, or the rule the entry broke. Notes says the
// same in words, one sentence each, for seqref annotate's comments.
type EntryFacts struct {
	// Entry is the 1-based index in turns:, 0 for a setup that breaks a
	// rule (then no entry is judged).
	Entry int `json:"entry"`
	// Kind is turn, table-talk, reshuffle or setup.
	Kind   string `json:"kind"`
	Line   int    `json:"line"`   // where the entry's key stands
	Column int    `json:"column"` // (for the setup: where its fault is)
	Player string `json:"player,omitempty"`

	DeadHeld []DeadHeld `json:"dead_held,omitempty"`
	TurnedIn *TurnedIn  `json:"turned_in,omitempty"`
	Placed   *Placed    `json:"placed,omitempty"`
	Removed  *Removed   `json:"removed,omitempty"`
	// Drew is the card drawn after the play, when the record does not
	// write it and the pile is known. A win ends the game at the placement:
	// nothing drawn after it is told.
	Drew       string          `json:"drew,omitempty"`
	NoCardLeft bool            `json:"no_card_left,omitempty"` // nothing was left to draw
	Reshuffles int             `json:"reshuffles,omitempty"`   // times the pile ran out
	Penalty    *Penalty        `json:"penalty,omitempty"`
	Sequences  []NewSequence   `json:"sequences,omitempty"`
	Winner     string          `json:"winner,omitempty"`  // the team that won with this entry
	Blocked    bool            `json:"blocked,omitempty"` // nobody can go on from here
	Error      *validate.Error `json:"error,omitempty"`   // why the entry (or setup) is illegal
	Notes      []string        `json:"notes"`
}

// DeadHeld is a dead card in a known hand when an entry began: both spaces
// that show it are covered.
type DeadHeld struct {
	Player  string   `json:"player"`
	Card    string   `json:"card"`
	Count   int      `json:"count"`   // copies held
	Covered []string `json:"covered"` // the spaces that show it
	// TurnedIn is true when the entry's player turns it in.
	TurnedIn bool `json:"turned_in,omitempty"`
}

// TurnedIn is the dead card an entry turned in, and its replacement when
// the record does not write it and the pile is known.
type TurnedIn struct {
	Card    string   `json:"card"`
	Covered []string `json:"covered"`
	Drew    string   `json:"drew,omitempty"`
}

// Placed is where a placement written without its space went.
type Placed struct {
	Card  string `json:"card"`
	Space string `json:"space"`
	// Other is the other space that shows the card (covered), if any.
	Other string `json:"other,omitempty"`
}

// Removed is the chip a remove card took off the board.
type Removed struct {
	Card  string `json:"card"`
	Space string `json:"space"`
	Team  string `json:"team"`
}

// Penalty is a penalty an entry applied: a missed draw (nodraw) or table
// talk.
type Penalty struct {
	Kind    string          `json:"kind"` // nodraw or table-talk
	Team    string          `json:"team,omitempty"`
	Players []PenaltyPlayer `json:"players"`
}

// PenaltyPlayer is one player's part of a penalty: the card forfeited for
// table talk (empty when the record does not say) and the cards left in hand
// after it, when known.
type PenaltyPlayer struct {
	Player    string `json:"player"`
	Card      string `json:"card,omitempty"`
	CardsLeft *int   `json:"cards_left,omitempty"`
}

// NewSequence is a sequence an entry completed, with the team's count after
// it and the count the team needs to win.
type NewSequence struct {
	Team  string `json:"team"`
	From  string `json:"from"`
	To    string `json:"to"`
	Count int    `json:"count"`
	Need  int    `json:"need"`
}

// JSON is the facts as one line of JSON.
func (f *EntryFacts) JSON() []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(f); err != nil {
		// Every field marshals; this cannot happen.
		panic(err)
	}
	return bytes.TrimRight(b.Bytes(), "\n")
}
