package situation

import (
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// Of is the situation of a game: its board and sequences, its ruleset and
// seating, the seat to move, what is known of that player's hand, and the
// size of the draw pile when it is known. The board a game is played on is
// not part of a situation.
func Of(g *engine.Game) notation.Situation {
	s := notation.Situation{
		Board:  *g.Board(),
		Rules:  g.Rules(),
		ToMove: g.ToMove(),
		Pile:   -1,
	}
	for _, q := range g.Sequences() {
		s.Sequences = append(s.Sequences, engine.StartSequence{Team: q.Team, From: q.From, To: q.To()})
	}
	for p := 0; p < g.Players(); p++ {
		s.Seating = append(s.Seating, g.TeamOf(p))
	}
	h := g.Hand(g.ToMove())
	size, sized := h.Size()
	switch {
	case h.Known():
		s.Hand.Cards = h.Cards()
	case sized:
		s.Hand.Unknown = size
	default:
		s.Hand.SizeUnknown = true
	}
	if n, ok := g.Pile().Size(); ok {
		s.Pile = n
	}
	return s
}

// Setup is the setup of the game a situation describes: the seating, the
// mover's hand when every card of it is known, and the board, sequences and
// seat to move as a start position. It fails when the situation names a
// seat that has no player or no ruleset; engine.NewGame checks the rest.
func Setup(s notation.Situation) (engine.Setup, error) {
	if s.Rules == nil {
		return engine.Setup{}, fmt.Errorf("the situation has no ruleset")
	}
	if s.ToMove < 0 || s.ToMove >= len(s.Seating) {
		return engine.Setup{}, fmt.Errorf("seat %d is to move, but the seating %s has %d %s",
			s.ToMove+1, seatingText(s.Seating), len(s.Seating), plural(len(s.Seating), "seat", "seats"))
	}
	setup := engine.Setup{
		Rules: s.Rules,
		Teams: append([]engine.Team(nil), s.Seating...),
		Start: &engine.Start{Board: s.Board, Sequences: append([]engine.StartSequence(nil), s.Sequences...), ToMove: s.ToMove},
	}
	if s.Hand.Known() {
		setup.Hands = make([][]engine.Card, len(s.Seating))
		setup.Hands[s.ToMove] = append([]engine.Card{}, s.Hand.Cards...)
	}
	return setup, nil
}

// NewGame builds the game a situation describes. When the situation does
// not hold together it fails with a *SetupError, or with an error saying
// which seat is missing.
func NewGame(s notation.Situation) (*engine.Game, error) {
	setup, err := Setup(s)
	if err != nil {
		return nil, err
	}
	g, v := engine.NewGame(setup)
	if !v.OK() {
		return nil, &SetupError{Violation: v}
	}
	return g, nil
}

// SetupError is a situation that no game can be in: the setup rule it
// breaks, with the facts (docs/rules.md explains each rule; seqref referee
// --at says it in words).
type SetupError struct {
	Violation engine.Violation
}

func (e *SetupError) Error() string {
	return "the situation breaks the rule " + e.Violation.Rule.String()
}

func seatingText(teams []engine.Team) string {
	b := make([]byte, len(teams))
	for i, t := range teams {
		b[i] = t.Letter()
	}
	return string(b)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
