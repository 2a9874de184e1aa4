package record

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/notation"
	"gopkg.in/yaml.v3"
)

// Record is a record file as read: every value with where it stands.
type Record struct {
	Version int
	Rules   *engine.Ruleset
	Layout  *engine.Layout // nil for the standard board
	// Board is the board file the record names, "" for the standard board.
	Board string
	// Title, Event, Date and Notes are the record's metadata as written.
	Title, Event, Date, Notes string
	Players                   []Player
	// Hands by seat; nil for a hand the record does not give.
	Hands   [][]engine.Card
	HandPos [][]Pos // where each card of each hand stands
	HandKey []Pos   // where each player's hand starts
	Deck    []engine.Card
	DeckSet bool
	DeckPos []Pos
	Start   *Start
	Turns   []Entry
	// expect is the expect: block as written, nil when there is none.
	expect *yaml.Node
	// Expectation is the expect: block decoded, nil when there is none or
	// it cannot be read; ExpectError then says why. A record whose
	// expect: block cannot be read is still a record: only the commands
	// that compare outcomes with it need it.
	Expectation *Expectation
	ExpectError *LoadError
	Question    string
	// Puzzle is the puzzle: block as written (the kind of puzzle and its
	// answer, read by the puzzle package), nil when there is none.
	Puzzle *Value

	// Where the top-level keys stand, for errors about them.
	Keys map[string]Pos
}

// Player is one entry of players:.
type Player struct {
	Name    string
	Team    engine.Team // NoTeam for a colour that is not green, blue or red
	Colour  string      // the colour as written
	Pos     Pos
	TeamPos Pos
}

// Start is the start: block.
type Start struct {
	Board       engine.Board
	Position    string
	PositionPos Pos
	Sequences   []engine.StartSequence
	SeqPos      []Pos
	ToMove      int
	Pos         Pos
}

// EntryKind is what an entry of turns: is.
type EntryKind uint8

// The kinds of entry.
const (
	PlayerTurn EntryKind = iota
	TableTalk
	Reshuffle
)

// Entry is one entry of turns:.
type Entry struct {
	Kind EntryKind
	Pos  Pos // where the entry's key stands

	// A player's turn: the seat and the notation as written and parsed
	// (ActionPos says where each action stands in the file).
	Player int
	Text   string
	Turn   notation.Turn
	value  *yaml.Node       // the turn's scalar
	text   *recordtext.Text // the file it was read from, nil when not known

	// Table talk: the team and, when written, each member's forfeit.
	Team     engine.Team
	Forfeits []engine.Forfeit

	// Reshuffle: the new pile, top first.
	Cards []engine.Card
	// CardPos is where each card of Cards (a reshuffle) or of Forfeits
	// (table talk) stands.
	CardPos []Pos
}

// Name is the player's name for the seat.
func (r *Record) Name(seat int) string {
	if seat >= 0 && seat < len(r.Players) {
		return r.Players[seat].Name
	}
	return "?"
}

// Seat returns the seat of the named player, and false when nobody has that
// name; a name matches as people mean it, whichever way its accents are
// encoded (sameName).
func (r *Record) Seat(name string) (int, bool) {
	for i, p := range r.Players {
		if p.Name == name {
			return i, true
		}
	}
	for i, p := range r.Players {
		if sameName(p.Name, name) {
			return i, true
		}
	}
	return -1, false
}

// Setup is the record's setup for the engine.
func (r *Record) Setup() engine.Setup {
	s := engine.Setup{Rules: r.Rules, Layout: r.Layout, Hands: r.Hands, Deck: r.Deck, DeckKnown: r.DeckSet}
	for _, p := range r.Players {
		s.Teams = append(s.Teams, p.Team)
	}
	if r.Start != nil {
		s.Start = &engine.Start{Board: r.Start.Board, Sequences: r.Start.Sequences, ToMove: r.Start.ToMove}
	}
	return s
}

// ActionPos is where the i-th action of a player's turn stands in the file
// (0-based i): exact for plain, quoted and block scalars, on one line or
// several, when the record was read from a file; counted from the turn's
// value otherwise. For a reshuffle it is where the i-th card of the new
// pile stands, for table talk the card of the i-th forfeit. It is the
// entry's position for an action the entry does not have (i = -1: the
// entry as a whole).
// Positions of actions are worked out when asked for, not as the record is
// read.
func (e *Entry) ActionPos(i int) Pos {
	if e.Kind != PlayerTurn && i >= 0 && i < len(e.CardPos) {
		return e.CardPos[i]
	}
	if e.Kind != PlayerTurn || e.value == nil || i < 0 || i >= len(e.Turn.Spans) {
		return e.Pos
	}
	col := e.Turn.Spans[i].Col
	if e.text != nil && e.value.Line > 0 {
		return scalarPos(e.text, e.value)(col)
	}
	return textPos(e.value)(col)
}

// Names are the players' names, seat by seat.
func (r *Record) Names() []string {
	names := make([]string, len(r.Players))
	for i, p := range r.Players {
		names[i] = p.Name
	}
	return names
}

// HasExpect reports whether the record has an expect: block, readable or
// not (Expectation, ExpectError).
func (r *Record) HasExpect() bool { return r.expect != nil }
