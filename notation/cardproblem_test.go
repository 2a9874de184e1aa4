package notation_test

import (
	"errors"
	"testing"

	"github.com/seqref/seqref/notation"
)

// TestCardProblems: a card that cannot be read says what is wrong with it,
// not that a rank that is fine is wrong.
func TestCardProblems(t *testing.T) {
	for _, c := range []struct{ input, problem string }{
		{"7HH", "not a card: it has two suits; a card is a rank and one suit, such as 7H"},
		{"3Ss", "not a card: it has two suits; a card is a rank and one suit, such as 3S"},
		{"10DD", "not a card: it has two suits; a card is a rank and one suit, such as 10D"},
		{"3S♠", "not a card: it has two suits; a card is a rank and one suit, such as 3♠"},
		{"77H", "not a card: a character too many after the rank 7; a card is a rank and a suit, such as 7H"},
		{"7HHH", "not a card: 2 characters too many after the rank 7; a card is a rank and a suit, such as 7H"},
		{"1H", "not a card: the rank must be A, 2-10, T, J, Q or K"},
		{"ZH", "not a card: the rank must be A, 2-10, T, J, Q or K"},
		{"7Z", "not a card: the last character must be a suit (S, H, D, C, ♠, ♥, ♦, ♣)"},
	} {
		_, err := notation.ParseCard(c.input)
		var se *notation.SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("ParseCard(%q): error %v, want a *SyntaxError", c.input, err)
			continue
		}
		if se.Problem != c.problem {
			t.Errorf("ParseCard(%q): problem %q, want %q", c.input, se.Problem, c.problem)
		}
	}
}
