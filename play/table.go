package play

import (
	"fmt"

	"github.com/seqref/seqref/engine"
)

// Table is a dealt game whose turns are chosen elsewhere, by bot programs
// (seqref match): it keeps the physical cards as self-play does, completes
// each chosen turn with the draws the rules require, has the engine judge
// it, and writes reshuffles as entries, so that the game can be written as
// a full-information record.
type Table struct {
	d   dealer
	g   engine.Game
	rec Transcript
	// early is a dead card turned in ahead of the rest of its turn, and
	// the draw that replaced it (TurnInDead).
	early []engine.Action
}

// NewTable deals a game: cfg's policy and entry bound are not used.
func NewTable(cfg Config) (*Table, error) {
	t := new(Table)
	var teams [engine.MaxPlayers]engine.Team
	if err := seatTeams(teams[:], cfg.Rules, cfg.Players, cfg.Teams); err != nil {
		return nil, err
	}
	n := cfg.Players
	t.d.reset(cfg, teams[:n])
	t.rec = Transcript{Config: cfg, Teams: append([]engine.Team(nil), teams[:n]...), Hands: make([][]engine.Card, n)}
	for p := range t.rec.Hands {
		t.rec.Hands[p] = append([]engine.Card(nil), t.d.hand(p)...)
	}
	t.rec.Deck = append([]engine.Card(nil), t.d.pileCards()...)
	setup := engine.Setup{Rules: cfg.Rules, Teams: t.rec.Teams, Hands: t.rec.Hands, Deck: t.rec.Deck, DeckKnown: true}
	if v := t.g.Init(setup); !v.OK() {
		return nil, fmt.Errorf("play: the engine rejects the deal: %s", v.Rule)
	}
	t.rec.Final = &t.g
	return t, nil
}

// Game is the engine's game: the position after the last legal entry.
func (t *Table) Game() *engine.Game { return &t.g }

// Record is the game so far, for WriteRecord: the deal and every entry,
// the illegal last one included.
func (t *Table) Record() *Transcript { return &t.rec }

// Hand is player p's hand, in the order the cards arrived.
func (t *Table) Hand(p int) []engine.Card { return t.d.hand(p) }

// Illegal is the rule the last entry broke, or the zero Violation.
func (t *Table) Illegal() engine.Violation { return t.rec.Illegal }

// Over reports whether the game has ended: won, blocked, or stopped by an
// illegal entry.
func (t *Table) Over() bool {
	return !t.rec.Illegal.OK() || t.g.Winner() != engine.NoTeam || t.g.Blocked()
}

// Turn plays player p's chosen actions (a dead card and a play or a pass,
// as a player writes them) after adding the draws the player makes: after
// the dead card and after the play, unless the turn writes them itself.
// It returns the entries the turn added (the turn as judged, and a
// reshuffle when its draws emptied the pile). When the engine rejects the
// turn, Illegal returns the violation and the turn is the record's last
// entry, as written with its draws, so that replaying the record finds the
// same violation.
func (t *Table) Turn(p int, chosen []engine.Action) []Entry {
	acts := t.complete(p, chosen)
	if t.early != nil {
		acts = append(t.early, acts...)
		t.early = nil
	}
	first := len(t.rec.Entries)
	rep, v := t.g.Turn(p, acts)
	if rep.Won && len(acts) > 0 && acts[len(acts)-1].Kind == engine.Draw {
		acts = acts[:len(acts)-1] // no draw follows a win
	}
	t.rec.Entries = append(t.rec.Entries, Entry{Player: p, Actions: acts})
	if !v.OK() {
		t.rec.Illegal = v
		return t.rec.Entries[first:]
	}
	if t.d.reshuffled && t.g.Winner() == engine.NoTeam {
		formed := append([]engine.Card(nil), t.d.formed[:t.d.nFormed]...)
		if v := t.g.Reshuffle(formed); !v.OK() {
			panic(fmt.Sprintf("play: the engine rejects the dealer's reshuffle: %s", v.Rule))
		}
		t.rec.Entries = append(t.rec.Entries, Entry{Player: -1, Reshuffle: formed})
	}
	t.d.reshuffled = false
	return t.rec.Entries[first:]
}

// TurnInDead turns in c from player p's hand as a dead card ahead of the
// rest of the turn and draws its replacement, so that the player can choose
// the rest knowing it; the next Turn of p starts with these actions. It
// does nothing and returns false unless the hand holds c and c is dead.
func (t *Table) TurnInDead(p int, c engine.Card) bool {
	if t.early != nil || !t.g.DeadSet().Has(c) || !t.holds(p, c) {
		return false
	}
	t.early = t.complete(p, []engine.Action{{Kind: engine.TurnInDead, Card: c, Space: engine.NoSpace}})
	return true
}

// complete moves the cards of the chosen actions out of p's hand and adds
// the draw after the dead card and after the play. A draw the player wrote
// is made where it stands ("+?" gets the card drawn; a card that is not the
// top of the pile stays as written, for the engine to reject); after
// "nodraw" nothing is drawn. Nothing is added where the turn's shape has no
// draw, so an ill-shaped turn stays ill-shaped, nor after a card the hand
// does not hold, which the engine rejects before any draw.
func (t *Table) complete(p int, chosen []engine.Action) []engine.Action {
	acts := make([]engine.Action, 0, len(chosen)+2)
	for i := 0; i < len(chosen); i++ {
		a := chosen[i]
		acts = append(acts, a)
		switch a.Kind {
		case engine.TurnInDead:
		case engine.Place, engine.Take, engine.PlaceShort:
			for i+1 < len(chosen) && chosen[i+1].Kind == engine.Claim {
				i++
				acts = append(acts, chosen[i]) // claims stand before the draw
			}
		default:
			continue
		}
		if !t.holds(p, a.Card) {
			continue // not-in-hand: nothing leaves the hand, nothing is drawn
		}
		t.d.take(p, a.Card)
		next := engine.Action{Kind: engine.Draw, Space: engine.NoSpace}
		if i+1 < len(chosen) {
			switch chosen[i+1].Kind {
			case engine.NoDraw:
				continue
			case engine.Draw:
				i++
				next = chosen[i]
			}
		}
		c := t.d.draw()
		if c == engine.NoCard {
			if next.Card != engine.NoCard {
				acts = append(acts, next) // nothing to draw: judged as written
			}
			continue
		}
		t.d.give(p, c)
		if next.Card == engine.NoCard {
			next.Card = c
		}
		acts = append(acts, next)
	}
	return acts
}

// holds reports whether player p's hand holds c.
func (t *Table) holds(p int, c engine.Card) bool {
	for _, x := range t.d.hand(p) {
		if x == c {
			return true
		}
	}
	return false
}

// PileSize is the number of cards left in the draw pile.
func (t *Table) PileSize() int { return t.d.end - t.d.top }

// Pile is the draw pile, top first: what the dealer knows and no player
// does, for a test that measures a chooser told it. The slice is the
// table's own, valid until the next turn; the caller must not change it.
func (t *Table) Pile() []engine.Card { return t.d.pileCards() }
