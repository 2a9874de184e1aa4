package query

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/moves"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/situation"
)

// View is a situation as the page draws it: the canonical situation, the
// chip on every space, the ruleset, seating, mover and hand, and the legal
// plays of the mover with the dead cards and open threats (package moves).
// Error says why the text is not a situation, or why the situation cannot
// arise; the other fields are then empty, or hold what could be read.
type View struct {
	Situation string   `json:"situation"`
	Error     string   `json:"error,omitempty"`
	Cells     []Cell   `json:"cells"`
	Rules     string   `json:"rules"`
	Seating   string   `json:"seating"`
	Mover     int      `json:"mover"` // 1 for the first seat
	Team      string   `json:"team"`
	Hand      []string `json:"hand"`
	HandKnown bool     `json:"handKnown"`
	Winner    string   `json:"winner,omitempty"`
	Moves     *Moves   `json:"moves,omitempty"`
}

// Cell is one space of the board: the card it shows, the letter of the
// team whose chip is on it ("" for none, "*" for a free corner), and
// whether the chip is locked in a sequence.
type Cell struct {
	Space  string `json:"space"`
	Card   string `json:"card"`
	Chip   string `json:"chip"`
	Locked bool   `json:"locked,omitempty"`
}

// Moves are the legal plays of the mover (moves.List), as seqref moves
// --format json writes them: each play's action in canonical notation.
type Moves struct {
	Over    bool     `json:"over"`
	Pass    bool     `json:"pass"`
	Dead    []string `json:"dead"`
	Plays   []Play   `json:"plays"`
	Threats []string `json:"threats"` // the open spaces of the threats, each once
}

// Play is one legal play: its action, card and space, and whether it
// completes a sequence or wins.
type Play struct {
	Action    string `json:"action"`
	Card      string `json:"card"`
	Space     string `json:"space"`
	Remove    bool   `json:"remove,omitempty"`
	Sequences int    `json:"sequences,omitempty"`
	Wins      bool   `json:"wins,omitempty"`
}

// Look reads a situation (docs/notation.md section 6) and lists what the
// page shows of it.
func Look(text string) View {
	s, err := notation.ParseSituation(text)
	if err != nil {
		return View{Situation: text, Error: err.Error(), Cells: cells(nil)}
	}
	v := viewOf(s)
	g, err := situation.NewGame(s)
	if err != nil {
		v.Error = setupError(s, err)
		return v
	}
	v.Moves = movesOf(moves.List(g))
	if w := g.Winner(); w != engine.NoTeam {
		v.Winner = w.String()
	}
	return v
}

// viewOf is what a situation says, without judging it.
func viewOf(s notation.Situation) View {
	v := View{Situation: notation.FormatSituation(s), Cells: cells(&s.Board), Rules: s.Rules.Name,
		Seating: seatingText(s.Seating), Mover: s.ToMove + 1, Hand: []string{}, HandKnown: s.Hand.Known()}
	if s.ToMove >= 0 && s.ToMove < len(s.Seating) {
		v.Team = s.Seating[s.ToMove].String()
	}
	for _, c := range s.Hand.Cards {
		v.Hand = append(v.Hand, c.String())
	}
	return v
}

// cells lists the spaces of the standard board with the chips of b (none
// when b is nil).
func cells(b *engine.Board) []Cell {
	out := make([]Cell, engine.NumSpaces)
	for sp := engine.Space(0); sp < engine.NumSpaces; sp++ {
		c := Cell{Space: sp.String(), Card: engine.StandardLayout.Card(sp).String()}
		switch {
		case sp.IsCorner():
			c.Chip, c.Card = "*", "*"
		case b != nil && b.TeamAt(sp) != engine.NoTeam:
			c.Chip, c.Locked = string(b.TeamAt(sp).Letter()), b.Locked(sp)
		}
		out[sp] = c
	}
	return out
}

// movesOf is a listing as the page reads it.
func movesOf(l moves.Listing) *Moves {
	m := &Moves{Over: l.Over, Pass: l.Pass, Dead: cardTexts(l.Dead), Plays: []Play{}, Threats: []string{}}
	for _, p := range l.Plays {
		m.Plays = append(m.Plays, Play{Action: notation.FormatAction(p.Action), Card: p.Action.Card.String(),
			Space: p.Action.Space.String(), Remove: p.Action.Kind == engine.Take, Sequences: len(p.Sequences), Wins: p.Wins})
	}
	// Two threats may share their open space; the page marks it once.
	var open engine.SpaceSet
	for _, t := range l.Threats {
		if !open.Has(t.Open) {
			open = open.With(t.Open)
			m.Threats = append(m.Threats, t.Open.String())
		}
	}
	return m
}

func cardTexts(cards []engine.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}

func seatingText(teams []engine.Team) string {
	b := make([]byte, len(teams))
	for i, t := range teams {
		b[i] = t.Letter()
	}
	return string(b)
}
