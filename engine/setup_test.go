package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
)

func TestSetupRules(t *testing.T) {
	for _, tc := range []struct {
		name   string
		game   game
		rule   engine.Rule
		detail engine.Detail
	}{
		{"two players", game{}, engine.NoRule, 0},
		{"one player", game{teams: "g"}, engine.SetupPlayers, 0},
		{"five players", game{teams: "gbgbg"}, engine.SetupPlayers, 0},
		{"seven players", game{teams: "gbgbgbg"}, engine.SetupPlayers, 0},
		{"thirteen players", game{teams: "gbgbgbgbgbgbg"}, engine.SetupPlayers, 0},
		{"bible eight", game{rules: engine.BibleRules, teams: "gbgbgbgb"}, engine.SetupPlayers, 0},
		{"unknown colour", game{teams: "g?"}, engine.SetupTeams, engine.TeamColour},
		{"one team", game{teams: "gg"}, engine.SetupTeams, engine.TooFewTeams},
		{"three players two teams", game{teams: "gbg"}, engine.SetupTeams, engine.UnequalTeams},
		{"four players 2-1-1", game{teams: "gbrg"}, engine.SetupTeams, engine.UnequalTeams},
		{"six in three teams", game{teams: "gbrgbr"}, engine.NoRule, 0},
		{"six in three teams, bible", game{rules: engine.BibleRules, teams: "gbrgbr"}, engine.SetupTeams, engine.TooManyTeams},
		{"three alone, bible", game{rules: engine.BibleRules, teams: "gbr"}, engine.NoRule, 0},
		{"twelve in three", game{teams: "gbrgbrgbrgbr"}, engine.NoRule, 0},
		{"twelve in two", game{teams: "gbgbgbgbgbgb"}, engine.NoRule, 0},
		{"nine in three", game{teams: "rgbrgbrgb"}, engine.NoRule, 0},
		{"side by side", game{teams: "ggbb"}, engine.SetupSeating, 0},
		{"three teams out of order", game{teams: "gbrgrb"}, engine.SetupSeating, 0},
		{"hand short", game{hands: []string{"7H 2S QD 4C 9S KH", "?"}}, engine.SetupHands, engine.HandSize},
		{"hand long", game{hands: []string{"?", "7H 2S QD 4C 9S KH 5C 5C"}}, engine.SetupHands, engine.HandSize},
		{"hand size unchecked with start", game{hands: []string{"7H", "?"}, pos: "*8*/10/10/10/10/10/10/10/10/*8*"}, engine.NoRule, 0},
		{"three copies with start", game{hands: []string{"7H 7H 7H", "?"}, pos: "*8*/10/10/10/10/10/10/10/10/*8*"}, engine.SetupDeck, engine.TooManyCopies},
		{"copies across hand and deck", game{hands: []string{"7H", "?"}, deck: "7H 7H", pos: "*8*/10/10/10/10/10/10/10/10/*8*"}, engine.SetupDeck, engine.TooManyCopies},
		{"ADD in standard", game{hands: []string{"ADD", "?"}, pos: "*8*/10/10/10/10/10/10/10/10/*8*"}, engine.SetupDeck, engine.TooManyCopies},
		{"jack in bible", game{rules: engine.BibleRules, hands: []string{"JD", "?"}, pos: "*8*/10/10/10/10/10/10/10/10/*8*"}, engine.SetupDeck, engine.TooManyCopies},
		{"deck size without start", game{deck: "QS 4D"}, engine.SetupDeck, engine.DeckSize},
		{"deck any size with start", game{deck: "QS 4D", pos: "*8*/10/10/10/10/10/10/10/10/*8*"}, engine.NoRule, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, v := engine.NewGame(tc.game.setup(t))
			if v.Rule != tc.rule || (tc.detail != 0 && v.Detail != tc.detail) {
				t.Errorf("got %s (detail %d), want %s (detail %d)", v.Rule, v.Detail, tc.rule, tc.detail)
			}
		})
	}
}

func TestSetupFullDeal(t *testing.T) {
	// Hands and deck that are exactly the standard deck pass; one card
	// swapped for a third copy fails.
	var all []engine.Card
	for c := engine.Card(1); c <= 52; c++ {
		all = append(all, c, c)
	}
	s := game{}.setup(t)
	s.Hands = [][]engine.Card{all[:7], all[7:14]}
	s.Deck, s.DeckKnown = all[14:], true
	if _, v := engine.NewGame(s); !v.OK() {
		t.Fatalf("the full deck: %s", v.Rule)
	}
	s.Deck = append([]engine.Card{all[0]}, all[15:]...)
	if _, v := engine.NewGame(s); v.Rule != engine.SetupDeck {
		t.Fatalf("a third %v: got %s, want setup-deck", all[0], v.Rule)
	}
}

