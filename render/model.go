package render

import (
	"github.com/seqref/seqref/engine"
)

// Model is everything a drawing of one position shows. Its JSON form is what
// "seqref show --format json" prints.
type Model struct {
	Ruleset string `json:"ruleset"`
	// Entries is how many entries of the record were applied to reach the
	// position.
	Entries int `json:"entries"`
	// Spaces are the 100 spaces, A1 first, row by row (A1..J1, A2..J2...).
	Spaces []Cell `json:"spaces"`
	// Sequences are the completed sequences in the order they were made.
	Sequences []Sequence `json:"sequences"`
	// Teams are the teams in play in colour order.
	Teams []TeamState `json:"teams"`
	// LastMove is the entry that led to the position, if any.
	LastMove *Move `json:"last_move,omitempty"`
	// Marked lists the spaces the drawing marks (the last move's, or those a
	// ruling is about).
	Marked   []string `json:"marked,omitempty"`
	Hands    []Hand   `json:"hands"`
	DrawPile Pile     `json:"draw_pile"`
	// Discards is how many cards were discarded since the last reshuffle.
	Discards int    `json:"discards"`
	ToMove   string `json:"to_move,omitempty"`
	Winner   string `json:"winner,omitempty"`
	// Blocked is true when nobody can ever play again: no card is left and
	// no hand holds a playable card.
	Blocked  bool   `json:"blocked,omitempty"`
	Position string `json:"position"`
}

// Cell is one space of the board.
type Cell struct {
	Space string `json:"space"`
	// Card is the card the space shows, "XX" on a corner.
	Card   string `json:"card"`
	Corner bool   `json:"corner,omitempty"`
	// Team is the colour of the chip on the space, "" when there is none.
	Team   string `json:"team,omitempty"`
	Locked bool   `json:"locked,omitempty"`
	// Sequences are the indexes in Model.Sequences of the sequences that
	// hold the space.
	Sequences []int `json:"sequences,omitempty"`
	// Last is true on the space of the last move.
	Last bool `json:"last,omitempty"`
	// Marked is true on the spaces the drawing marks.
	Marked bool `json:"marked,omitempty"`
}

// Sequence is a completed sequence: its team, its ends and its five spaces.
type Sequence struct {
	Team      string   `json:"team"`
	From      string   `json:"from"`
	To        string   `json:"to"`
	Direction string   `json:"direction"`
	Spaces    []string `json:"spaces"`
}

// Name is the sequence as its two ends: "B6-F6".
func (q Sequence) Name() string { return q.From + "-" + q.To }

// TeamState is a team: its colour, its players, and its sequences.
type TeamState struct {
	Team      string   `json:"team"`
	Players   []string `json:"players"`
	Sequences int      `json:"sequences"`
	Need      int      `json:"need"`
}

// Hand is what is known of one player's hand.
type Hand struct {
	Player string `json:"player"`
	Team   string `json:"team"`
	Known  bool   `json:"known"`
	// Cards are a known hand's cards in card order; nil for an unknown hand.
	Cards []string `json:"cards"`
	// Dead are the dead cards a known hand holds, once each.
	Dead []string `json:"dead"`
	// Size is the number of cards, nil when it is not known.
	Size *int `json:"size"`
}

// Pile is what is known of the draw pile.
type Pile struct {
	// Size is the number of cards, nil when it is not known.
	Size *int `json:"size"`
}

// Move is an entry of a record, as a drawing shows it.
type Move struct {
	Entry int `json:"entry"`
	// Kind is place, remove, pass, table-talk or reshuffle.
	Kind   string `json:"kind"`
	Player string `json:"player,omitempty"`
	Team   string `json:"team,omitempty"`
	// Text is the entry in canonical notation.
	Text  string `json:"text"`
	Card  string `json:"card,omitempty"`
	Space string `json:"space,omitempty"`
	// Removed is the colour of the chip a removal took off.
	Removed string `json:"removed,omitempty"`
}

// The kinds of move.
const (
	MovePlace     = "place"
	MoveRemove    = "remove"
	MovePass      = "pass"
	MoveTableTalk = "table-talk"
	MoveReshuffle = "reshuffle"
)

