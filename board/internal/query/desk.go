package query

import (
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// Desk is the Ask tab of the board page: a position, the palette tool a
// tap of the board uses, the entry being built and the ruling on it. The
// page holds one and draws its State after every call; the taps' meaning
// lives here, not in the page's script (docs/board.md, "Ask").
type Desk struct {
	situation string
	tool      string // "play", or a palette kind (Put), or "erase"
	end       string // the first end tapped with a sequence tool
	card      string // the card chosen for the next play
	dead      bool   // the next card named is turned in as dead
	entry     []string
	ruled     bool // the entry was ruled on: the next tap starts anew
	ruling    *Ruling
	width     int
}

// DeskState is what the page draws of a Desk: the position (View), the
// tool, the first end of a sequence being marked, the card chosen, the
// entry being built with the spaces it names, the ruling on it when it is
// whole, and the lines of chips that look like a sequence not marked as
// one (Unmarked).
type DeskState struct {
	View     View     `json:"view"`
	Tool     string   `json:"tool"`
	End      string   `json:"end,omitempty"`
	Card     string   `json:"card,omitempty"`
	Dead     bool     `json:"dead,omitempty"`
	Entry    string   `json:"entry"`
	Spaces   []string `json:"spaces"`
	Ruling   *Ruling  `json:"ruling,omitempty"`
	Unmarked []Line   `json:"unmarked"`
}

// NewDesk is a desk at a situation, the tool "play".
func NewDesk(text string) *Desk {
	d := &Desk{tool: "play"}
	d.Look(text)
	return d
}

// Look sets the position (a situation's text) and starts a new entry.
func (d *Desk) Look(text string) DeskState {
	if s, err := notation.ParseSituation(text); err == nil {
		text = notation.FormatSituation(s)
	}
	d.situation = text
	d.fresh()
	return d.State()
}

// Width sets how many columns the ruling's detail takes (0: as seqref
// referee writes it).
func (d *Desk) Width(n int) { d.width = n }

// Tool chooses what a tap of the board does: "play" builds the entry;
// "g", "b", "r" put a team's chip; "G", "B", "R" mark a completed
// sequence by its two ends; "erase" empties a space.
func (d *Desk) Tool(tool string) DeskState {
	if tool == "play" || tool == "erase" {
		d.tool = tool
	} else if _, _, ok := kindOf(tool); ok && tool != "" {
		d.tool = tool
	}
	d.end = ""
	return d.State()
}

// Tap is a tap of a space with the desk's tool.
func (d *Desk) Tap(space string) DeskState {
	switch {
	case d.tool == "play":
		d.play(space)
	case d.tool == "erase":
		d.Look(Put(d.situation, space, ""))
	case d.tool >= "A" && d.tool <= "Z":
		d.sequenceEnd(space)
	default:
		d.Look(Put(d.situation, space, d.tool))
	}
	return d.State()
}

// sequenceEnd takes one end of a sequence being marked: the first is
// kept, the second marks the five spaces between them (Mark). A second
// end not five spaces away in a line becomes the first end instead; the
// same space tapped twice drops it.
func (d *Desk) sequenceEnd(space string) {
	switch {
	case d.end == space:
		d.end = ""
	case d.end == "":
		d.end = space
	default:
		next := Mark(d.situation, d.end, space, strings.ToLower(d.tool))
		if next == d.situation {
			d.end = space
			return
		}
		d.Look(next)
	}
}

// MarkLine marks a line as a completed sequence (Mark), the one-tap fix
// of a line Unmarked lists.
func (d *Desk) MarkLine(from, to, team string) DeskState {
	return d.Look(Mark(d.situation, from, to, team))
}

// Card chooses a card for the next play, or names the card turned in as
// dead after Dead; choosing the chosen card again drops it.
func (d *Desk) Card(card string) DeskState {
	d.restart()
	switch {
	case d.dead:
		d.dead = false
		d.entry = append(d.entry, "dead "+card)
	case d.card == card:
		d.card = ""
	default:
		d.card = card
	}
	return d.State()
}

// Dead says that the next card named (a card, or a space tapped: the card
// it shows) is turned in as dead; called again, it takes that back.
func (d *Desk) Dead() DeskState {
	d.restart()
	d.dead = !d.dead
	return d.State()
}

// Pass ends the entry with a pass and rules on it.
func (d *Desk) Pass() DeskState {
	d.restart()
	d.entry = append(d.entry, "pass")
	d.rule()
	return d.State()
}

// Entry rules on an entry typed in turn notation (docs/notation.md,
// section 4).
func (d *Desk) Entry(text string) DeskState {
	d.fresh()
	if text = strings.TrimSpace(text); text != "" {
		d.entry = []string{text}
		d.rule()
	}
	return d.State()
}

// Clear empties the board, keeping the ruleset, seating, mover and hand.
func (d *Desk) Clear() DeskState {
	s, err := notation.ParseSituation(d.situation)
	if err != nil {
		return d.Look(emptyBoard)
	}
	s.Board, s.Sequences = engine.Board{}, nil
	return d.Look(notation.FormatSituation(s))
}

// emptyBoard is the situation of a fresh page.
const emptyBoard = "*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 ?"

// play is a tap of a space with the tool "play": the card chosen played
// there (or taking its chip), a one-eyed jack taking the chip of a space
// tapped with no card chosen, the card the space shows played there, or,
// after Dead, that card turned in. A whole entry is ruled on at once.
func (d *Desk) play(space string) {
	d.restart()
	s, err := notation.ParseSituation(d.situation)
	sp, serr := notation.ParseSpace(space)
	if err != nil || serr != nil {
		return
	}
	shown := engine.StandardLayout.Card(sp).String()
	taken := !sp.IsCorner() && s.Board.TeamAt(sp) != engine.NoTeam
	card := d.card
	switch {
	case d.dead && !sp.IsCorner():
		d.dead = false
		d.entry = append(d.entry, "dead "+shown)
		return
	case card == "" && sp.IsCorner():
		return
	case card == "" && taken:
		card = removeCard(s)
	case card == "":
		card = shown
	}
	if taken {
		d.entry = append(d.entry, card+"x"+space)
	} else {
		d.entry = append(d.entry, card+"@"+space)
	}
	d.card = ""
	d.rule()
}

// removeCard is the card that takes a chip off for the player to move: a
// card of the hand that removes, or else the ruleset's first.
func removeCard(s notation.Situation) string {
	cards := s.Rules.RemoveCards()
	for _, c := range s.Hand.Cards {
		if s.Rules.Kind(c) == engine.Removal {
			return c.String()
		}
	}
	if len(cards) == 0 {
		return "JS"
	}
	return cards[0].String()
}

// rule rules on the entry; the next tap starts a new one.
func (d *Desk) rule() {
	r := Rule(d.situation, strings.Join(d.entry, "; "), d.width)
	d.ruling, d.ruled = &r, true
}

// restart starts a new entry after one that was ruled on.
func (d *Desk) restart() {
	if d.ruled {
		d.entry, d.ruling, d.ruled = nil, nil, false
	}
}

// fresh drops the entry, the card chosen and the ruling: the position
// changed.
func (d *Desk) fresh() {
	d.entry, d.ruling, d.ruled, d.dead, d.end, d.card = nil, nil, false, false, "", ""
}

// State is what the page draws.
func (d *Desk) State() DeskState {
	st := DeskState{View: Look(d.situation), Tool: d.tool, End: d.end, Card: d.card, Dead: d.dead,
		Entry: strings.Join(d.entry, "; "), Spaces: []string{}, Ruling: d.ruling, Unmarked: Unmarked(d.situation)}
	for _, a := range d.entry {
		if i := strings.LastIndexAny(a, "@x"); i >= 0 {
			st.Spaces = append(st.Spaces, a[i+1:])
		}
	}
	if st.Entry != "" && !d.ruled {
		st.Entry += "; "
	}
	return st
}
