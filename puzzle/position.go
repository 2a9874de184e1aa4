package puzzle

import (
	"github.com/seqref/seqref/engine"
)

// Position is what a puzzle shows: a position of a game nobody has won yet,
// the player to move, and that player's hand (what the player knows). The
// other hands and the draw pile are not known.
type Position struct {
	Rules     *engine.Ruleset
	Layout    *engine.Layout // nil for the standard board
	Teams     []engine.Team  // by seat
	Board     engine.Board
	Sequences []engine.Sequence // completed, in the order they were completed
	ToMove    int
	Hand      []engine.Card
}

// positionOf takes the position before the next entry of a game whose
// hands are known, as a puzzle shows it.
func positionOf(g *engine.Game) Position {
	teams := make([]engine.Team, g.Players())
	for p := range teams {
		teams[p] = g.TeamOf(p)
	}
	return Position{
		Rules:     g.Rules(),
		Teams:     teams,
		Board:     *g.Board(),
		Sequences: g.Sequences(),
		ToMove:    g.ToMove(),
		Hand:      g.Hand(g.ToMove()).Cards(),
	}
}

// Setup is the engine's setup for the position: a start position and one
// known hand, no deck.
func (p *Position) Setup() engine.Setup {
	hands := make([][]engine.Card, len(p.Teams))
	hands[p.ToMove] = append([]engine.Card{}, p.Hand...)
	start := &engine.Start{Board: p.Board, ToMove: p.ToMove}
	for _, q := range p.Sequences {
		start.Sequences = append(start.Sequences, engine.StartSequence{Team: q.Team, From: q.From, To: q.To()})
	}
	return engine.Setup{Rules: p.Rules, Layout: p.Layout, Teams: p.Teams, Hands: hands, Start: start}
}

// Game is a new game at the position. It fails when the engine rejects the
// setup, which for a position taken from a game it played cannot happen.
func (p *Position) Game() (*engine.Game, engine.Violation) {
	return engine.NewGame(p.Setup())
}

// Team is the team of the player to move.
func (p *Position) Team() engine.Team { return p.Teams[p.ToMove] }

// Next is the seat of the player who moves after the player to move.
func (p *Position) Next() int { return (p.ToMove + 1) % len(p.Teams) }
