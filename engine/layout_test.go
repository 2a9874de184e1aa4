package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
)

func TestStandardLayoutMatchesFormat(t *testing.T) {
	// Spot checks against the table of docs/format.md section 2, one per row and
	// the pairs the conformance cases rely on.
	for _, tc := range []struct{ space, card string }{
		{"B1", "2S"}, {"I1", "9S"}, {"J2", "10S"}, {"I3", "9H"}, {"B4", "KS"},
		{"E5", "5H"}, {"D6", "7H"}, {"I5", "7H"}, {"H7", "QD"}, {"D10", "QD"},
		{"A8", "KC"}, {"E8", "KC"}, {"J9", "5D"}, {"J10", "XX"}, {"A1", "XX"},
		{"J1", "XX"}, {"A10", "XX"}, {"C2", "4C"}, {"E4", "4C"},
	} {
		got := engine.StandardLayout.Card(space(t, tc.space))
		want := engine.NoCard
		if tc.card != "XX" {
			want = card(t, tc.card)
		}
		if got != want {
			t.Errorf("%s shows %v, want %s", tc.space, got, tc.card)
		}
	}
}

func TestStandardLayoutEveryCardTwice(t *testing.T) {
	for c := engine.Card(1); c <= 52; c++ {
		sp := engine.StandardLayout.SpacesOf(c)
		if c.IsJack() {
			if sp != [2]engine.Space{engine.NoSpace, engine.NoSpace} {
				t.Errorf("jack %v shows on the board at %v", c, sp)
			}
			continue
		}
		for _, s := range sp {
			if !s.Valid() || s.IsCorner() || engine.StandardLayout.Card(s) != c {
				t.Errorf("%v: space %v does not show it", c, s)
			}
		}
		if sp[0] == sp[1] {
			t.Errorf("%v shows twice on the same space %v", c, sp[0])
		}
	}
}

func TestNewLayoutRejects(t *testing.T) {
	var base [engine.NumSpaces]engine.Card
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		base[s] = engine.StandardLayout.Card(s)
	}
	for name, mutate := range map[string]func(*[engine.NumSpaces]engine.Card){
		"card on a corner": func(b *[engine.NumSpaces]engine.Card) { b[engine.A1] = engine.NewCard(2, engine.Spades) },
		"jack on a space":  func(b *[engine.NumSpaces]engine.Card) { b[1] = engine.NewCard(engine.Jack, engine.Spades) },
		"third copy":       func(b *[engine.NumSpaces]engine.Card) { b[1] = b[2] },
		"free space":       func(b *[engine.NumSpaces]engine.Card) { b[1] = engine.NoCard },
	} {
		cards := base
		mutate(&cards)
		if _, err := engine.NewLayout(cards); err == nil {
			t.Errorf("%s: NewLayout accepted the board", name)
		}
	}
	if _, err := engine.NewLayout(base); err != nil {
		t.Errorf("the standard board: %v", err)
	}
}
