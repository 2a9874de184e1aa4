package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
)

// These tests pin down findings of the rules review (docs/rules.md, §8).

// A hand that becomes unknown (an unseen forfeit) and then is known to be
// empty holds nothing: it may pass, and it holds none of its old cards.
func TestEmptiedHandHoldsNothing(t *testing.T) {
	setup := func() *engine.Game {
		g := game{hands: []string{"7H 5C", "2S 3S"}, deck: "QS", pos: emptyBoard}.new(t)
		if v := g.TableTalk(engine.Green, nil); !v.OK() {
			t.Fatalf("table talk: %s", v.Rule)
		}
		play(t, g, "5C@B2 nodraw", "2S@B1")
		return g
	}
	g := setup()
	if n, known := g.Hand(0).Size(); !known || n != 0 || !g.Hand(0).Known() {
		t.Fatalf("Ann's hand: size %d known %v, Known() %v; want empty and known", n, known, g.Hand(0).Known())
	}
	if _, v := g.Turn(0, acts(t, "pass")); !v.OK() {
		t.Errorf("pass with an empty hand: %s, want legal", v.Rule)
	}
	g = setup()
	if _, v := g.Turn(0, acts(t, "7H@D6")); v.Rule != engine.NotInHand {
		t.Errorf("7H from an empty hand: %s, want not-in-hand", v.Rule)
	}
}

// A reshuffle must list the cards forfeited unseen too: they are in the
// discards whose order it gives.
func TestReshuffleCountsUnseenForfeits(t *testing.T) {
	g := game{hands: []string{"7H 5C", "2S 3S"}, deck: "QS", pos: emptyBoard}.new(t)
	play(t, g, "7H@D6 +QS")
	if v := g.Reshuffle(cards(t, "7H")); !v.OK() {
		t.Fatalf("first reshuffle: %s", v.Rule)
	}
	if v := g.TableTalk(engine.Green, nil); !v.OK() {
		t.Fatalf("table talk: %s", v.Rule)
	}
	play(t, g, "2S@B1 +7H")
	short := *g
	if v := short.Reshuffle(cards(t, "2S")); v.Rule != engine.ReshuffleMismatch || v.Detail != engine.ReshuffleTooFew {
		t.Errorf("reshuffle without the forfeited card: %s/%d, want reshuffle-mismatch, too few", v.Rule, v.Detail)
	}
	if v := g.Reshuffle(cards(t, "2S KD")); !v.OK() {
		t.Errorf("reshuffle with the forfeited card: %s, want legal", v.Rule)
	}
}

// A written draw of a card the ruleset's deck does not hold is card-count,
// which comes before draw-mismatch.
func TestDrawOfCardNotInDeck(t *testing.T) {
	for _, tc := range []struct {
		name string
		game game
		turn string
	}{
		{"bible draws a jack, pile unknown", game{rules: engine.BibleRules, hands: []string{"7H", "?"}, pos: emptyBoard}, "7H@D6 +JD"},
		{"bible draws a jack, pile known", game{rules: engine.BibleRules, hands: []string{"7H", "?"}, deck: "QS", pos: emptyBoard}, "7H@D6 +JD"},
		{"standard draws ADD", game{hands: []string{"7H", "?"}, deck: "QS", pos: emptyBoard}, "7H@D6 +ADD"},
		{"empty pile", game{hands: []string{"7H 5C", "?"}, deck: "-", pos: "*8*/10/10/10/8g1/3b6/10/10/10/*8*"}, "dead 7H +ADD; 5C@B2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game.new(t)
			if _, v := g.Turn(0, acts(t, tc.turn)); v.Rule != engine.CardCount {
				t.Errorf("%q: %s, want card-count", tc.turn, v.Rule)
			}
		})
	}
}

// The game ends at the winning placement: no draw is made, and a draw
// written after it is not judged, so a wrong one cannot undo the win.
func TestNoDrawAfterTheWin(t *testing.T) {
	for _, turn := range []string{"KC@E8", "KC@E8 +QS", "KC@E8 +4D", "KC@E8 nodraw"} {
		g := game{hands: []string{"KC", "?"}, deck: "QS 4D", pos: "*8*/10/10/10/10/10/10/gggg1gggg1/10/*8*"}.new(t)
		rep, v := g.Turn(0, acts(t, turn))
		if !v.OK() || !rep.Won || g.Winner() != engine.Green {
			t.Errorf("%q: %s, won %v, winner %s; want a legal win for green", turn, v.Rule, rep.Won, g.Winner())
			continue
		}
		if n, _ := g.Pile().Size(); n != 2 || rep.Drew != engine.NoCard {
			t.Errorf("%q: the pile has %d cards and %v was drawn; want no draw", turn, n, rep.Drew)
		}
	}
}

// A reshuffle after a start may bring in cards discarded before the start,
// but not a card whose copies known hands hold: it cannot have been
// discarded.
func TestReshuffleListsHeldCard(t *testing.T) {
	newGame := func() *engine.Game {
		g := game{hands: []string{"7H 5C", "2S 5C"}, deck: "QS", pos: emptyBoard}.new(t)
		play(t, g, "7H@D6 +QS")
		return g
	}
	g := newGame()
	if v := g.Reshuffle(cards(t, "7H 5C")); v.Rule != engine.ReshuffleMismatch || v.Detail != engine.ReshuffleHeld {
		t.Errorf("listing 5C, both held: %s/%d, want reshuffle-mismatch, held", v.Rule, v.Detail)
	}
	g = newGame()
	if v := g.Reshuffle(cards(t, "7H 4D")); !v.OK() {
		t.Errorf("listing 4D, discarded before the start: %s, want legal", v.Rule)
	}
}
