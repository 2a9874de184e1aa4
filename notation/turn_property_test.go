package notation_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/seqref/seqref/notation"
)

// TestTurnRandomRoundTrip reads random turns written in random liberal forms:
// each must read as the actions it was written from, and round-trip through
// its canonical form.
func TestTurnRandomRoundTrip(t *testing.T) {
	r := newRand(1)
	for range 5000 {
		actions, text := randomTurn(r)
		turn, err := notation.ParseTurn(text)
		if err != nil {
			t.Fatalf("ParseTurn(%q): %v", text, err)
		}
		if diff := cmp.Diff(actions, turn.Actions, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("ParseTurn(%q) (-written +read):\n%s", text, diff)
		}
		checkTurn(t, text, turn)
		if canonical := notation.FormatTurn(turn.Actions); canonical != notation.FormatTurn(actions) {
			t.Fatalf("ParseTurn(%q) formats as %q, want %q", text, canonical, notation.FormatTurn(actions))
		}
	}
}

// TestTurnRandomCanonical reads random turns in canonical form: formatting
// what was read gives the same bytes.
func TestTurnRandomCanonical(t *testing.T) {
	r := newRand(2)
	for range 2000 {
		actions, _ := randomTurn(r)
		text := notation.FormatTurn(actions)
		turn, err := notation.ParseTurn(text)
		if err != nil {
			t.Fatalf("ParseTurn(FormatTurn(...)) = %v for %q", err, text)
		}
		if diff := cmp.Diff(actions, turn.Actions, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("ParseTurn(%q) (-written +read):\n%s", text, diff)
		}
		if again := notation.FormatTurn(turn.Actions); again != text {
			t.Fatalf("FormatTurn(ParseTurn(%q)) = %q", text, again)
		}
	}
}

// TestCardAndSpaceRandomForms reads every card and space in random liberal
// forms, as the turn generator writes them.
func TestCardAndSpaceRandomForms(t *testing.T) {
	r := newRand(3)
	for range 2000 {
		c, s := randomCard(r), randomSpace(r)
		cardText, spaceText := cardForm(r, c), spaceForm(r, s)
		gotCard, err := notation.ParseCard(cardText)
		if err != nil || gotCard != c {
			t.Fatalf("ParseCard(%q) = %v, %v; want %v", cardText, gotCard, err, c)
		}
		checkCard(t, cardText, gotCard)
		gotSpace, err := notation.ParseSpace(spaceText)
		if err != nil || gotSpace != s {
			t.Fatalf("ParseSpace(%q) = %v, %v; want %v", spaceText, gotSpace, err, s)
		}
		checkSpace(t, spaceText, gotSpace)
	}
}