// New draws the position of a game; names are the players' names by seat.
func New(g *engine.Game, names []string) *Model {
	m := &Model{Ruleset: g.Rules().Name, Position: g.String(),
		Discards: g.Discards(), Blocked: g.Blocked()}
	b := g.Board()
	m.Spaces = make([]Cell, engine.NumSpaces)
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		c := Cell{Space: s.String(), Card: "XX", Corner: s.IsCorner()}
		if !s.IsCorner() {
			c.Card = g.Layout().Card(s).String()
		}
		if t := b.TeamAt(s); t != engine.NoTeam {
			c.Team, c.Locked = t.String(), b.Locked(s)
		}
		m.Spaces[s] = c
	}
	for i, q := range g.Sequences() {
		spaces := q.Spaces()
		seq := Sequence{Team: q.Team.String(), From: q.From.String(), To: q.To().String(), Direction: q.Dir.String()}
		for _, s := range spaces {
			seq.Spaces = append(seq.Spaces, s.String())
			m.Spaces[s].Sequences = append(m.Spaces[s].Sequences, i)
		}
		m.Sequences = append(m.Sequences, seq)
	}
	for _, t := range g.Teams() {
		ts := TeamState{Team: t.String(), Sequences: g.SequenceCount(t), Need: g.Need()}
		for p := 0; p < g.Players(); p++ {
			if g.TeamOf(p) == t {
				ts.Players = append(ts.Players, nameOf(names, p))
			}
		}
		m.Teams = append(m.Teams, ts)
	}
	for p := 0; p < g.Players(); p++ {
		m.Hands = append(m.Hands, handOf(g, p, nameOf(names, p)))
	}
	if n, ok := g.Pile().Size(); ok {
		m.DrawPile.Size = &n
	}
	if w := g.Winner(); w != engine.NoTeam {
		m.Winner = w.String()
	} else {
		m.ToMove = nameOf(names, g.ToMove())
	}
	return m
}

func handOf(g *engine.Game, p int, name string) Hand {
	h := g.Hand(p)
	out := Hand{Player: name, Team: g.TeamOf(p).String(), Known: h.Known()}
	if n, ok := h.Size(); ok {
		out.Size = &n
	}
	if out.Known {
		out.Cards, out.Dead = cardNames(h.Cards()), cardNames((engine.CardSetOf(h.Cards()...) & g.DeadSet()).Cards())
		n := len(out.Cards)
		out.Size = &n
	}
	return out
}

func cardNames(cards []engine.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}

func nameOf(names []string, p int) string {
	if p >= 0 && p < len(names) {
		return names[p]
	}
	return "?"
}

// Mark marks spaces on the drawing. Spaces off the board are left out.
func (m *Model) Mark(spaces ...engine.Space) {
	for _, s := range spaces {
		if !s.Valid() || m.Spaces[s].Marked {
			continue
		}
		m.Spaces[s].Marked = true
		m.Marked = append(m.Marked, s.String())
	}
}

// SetLastMove records the entry that led to the position and marks its space.
func (m *Model) SetLastMove(mv *Move) {
	m.LastMove = mv
	if mv == nil || mv.Space == "" {
		return
	}
	for i := range m.Spaces {
		if m.Spaces[i].Space == mv.Space {
			m.Spaces[i].Last = true
			m.Mark(engine.Space(i))
		}
	}
}

// MoveOf is the move of a player's legal entry: the entry's index, the
// player, the entry in canonical notation and the engine's report of it.
func MoveOf(entry int, player string, team engine.Team, text string, rep *engine.Report) *Move {
	mv := &Move{Entry: entry, Kind: MovePlace, Player: player, Team: team.String(), Text: text}
	switch {
	case rep.Card == engine.NoCard:
		mv.Kind = MovePass
	case rep.Removed != engine.NoTeam:
		mv.Kind, mv.Removed = MoveRemove, rep.Removed.String()
	}
	if rep.Card != engine.NoCard {
		mv.Card, mv.Space = rep.Card.String(), rep.Space.String()
	}
	return mv
}
