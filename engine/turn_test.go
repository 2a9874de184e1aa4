package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
)

func TestTurnRules(t *testing.T) {
	empty := "*8*/10/10/10/10/10/10/10/10/*8*"
	// D6 and I5 show 7H, D7 and I4 show 8H; E5 shows 5H.
	covered7H := "*8*/10/10/10/8g1/3b6/10/10/10/*8*"
	for _, tc := range []struct {
		name string
		game game
		turn string
		rule engine.Rule
		at   int // the action at fault, -1 for the entry
	}{
		{"plain", game{}, "7H@D6", engine.NoRule, 0},
		{"short form, two open", game{}, "7H", engine.Ambiguous, 0},
		{"short form, one open", game{pos: "*8*/10/10/10/10/3b6/10/10/10/*8*"}, "7H", engine.NoRule, 0},
		{"short form, none open", game{pos: covered7H}, "7H", engine.NoSpaceOpen, 0},
		{"short wild", game{}, "JD", engine.Ambiguous, 0},
		{"short remove", game{}, "JS", engine.WrongCard, 0},
		{"one-eyed places", game{}, "JS@E5", engine.WrongCard, 0},
		{"two-eyed removes", game{pos: covered7H}, "JDxD6", engine.WrongCard, 0},
		{"normal removes", game{pos: covered7H}, "7HxD6", engine.WrongCard, 0},
		{"wild on a corner", game{}, "JD@A1", engine.CornerSpace, 0},
		{"normal on a corner", game{}, "7H@J10", engine.CornerSpace, 0},
		{"remove from a corner", game{}, "JSxA10", engine.CornerSpace, 0},
		{"wrong space", game{}, "7H@E5", engine.WrongSpace, 0},
		{"occupied", game{pos: covered7H}, "JD@D6", engine.Occupied, 0},
		{"normal on own chip", game{pos: covered7H}, "7H@I5", engine.Occupied, 0},
		{"remove empty", game{}, "JHxE5", engine.RemoveEmpty, 0},
		{"remove own", game{pos: covered7H}, "JSxI5", engine.RemoveOwn, 0},
		{"remove opponent", game{pos: covered7H}, "JSxD6", engine.NoRule, 0},
		{"dead then play", game{pos: covered7H}, "dead 7H; 5C@B2", engine.NoRule, 0},
		{"not dead", game{}, "dead 7H; 5C@B2", engine.NotDead, 0},
		{"jack never dead", game{pos: covered7H}, "dead JD; 5C@B2", engine.NotDead, 0},
		{"dead twice", game{pos: "*8*/10/10/8g1/8b1/3g6/3b6/10/10/*8*"}, "dead 7H; dead 8H; 5C@B2", engine.DeadTwice, 1},
		{"dead after the play", game{pos: covered7H}, "5C@B2 dead 7H", engine.TurnShape, 1},
		{"two plays", game{}, "7H@D6 5C@B2", engine.TurnShape, 1},
		{"no play", game{pos: covered7H}, "dead 7H +QS", engine.TurnShape, -1},
		{"empty turn", game{}, "", engine.TurnShape, -1},
		{"pass and draw", game{}, "pass +QS", engine.TurnShape, 1},
		{"pass and nodraw", game{}, "pass nodraw", engine.TurnShape, 1},
		{"draw first", game{}, "+QS 7H@D6", engine.TurnShape, 0},
		{"two draws", game{}, "7H@D6 +QS +4D", engine.TurnShape, 2},
		{"nodraw after dead", game{pos: covered7H}, "dead 7H nodraw 5C@B2", engine.TurnShape, 1},
		{"shape before hand", game{hands: []string{"5C", "?"}, pos: empty}, "7H@D6 7H@I5", engine.TurnShape, 1},
		{"not in hand", game{hands: []string{"5C", "?"}, pos: empty}, "7H@D6", engine.NotInHand, 0},
		{"not in hand before wrong card", game{hands: []string{"5C", "?"}, pos: empty}, "JS@E5", engine.NotInHand, 0},
		{"card-count: ADD in standard", game{}, "ADD@E5", engine.CardCount, 0},
		{"card-count: JD in bible", game{rules: engine.BibleRules}, "JD@E5", engine.CardCount, 0},
		{"bible ADD", game{rules: engine.BibleRules}, "ADD@E5", engine.NoRule, 0},
		{"bible REMOVE places", game{rules: engine.BibleRules}, "REMOVE@E5", engine.WrongCard, 0},
		{"red-jacks JH wild", game{rules: engine.RedJacksRules}, "JH@E5", engine.NoRule, 0},
		{"red-jacks JC removes", game{rules: engine.RedJacksRules}, "JC@E5", engine.WrongCard, 0},
		{"pass with a playable hand", game{hands: []string{"7H 5C", "?"}, pos: empty}, "pass", engine.PassPlayable, 0},
		{"pass with dead cards only", game{hands: []string{"7H", "?"}, pos: covered7H}, "pass", engine.NoRule, 0},
		{"pass with an unknown hand", game{}, "pass", engine.NoRule, 0},
		{"pass with a jack and no opponent chip", game{hands: []string{"JS", "?"}, pos: empty}, "pass", engine.NoRule, 0},
		{"pass with a jack and an opponent chip", game{hands: []string{"JS", "?"}, pos: covered7H}, "pass", engine.PassPlayable, 0},
		{"pass after a dead card that drew a live one", game{hands: []string{"7H", "?"}, deck: "5C", pos: covered7H}, "dead 7H; pass", engine.PassPlayable, 1},
		{"draw mismatch", game{hands: []string{"7H", "?"}, deck: "QS 4D", pos: empty}, "7H@D6 +4D", engine.DrawMismatch, 1},
		{"draw match", game{hands: []string{"7H", "?"}, deck: "QS 4D", pos: empty}, "7H@D6 +QS", engine.NoRule, 0},
		{"dead draw mismatch", game{hands: []string{"7H 5C", "?"}, deck: "QS 4D", pos: covered7H}, "dead 7H +4D; 5C@B2", engine.DrawMismatch, 1},
		{"replacement played", game{hands: []string{"7H", "?"}, deck: "9S 4D", pos: covered7H}, "dead 7H +9S; 9S@B7 +4D", engine.NoRule, 0},
		{"replacement not yet drawn", game{hands: []string{"7H 5C", "?"}, deck: "9S 4D", pos: covered7H}, "dead 7H; 4D@J8", engine.NotInHand, 1},
		// With a start, the discards from before it become the new pile
		// with the card just played: any card may come.
		{"draw after the start's pile runs out", game{hands: []string{"7H", "?"}, deck: "-", pos: empty}, "7H@D6 +QS", engine.NoRule, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game.new(t)
			_, v := g.Turn(0, acts(t, tc.turn))
			if v.Rule != tc.rule {
				t.Fatalf("%q: got %s, want %s (%+v)", tc.turn, v.Rule, tc.rule, v)
			}
			if tc.rule != engine.NoRule && v.ActionIndex != tc.at {
				t.Errorf("%q: fault at action %d, want %d", tc.turn, v.ActionIndex, tc.at)
			}
		})
	}
}

