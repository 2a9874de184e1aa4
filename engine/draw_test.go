package engine_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
)

const emptyBoard = "*8*/10/10/10/10/10/10/10/10/*8*"

func handOf(t *testing.T, g *engine.Game, p int) []string {
	t.Helper()
	if !g.Hand(p).Known() {
		return nil
	}
	out := []string{}
	for _, c := range g.Hand(p).Cards() {
		out = append(out, c.String())
	}
	return out
}

func TestKnownHands(t *testing.T) {
	for _, tc := range []struct {
		name  string
		game  game
		turn  string
		known bool
		hand  []string
	}{
		{"implicit draw from a known pile", game{hands: []string{"7H 5C", "?"}, deck: "QS 4D", pos: emptyBoard}, "7H@D6", true, []string{"QS", "5C"}},
		{"+? from a known pile", game{hands: []string{"7H 5C", "?"}, deck: "QS 4D", pos: emptyBoard}, "7H@D6 +?", true, []string{"QS", "5C"}},
		{"written draw, unknown pile", game{hands: []string{"7H 5C", "?"}, pos: emptyBoard}, "7H@D6 +9S", true, []string{"9S", "5C"}},
		{"implicit draw, unknown pile", game{hands: []string{"7H 5C", "?"}, pos: emptyBoard}, "7H@D6", false, nil},
		{"+?, unknown pile", game{hands: []string{"7H 5C", "?"}, pos: emptyBoard}, "7H@D6 +?", false, nil},
		{"nodraw", game{hands: []string{"7H 5C", "?"}, deck: "QS 4D", pos: emptyBoard}, "7H@D6 nodraw", true, []string{"5C"}},
		{"pass", game{hands: []string{"7H", "?"}, pos: "*8*/10/10/10/8g1/3b6/10/10/10/*8*"}, "pass", true, []string{"7H"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game.new(t)
			play(t, g, tc.turn)
			if diff := cmp.Diff(tc.hand, handOf(t, g, 0)); g.Hand(0).Known() != tc.known || diff != "" {
				t.Errorf("known %v, want %v; hand (-want +got):\n%s", g.Hand(0).Known(), tc.known, diff)
			}
		})
	}
}

func TestMissedDrawStaysOnPile(t *testing.T) {
	g := game{hands: []string{"7H 5C", "2S 3S"}, deck: "QS 4D", pos: emptyBoard}.new(t)
	rep, _ := g.Turn(0, acts(t, "7H@D6 nodraw"))
	if !rep.MissedDraw {
		t.Errorf("the report does not show the missed draw")
	}
	if n, _ := g.Hand(0).Size(); n != 1 {
		t.Errorf("Ann holds %d cards, want 1", n)
	}
	// Bob draws the card Ann did not take.
	play(t, g, "2S@B1 +QS")
	if n, _ := g.Pile().Size(); n != 1 {
		t.Errorf("the pile holds %d cards, want 1", n)
	}
}

func TestReshuffleEntry(t *testing.T) {
	g := game{hands: []string{"7H 5C", "2S 3S"}, deck: "QS", pos: emptyBoard}.new(t)
	rep, _ := g.Turn(0, acts(t, "7H@D6 +QS"))
	if rep.Reshuffles != 1 {
		t.Errorf("reshuffles %d, want 1", rep.Reshuffles)
	}
	if v := g.Reshuffle(cards(t, "7H")); !v.OK() {
		t.Fatalf("reshuffle [7H]: %s", v.Rule)
	}
	play(t, g, "2S@B1 +7H")
	if v := g.Reshuffle(cards(t, "2S")); !v.OK() {
		t.Fatalf("reshuffle [2S]: %s", v.Rule)
	}
	play(t, g, "QS@B5 +2S")
	if diff := cmp.Diff([]string{"2S", "5C"}, handOf(t, g, 0)); diff != "" {
		t.Errorf("Ann's hand (-want +got):\n%s", diff)
	}
}

// afterFirstReshuffle is a game from a start position whose first reshuffle
// entry has accounted for the discards from before the start, and whose
// pile has just run out again with 7H and 2S discarded.
func afterFirstReshuffle(t *testing.T) *engine.Game {
	g := game{hands: []string{"7H 5C", "2S 3S"}, deck: "QS", pos: emptyBoard}.new(t)
	play(t, g, "5C@B2 +QS")
	if v := g.Reshuffle(cards(t, "4D 5C")); !v.OK() {
		t.Fatalf("reshuffle: %s", v.Rule)
	}
	play(t, g, "2S@B1 +4D", "7H@D6 +5C")
	return g
}

func TestReshuffleMismatch(t *testing.T) {
	start := func() *engine.Game { return afterFirstReshuffle(t) }
	for _, tc := range []struct {
		name   string
		list   string
		before bool // reshuffle while the pile still holds a card
		detail engine.Detail
	}{
		{"right", "2S 7H", false, 0},
		{"other order", "7H 2S", false, 0},
		{"missing a discard", "7H", false, engine.ReshuffleMissing},
		{"a card not discarded", "7H 2S 9S", false, engine.ReshuffleExtra},
		{"pile not empty", "7H", true, engine.ReshuffleNotEmpty},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var g *engine.Game
			if tc.before {
				g = game{hands: []string{"7H 5C", "2S 3S"}, deck: "QS 4D", pos: emptyBoard}.new(t)
				play(t, g, "7H@D6")
				if n, known := g.Pile().Size(); n != 1 || !known {
					t.Fatalf("pile of %d (known %v), want 1", n, known)
				}
			} else {
				g = start()
			}
			v := g.Reshuffle(cards(t, tc.list))
			if tc.detail == 0 && !v.OK() || tc.detail != 0 && (v.Rule != engine.ReshuffleMismatch || v.Detail != tc.detail) {
				t.Errorf("got %s (detail %d), want detail %d", v.Rule, v.Detail, tc.detail)
			}
		})
	}
}

