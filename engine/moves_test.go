package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
)

// TestPlayCounts is a perft-style table: the number of legal plays of a
// known hand in a position. It catches move-generation bugs cheaply.
func TestPlayCounts(t *testing.T) {
	for _, tc := range []struct {
		name string
		game game
		want int
	}{
		// 7H: D6 and I5; JD: the 96 open non-corner spaces; JS: no chip.
		{"empty board", game{hands: []string{"7H JD JS", "?"}, pos: emptyBoard}, 2 + 96 + 0},
		// Two copies count once.
		{"copies", game{hands: []string{"7H 7H", "?"}, pos: emptyBoard}, 2},
		// Blue on D6, green on I5: 7H is dead; JD has 94 spaces; JS may take
		// D6 only.
		{"dead card", game{hands: []string{"7H JD JS", "?"}, pos: "*8*/10/10/10/8g1/3b6/10/10/10/*8*"}, 0 + 94 + 1},
		// A locked blue sequence B9-F9 and one loose blue chip: JS and JH
		// (both one-eyed) take the loose one only.
		{"locked chips", game{hands: []string{"JS JH", "?"}, pos: "*8*/10/10/10/10/3b6/10/10/1BBBBB4/*8*",
			seqs: []engine.StartSequence{{Team: engine.Blue, From: 81, To: 85}}}, 1 + 1},
		// Red jacks: JH is wild, JC removes.
		{"red jacks", game{rules: engine.RedJacksRules, hands: []string{"JH JC", "?"}, pos: "*8*/10/10/10/10/3b6/10/10/10/*8*"}, 95 + 1},
		// Three teams: JS may take either opponent's chips.
		{"three teams", game{teams: "gbr", hands: []string{"JS", "?", "?"}, pos: "*8*/10/10/10/10/3b1r4/10/10/10/*8*"}, 2},
		{"bible", game{rules: engine.BibleRules, hands: []string{"ADD REMOVE 7H", "?"}, pos: "*8*/10/10/10/10/3b6/10/10/10/*8*"}, 95 + 1 + 1},
		{"unknown hand", game{pos: emptyBoard}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game.new(t)
			plays := g.AppendPlays(nil, 0)
			if len(plays) != tc.want {
				t.Errorf("%d plays, want %d", len(plays), tc.want)
			}
			for _, a := range plays {
				if v := g.Check(0, []engine.Action{a}); !v.OK() {
					t.Errorf("generated play %v is illegal: %s", a, v.Rule)
				}
			}
		})
	}
}

// TestPlayableAndDead checks what PlayableSet and DeadSet make of a hand, on
// the positions of TestPlayCounts' kind: the cards a player can play now,
// and the dead ones; a wild or remove card without a target is neither.
func TestPlayableAndDead(t *testing.T) {
	for _, tc := range []struct {
		name       string
		game       game
		hand       string
		live, dead string // in card order
	}{
		{"empty board", game{pos: emptyBoard}, "7H JD JS 7H", "7H JD", ""},
		{"dead card", game{pos: "*8*/10/10/10/8g1/3b6/10/10/10/*8*"}, "7H JD JS 2S", "2S JS JD", "7H"},
		{"red jacks", game{rules: engine.RedJacksRules, pos: emptyBoard}, "JC JH JS JD", "JH JD", ""},
		{"bible", game{rules: engine.BibleRules, pos: "*8*/10/10/10/10/3b6/10/10/10/*8*"}, "REMOVE ADD", "ADD REMOVE", ""},
		{"no chip to take", game{rules: engine.BibleRules, pos: emptyBoard}, "REMOVE ADD", "ADD", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game.new(t)
			held := engine.CardSetOf(cards(t, tc.hand)...)
			if got, want := cardNames((held & g.PlayableSet(g.TeamOf(0))).Cards()), tc.live; got != want {
				t.Errorf("live %q, want %q", got, want)
			}
			if got, want := cardNames((held & g.DeadSet()).Cards()), tc.dead; got != want {
				t.Errorf("dead %q, want %q", got, want)
			}
		})
	}
}

func cardNames(cs []engine.Card) string {
	out := ""
	for i, c := range cs {
		if i > 0 {
			out += " "
		}
		out += c.String()
	}
	return out
}
