package engine_test

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// game describes a test game; the zero value of each field means: two
// players (green, blue), standard rules, unknown hands, no deck, empty board.
type game struct {
	rules  *engine.Ruleset
	teams  string // "gb", "gbgb", "gbr"...
	hands  []string
	deck   string
	pos    string // position notation; "" means no start
	seqs   []engine.StartSequence
	toMove int
}

func (d game) setup(t testing.TB) engine.Setup {
	t.Helper()
	s := engine.Setup{Rules: d.rules}
	if s.Rules == nil {
		s.Rules = engine.StandardRules
	}
	teams := d.teams
	if teams == "" {
		teams = "gb"
	}
	for _, r := range teams {
		s.Teams = append(s.Teams, map[rune]engine.Team{'g': engine.Green, 'b': engine.Blue, 'r': engine.Red, '?': engine.NoTeam}[r])
	}
	for _, h := range d.hands {
		if h == "?" {
			s.Hands = append(s.Hands, nil)
			continue
		}
		s.Hands = append(s.Hands, cards(t, h))
	}
	if d.deck != "" {
		s.Deck, s.DeckKnown = cards(t, d.deck), true
		if d.deck == "-" {
			s.Deck = []engine.Card{}
		}
	}
	if d.pos != "" {
		b, err := notation.ParsePosition(d.pos)
		if err != nil {
			t.Fatalf("position %q: %v", d.pos, err)
		}
		s.Start = &engine.Start{Board: b, Sequences: d.seqs, ToMove: d.toMove}
	}
	return s
}

// new builds the game and fails the test on a setup violation.
func (d game) new(t testing.TB) *engine.Game {
	t.Helper()
	g, v := engine.NewGame(d.setup(t))
	if !v.OK() {
		t.Fatalf("setup: %s (%+v)", v.Rule, v)
	}
	return g
}

// cards reads a space-separated list of cards; "-" is the empty list.
func cards(t testing.TB, text string) []engine.Card {
	t.Helper()
	out := []engine.Card{}
	if text == "-" {
		return out
	}
	for _, f := range strings.Fields(text) {
		c, err := notation.ParseCard(f)
		if err != nil {
			t.Fatalf("card %q: %v", f, err)
		}
		out = append(out, c)
	}
	return out
}

func acts(t testing.TB, text string) []engine.Action {
	t.Helper()
	turn, err := notation.ParseTurn(text)
	if err != nil {
		t.Fatalf("turn %q: %v", text, err)
	}
	return turn.Actions
}

func space(t testing.TB, text string) engine.Space {
	t.Helper()
	s, err := notation.ParseSpace(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func card(t testing.TB, text string) engine.Card {
	t.Helper()
	c, err := notation.ParseCard(text)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// play applies turns in seat order from the player to move, failing on any
// violation.
func play(t testing.TB, g *engine.Game, turns ...string) {
	t.Helper()
	for _, tt := range turns {
		if _, v := g.Turn(g.ToMove(), acts(t, tt)); !v.OK() {
			t.Fatalf("turn %q: %s (%+v)", tt, v.Rule, v)
		}
	}
}