func TestReshuffleMidTurn(t *testing.T) {
	// Ann's dead 7H draws the last card, QS; the discards (7H) become the
	// new pile at once, and her draw after the play takes its top card.
	g := game{hands: []string{"7H 5C", "2S 3S"}, deck: "QS", pos: "*8*/10/10/10/8g1/3b6/10/10/10/*8*"}.new(t)
	rep, v := g.Turn(0, acts(t, "dead 7H +QS; 5C@B2 +7H"))
	if !v.OK() || rep.Reshuffles != 1 {
		t.Fatalf("got %s with %d reshuffles", v.Rule, rep.Reshuffles)
	}
	// The reshuffle entry lists the pile as it was formed: 7H alone, which
	// Ann has drawn already; a list that says otherwise is a mismatch.
	h := *g
	if v := h.Reshuffle(cards(t, "5C")); v.Rule != engine.ReshuffleMismatch {
		t.Errorf("reshuffle [5C]: %s, want reshuffle-mismatch", v.Rule)
	}
	if v := g.Reshuffle(cards(t, "7H")); !v.OK() {
		t.Errorf("reshuffle [7H]: %s", v.Rule)
	}
}

func TestReshuffleWithoutEntry(t *testing.T) {
	// Without a reshuffle entry the new pile's order is unknown: an implicit
	// draw makes the hand unknown, a written one must be in the pile (known
	// here, since the first reshuffle took in the discards from before the
	// start).
	g := afterFirstReshuffle(t)
	h := *g
	if _, v := h.Turn(1, acts(t, "3S@C1 +9S")); v.Rule != engine.DrawMismatch || v.Detail != engine.NotInPile {
		t.Errorf("+9S from a pile of [2S 7H]: %s (detail %d), want draw-mismatch, not in pile", v.Rule, v.Detail)
	}
	play(t, g, "3S@C1")
	if g.Hand(1).Known() {
		t.Errorf("Bob's hand is known after drawing from a pile of unknown order")
	}
}

func TestCardCount(t *testing.T) {
	g := game{}.new(t)
	play(t, g, "JD@E5", "2S@B1", "JD@E6", "3S@C1")
	if _, v := g.Turn(0, acts(t, "JD@E7")); v.Rule != engine.CardCount {
		t.Errorf("a third JD: %s, want card-count", v.Rule)
	}
	// With a start and no deck the pile's size is unknown: a reshuffle may
	// have passed unseen, so only cards the deck does not hold are caught.
	g = game{pos: emptyBoard}.new(t)
	play(t, g, "JD@E5", "2S@B1", "JD@E6", "3S@C1", "JD@E7")
	if _, v := g.Turn(1, acts(t, "ADD@E8")); v.Rule != engine.CardCount {
		t.Errorf("ADD in standard: %s, want card-count", v.Rule)
	}
}

func TestTableTalk(t *testing.T) {
	g := game{teams: "gbgb", hands: []string{"7H 5C", "2S 3S", "QS 9S", "4S 6S"}, pos: emptyBoard}.new(t)
	if v := g.TableTalk(engine.Green, []engine.Forfeit{{Player: 0, Card: card(t, "5C")}, {Player: 2, Card: card(t, "9S")}}); !v.OK() {
		t.Fatalf("forfeits: %s", v.Rule)
	}
	if diff := cmp.Diff([]string{"QS"}, handOf(t, g, 2)); diff != "" {
		t.Errorf("Cat's hand (-want +got):\n%s", diff)
	}
	if g.ToMove() != 0 {
		t.Errorf("table talk took a turn")
	}
	if v := g.TableTalk(engine.Blue, []engine.Forfeit{{Player: 1, Card: card(t, "KH")}, {Player: 3, Card: card(t, "4S")}}); v.Rule != engine.NotInHand || v.Player != 1 {
		t.Errorf("forfeiting a card not held: %s for seat %d, want not-in-hand for seat 1", v.Rule, v.Player)
	}
	if v := g.TableTalk(engine.Blue, nil); !v.OK() || g.Hand(1).Known() || g.Hand(3).Known() {
		t.Errorf("short form: %s; hands known %v %v, want unknown", v.Rule, g.Hand(1).Known(), g.Hand(3).Known())
	}
	if n, _ := g.Hand(3).Size(); n != 1 {
		t.Errorf("Dan holds %d cards after the forfeit, want 1", n)
	}
}

func TestBlocked(t *testing.T) {
	// Every card in a hand, none playable, nothing to draw: only passes
	// remain. The pile is known empty only once a reshuffle entry has
	// accounted for the discards from before the start.
	full := "*8*/10/10/10/8g1/3b6/10/10/10/*8*"
	g := game{hands: []string{"7H", "7H"}, deck: "-", pos: full}.new(t)
	if g.Blocked() {
		t.Fatalf("blocked before the reshuffle entry: the discards from before the start are unknown")
	}
	if v := g.Reshuffle(nil); !v.OK() {
		t.Fatalf("reshuffle []: %s", v.Rule)
	}
	if !g.Blocked() {
		t.Errorf("not blocked with only dead cards and no card left")
	}
	play(t, g, "pass", "pass")
	g = game{hands: []string{"7H", "5C"}, deck: "-", pos: full}.new(t)
	if v := g.Reshuffle(nil); !v.OK() || g.Blocked() {
		t.Errorf("blocked while Bob can play 5C")
	}
}