func TestOutOfTurnAndGameOver(t *testing.T) {
	g := game{}.new(t)
	if _, v := g.Turn(1, acts(t, "7H@D6")); v.Rule != engine.OutOfTurn {
		t.Errorf("Bob first: %s, want out-of-turn", v.Rule)
	}
	// Out of turn comes before the shape of the turn.
	if _, v := g.Turn(1, acts(t, "7H@D6 5C@B2")); v.Rule != engine.OutOfTurn {
		t.Errorf("Bob first with a bad shape: %s, want out-of-turn", v.Rule)
	}
	play(t, g, "7H@D6", "5C@B2", "pass", "pass")
	if g.ToMove() != 0 {
		t.Errorf("after four turns seat %d is to move, want 0", g.ToMove())
	}
}

func TestIllegalTurnLeavesGameUnchanged(t *testing.T) {
	g := game{hands: []string{"7H 5C", "?"}, deck: "QS 4D", pos: "*8*/10/10/10/8g1/3b6/10/10/10/*8*"}.new(t)
	before := *g
	// The dead card and its draw are applied before the draw after the
	// play fails; none of it may stay.
	if _, v := g.Turn(0, acts(t, "dead 7H +QS; 5C@B2 +QS")); v.Rule != engine.DrawMismatch {
		t.Fatalf("got %s, want draw-mismatch", v.Rule)
	}
	if *g != before {
		t.Errorf("the game changed after an illegal turn")
	}
}

func TestTurnAllocatesNothing(t *testing.T) {
	g := game{hands: []string{"7H 5C 9S", "2S 3S 4S"}, deck: "QS 4D 8S 6D", pos: "*8*/10/10/10/8g1/3b6/10/10/10/*8*"}.new(t)
	turn := acts(t, "dead 7H +QS; 5C@B2 +4D")
	allocs := testing.AllocsPerRun(100, func() {
		h := *g
		if _, v := h.Turn(0, turn); !v.OK() {
			t.Fatal(v.Rule)
		}
	})
	if allocs != 0 {
		t.Errorf("a turn allocates %v times, want 0", allocs)
	}
}

// TestApplyMatchesTurn checks that Apply judges exactly as Turn does, on
// legal and illegal entries alike.
func TestApplyMatchesTurn(t *testing.T) {
	for _, entry := range []string{"7H@D6 +QS", "7H@C4", "JSxE5", "5C@D4 +QS", "pass", "dead 7H; 5C@D4"} {
		g := game{hands: []string{"7H 5C 9S", "2S 3S 4S"}, deck: "QS 4D 8S 6D", pos: "*8*/1b8/10/10/4g5/10/10/10/10/*8*"}.new(t)
		h := *g
		a := acts(t, entry)
		rep1, v1 := g.Turn(0, a)
		rep2, v2 := h.Apply(0, a)
		if rep1 != rep2 || v1 != v2 {
			t.Errorf("%s: Turn gives %+v %+v, Apply %+v %+v", entry, rep1, v1, rep2, v2)
		}
		if v1.OK() && g.String() != h.String() {
			t.Errorf("%s: boards differ after Turn and Apply: %s and %s", entry, g, &h)
		}
	}
}
