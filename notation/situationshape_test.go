package notation_test

import (
	"errors"
	"testing"

	"github.com/seqref/seqref/notation"
)

// TestNotASituation: a word, or a position alone, is not a situation that
// ends early: the message says what a situation looks like.
func TestNotASituation(t *testing.T) {
	for _, c := range []struct {
		input, token, problem string
		col                   int
	}{
		{"garbage", "garbage", "not a situation: this is one field, and a situation is six or seven fields separated by spaces (docs/notation.md, section 6)", 1},
		{"  *8*/10/10/10/10/10/10/10/10/*8*", "*8*/10/10/10/10/10/10/10/10/*8*", "not a situation: this is one field, and a situation is six or seven fields separated by spaces (docs/notation.md, section 6)", 3},
		{"", "", "the situation is empty: a situation is six or seven fields separated by spaces (docs/notation.md, section 6)", 1},
		{"*8*/10/10/10/10/10/10/10/10/*8* -", "", "the situation ends after the sequences", 34},
	} {
		_, err := notation.ParseSituation(c.input)
		var se *notation.SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("ParseSituation(%q): error %v, want a *SyntaxError", c.input, err)
			continue
		}
		if se.Problem != c.problem || se.Token != c.token || se.Col != c.col {
			t.Errorf("ParseSituation(%q): column %d, token %q, problem %q; want %d, %q, %q", c.input, se.Col, se.Token, se.Problem, c.col, c.token, c.problem)
		}
	}
}
