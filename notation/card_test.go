package notation_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

func TestParseCard(t *testing.T) {
	tests := []struct {
		input, want string
	}{
		{"10H", "10H"},
		{"TH", "10H"},
		{"th", "10H"},
		{"tH", "10H"},
		{"10h", "10H"},
		{"10♥", "10H"},
		{"10♡", "10H"},
		{"10♥\ufe0f", "10H"}, // emoji presentation, as phones type it
		{"10♥\ufe0e", "10H"}, // text presentation
		{"AS", "AS"},
		{"as", "AS"},
		{"A♠", "AS"},
		{"a♤", "AS"},
		{"2C", "2C"},
		{"2♣", "2C"},
		{"2♧", "2C"},
		{"9D", "9D"},
		{"9♦", "9D"},
		{"9♢", "9D"},
		{"JD", "JD"},
		{"jd", "JD"},
		{"Qs", "QS"},
		{"kH", "KH"},
		{"ADD", "ADD"},
		{"add", "ADD"},
		{"Add", "ADD"},
		{"REMOVE", "REMOVE"},
		{"remove", "REMOVE"},
		{"ReMoVe", "REMOVE"},
	}
	for _, tc := range tests {
		got, err := notation.ParseCard(tc.input)
		if err != nil {
			t.Errorf("ParseCard(%q): %v", tc.input, err)
			continue
		}
		if want := cardNamed(t, tc.want); got != want {
			t.Errorf("ParseCard(%q) = %v, want %v", tc.input, got, want)
		}
	}
}

func TestParseCardErrors(t *testing.T) {
	for _, input := range []string{
		"",          // nothing
		"H",         // a suit without a rank
		"10",        // a rank without a suit
		"1H",        // no rank 1
		"11H",       // no rank 11
		"0H",        // no rank 0
		"010H",      // leading zero
		"1OH",       // letter O for zero
		"ZH",        // not a rank
		"7Z",        // not a suit
		"7HH",       // two suits
		"7 H",       // a space inside
		" 7H",       // white space around is not trimmed
		"AD D",      // not ADD
		"ADDS",      // not ADD
		"REMOVED",   // not REMOVE
		"XX",        // a corner is not a card
		"♥",         // a symbol alone
		"\ufe0f",    // a variation selector alone
		"10H\ufe0f", // a variation selector after a letter
		"10♥\ufe0f\ufe0f",
		"Aſ",   // long s is not S: case folding is ASCII only
		"\xff", // invalid UTF-8
	} {
		_, err := notation.ParseCard(input)
		checkSyntaxError(t, errorCase{input: input, col: 1, token: input, expected: "a card such as"}, err)
	}
}

func TestFormatCardEveryCard(t *testing.T) {
	seen := map[string]engine.Card{}
	for _, c := range engine.AllCards() {
		text := notation.FormatCard(c)
		if other, dup := seen[text]; dup {
			t.Errorf("%v and %v are both written %q", int(c), int(other), text)
		}
		seen[text] = c
		got, err := notation.ParseCard(text)
		if err != nil || got != c {
			t.Errorf("ParseCard(FormatCard(%d)) = %v, %v; want %v (%q)", int(c), got, err, c, text)
		}
		if again := notation.FormatCard(got); again != text {
			t.Errorf("formatting %q again gives %q", text, again)
		}
	}
	if len(seen) != 54 {
		t.Errorf("%d cards, want 52 and ADD and REMOVE", len(seen))
	}
}

// TestCardLiberalForms reads every card in every input form: each must give
// that card, and formatting it gives the canonical form.
func TestCardLiberalForms(t *testing.T) {
	for _, c := range engine.AllCards() {
		forms := liberalCardForms(c)
		if len(forms) < 2 {
			t.Fatalf("%v: only %d forms", c, len(forms))
		}
		for _, form := range forms {
			got, err := notation.ParseCard(form)
			if err != nil || got != c {
				t.Errorf("ParseCard(%q) = %v, %v; want %v", form, got, err, c)
				continue
			}
			if text := notation.FormatCard(got); text != c.String() {
				t.Errorf("FormatCard(ParseCard(%q)) = %q, want %q", form, text, c.String())
			}
		}
	}
}