func TestSetupStart(t *testing.T) {
	seq := func(team engine.Team, from, to string) engine.StartSequence {
		return engine.StartSequence{Team: team, From: space(t, from), To: space(t, to)}
	}
	G, B := engine.Green, engine.Blue
	for _, tc := range []struct {
		name   string
		game   game
		detail engine.Detail // 0: legal
	}{
		{"red chip, two teams", game{pos: "*8*/r9/10/10/10/10/10/10/10/*8*"}, engine.StartColour},
		{"listed and locked", game{pos: "*8*/10/10/10/10/10/10/10/1GGGGG4/*8*", seqs: []engine.StartSequence{seq(G, "B9", "F9")}}, 0},
		{"listed backwards", game{pos: "*8*/10/10/10/10/10/10/10/1GGGGG4/*8*", seqs: []engine.StartSequence{seq(G, "F9", "B9")}}, 0},
		{"with a corner", game{pos: "*BBBB4*/10/10/10/10/10/10/10/10/*8*", seqs: []engine.StartSequence{seq(B, "A1", "E1")}}, 0},
		{"not in a line", game{pos: "*8*/10/10/10/10/10/10/10/1GGGGG4/*8*", seqs: []engine.StartSequence{seq(G, "B9", "G9")}}, engine.StartNotInLine},
		{"unlocked chips", game{pos: "*8*/10/10/10/10/10/10/10/1ggggg4/*8*", seqs: []engine.StartSequence{seq(G, "B9", "F9")}}, engine.StartNotLocked},
		{"other team's chips", game{pos: "*8*/10/10/10/10/10/10/10/1BBBBB4/*8*", seqs: []engine.StartSequence{seq(G, "B9", "F9")}}, engine.StartNotLocked},
		{"locked outside", game{pos: "*8*/10/10/10/10/10/10/10/1G8/*8*"}, engine.StartLockedOutside},
		{"unlisted five", game{pos: "*8*/10/10/10/10/10/10/10/1ggggg4/*8*"}, 0},
		{"overlap of two", game{pos: "*8*/10/10/10/10/10/10/10/1GGGGGG3/*8*", seqs: []engine.StartSequence{seq(G, "B9", "F9"), seq(G, "C9", "G9")}}, engine.StartOverlap},
		{"listed twice", game{pos: "*8*/10/10/10/10/10/10/10/1GGGGG4/*8*", seqs: []engine.StartSequence{seq(G, "B9", "F9"), seq(G, "B9", "F9")}}, engine.StartOverlap},
		{"sharing one", game{pos: "*8*/10/10/10/10/10/10/10/1GGGGGGGGG/*8*", seqs: []engine.StartSequence{seq(G, "B9", "F9"), seq(G, "F9", "J9")}}, 0},
		{"two winners", game{teams: "gbr", pos: "*8*/10/10/1RRRRR4/10/10/10/10/1GGGGG4/*8*", seqs: []engine.StartSequence{seq(G, "B9", "F9"), seq(engine.Red, "B4", "F4")}}, engine.StartTwoWinners},
		{"red listed, two teams", game{pos: "*8*/10/10/10/10/10/10/10/1GGGGG4/*8*", seqs: []engine.StartSequence{seq(engine.Red, "B9", "F9")}}, engine.StartColour},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, v := engine.NewGame(tc.game.setup(t))
			if tc.detail == 0 && !v.OK() || tc.detail != 0 && (v.Rule != engine.SetupStart || v.Detail != tc.detail) {
				t.Errorf("got %s (detail %d), want detail %d", v.Rule, v.Detail, tc.detail)
			}
		})
	}
}

// TestStartNotLockedNamesTheSequence: a listed sequence with an unlocked
// chip inside is named by its ends, and the space at fault is given apart.
func TestStartNotLockedNamesTheSequence(t *testing.T) {
	g := game{pos: "*8*/10/10/10/10/10/10/10/1BBbBB4/*8*",
		seqs: []engine.StartSequence{{Team: engine.Blue, From: space(t, "B9"), To: space(t, "F9")}}}
	_, v := engine.NewGame(g.setup(t))
	if v.Detail != engine.StartNotLocked {
		t.Fatalf("got %s (detail %d), want setup-start, not locked", v.Rule, v.Detail)
	}
	if got, want := [3]engine.Space{v.Space, v.LineEnd(), v.Unfilled()}, [3]engine.Space{space(t, "B9"), space(t, "F9"), space(t, "D9")}; got != want {
		t.Errorf("sequence ends and space at fault %v, want %v", got, want)
	}
}

func TestStartAlreadyWon(t *testing.T) {
	g := game{teams: "gbr", pos: "*8*/10/10/10/10/10/10/10/1GGGGG4/*8*",
		seqs: []engine.StartSequence{{Team: engine.Green, From: space(t, "B9"), To: space(t, "F9")}}}.new(t)
	if g.Winner() != engine.Green {
		t.Fatalf("winner %v, want green", g.Winner())
	}
	if _, v := g.Turn(0, acts(t, "7H@D6")); v.Rule != engine.GameOver {
		t.Errorf("a turn after the win: %s, want game-over", v.Rule)
	}
}
