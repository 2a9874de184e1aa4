package moves

import "github.com/seqref/seqref/engine"

// Listing is every legal play of the player to move.
type Listing struct {
	// Player is the seat to move and Team its colour.
	Player int
	Team   engine.Team
	// HandKnown is true when every card of the mover's hand is known. When
	// it is not, the plays are those of every card the player may hold:
	// every card of the ruleset's deck.
	HandKnown bool
	// Over is true when the game is won: nothing may be played.
	Over bool
	// Dead are the dead cards the player may turn in before the play, once
	// each, in card order. Any one of them may come before any play.
	Dead []engine.Card
	// Pass reports whether a pass is legal: only when no card can be played.
	Pass bool
	// Plays are the legal plays, by card (in card order) and then by space.
	Plays []Play
	// Threats are the opponents' threats on the board (see Threat).
	Threats []Threat
}

// Play is one legal play and what it does.
type Play struct {
	// Action is a placement (Place) or a removal (Take), with its card and
	// space.
	Action engine.Action
	// Sequences are the sequences the placement completes, in the order
	// they are claimed (the greedy order of docs/notation.md, section 4;
	// a record may name other ones with =FROM-TO).
	Sequences []engine.Sequence
	// Wins is true when the play wins the game.
	Wins bool
	// Blocks are the opponents' threats the play fills or breaks.
	Blocks []Threat
}

// Threat is a line of five spaces where an opponent has four chips (a free
// corner counts as everyone's chip) and the fifth space is open, so that a
// chip there would complete a sequence (one that shares at most one space
// with the opponent's others). A play blocks it by placing on the open
// space, or breaks it by taking off one of the four chips.
type Threat struct {
	// Line is the five spaces, with the opponent as its team.
	Line engine.Sequence
	// Open is the open space.
	Open engine.Space
}

// List lists the legal plays of the player to move in g.
func List(g *engine.Game) Listing {
	p := g.ToMove()
	l := Listing{Player: p, Team: g.TeamOf(p), HandKnown: g.Hand(p).Known(), Over: g.Winner() != engine.NoTeam}
	if l.Over {
		return l
	}
	l.Threats = opponentThreats(g, l.Team)
	var buf []engine.Action
	for _, c := range candidates(g, p) {
		if g.DeadSet().Has(c) {
			l.Dead = append(l.Dead, c)
			continue
		}
		buf = g.AppendPlaysOf(buf[:0], c, l.Team)
		for _, a := range buf {
			l.Plays = append(l.Plays, describe(g, p, a, l.Threats))
		}
	}
	l.Pass = passLegal(g, p)
	return l
}

// candidates are the cards the player may play or turn in: the cards of a
// known hand, or every card of the deck for a hand that is not known, less
// those every copy of which the record has seen discarded.
func candidates(g *engine.Game, p int) []engine.Card {
	if h := g.Hand(p); h.Known() {
		return distinct(h.Cards())
	}
	var out []engine.Card
	for c := engine.Card(1); c < engine.NumCards; c++ {
		if g.Rules().Copies[c] > 0 && !countRulesOut(g, p, c) {
			out = append(out, c)
		}
	}
	return out
}

// countRulesOut reports whether the card-count rule forbids the player to
// play or turn in c whatever its target: every copy was discarded since
// the last reshuffle while the pile's size is known. The game does not
// expose its discards, so the question is put to the rules: card-count is
// judged on a card leaving the hand before anything else about it, so
// turning it in as dead (then passing) breaks card-count exactly then.
func countRulesOut(g *engine.Game, p int, c engine.Card) bool {
	v := g.Check(p, []engine.Action{{Kind: engine.TurnInDead, Card: c}, {Kind: engine.Pass}})
	return v.Rule == engine.CardCount
}

func distinct(cards []engine.Card) []engine.Card {
	out := cards[:0]
	for i, c := range cards {
		if i == 0 || c != cards[i-1] {
			out = append(out, c)
		}
	}
	return out
}

// describe applies a play to a copy of the game and says what it did.
func describe(g *engine.Game, p int, a engine.Action, threats []Threat) Play {
	next := *g
	rep, _ := next.Turn(p, []engine.Action{a})
	pl := Play{Action: a, Sequences: append([]engine.Sequence(nil), rep.Sequences()...), Wins: rep.Won}
	for _, t := range threats {
		if blocks(a, t) {
			pl.Blocks = append(pl.Blocks, t)
		}
	}
	return pl
}

// blocks reports whether a play fills or breaks a threat.
func blocks(a engine.Action, t Threat) bool {
	if a.Kind == engine.Take {
		return t.Line.Mask().Has(a.Space)
	}
	return a.Space == t.Open
}

// passLegal reports whether the player may pass: when no card of the hand
// can be played (docs/rules.md). It is the engine's own test.
func passLegal(g *engine.Game, p int) bool {
	return engine.CardSetOf(g.Hand(p).Cards()...)&g.PlayableSet(g.TeamOf(p)) == 0
}
