package notation_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// cardNamed returns the card whose canonical name is name, found through the
// engine's String and not through the parser under test.
func cardNamed(t testing.TB, name string) engine.Card {
	t.Helper()
	for _, c := range engine.AllCards() {
		if c.String() == name {
			return c
		}
	}
	t.Fatalf("no card is named %q", name)
	return engine.NoCard
}

// spaceNamed returns the space with the canonical name name ("C4", "J10"),
// computed from its column letter and row number.
func spaceNamed(t testing.TB, name string) engine.Space {
	t.Helper()
	row, err := strconv.Atoi(name[1:])
	s := engine.SpaceAt(int(name[0])-'A', row-1)
	if err != nil || s == engine.NoSpace {
		t.Fatalf("no space is named %q", name)
	}
	return s
}

// act builds an action from a compact description: "dead 4C", "place 7H C4",
// "take JS C4", "short 7H", "pass", "draw QS", "draw ?", "nodraw".
func act(t testing.TB, desc string) engine.Action {
	t.Helper()
	f := strings.Fields(desc)
	a := engine.Action{Space: engine.NoSpace}
	switch f[0] {
	case "dead":
		a.Kind, a.Card = engine.TurnInDead, cardNamed(t, f[1])
	case "place":
		a.Kind, a.Card, a.Space = engine.Place, cardNamed(t, f[1]), spaceNamed(t, f[2])
	case "take":
		a.Kind, a.Card, a.Space = engine.Take, cardNamed(t, f[1]), spaceNamed(t, f[2])
	case "short":
		a.Kind, a.Card = engine.PlaceShort, cardNamed(t, f[1])
	case "pass":
		a.Kind = engine.Pass
	case "draw":
		a.Kind = engine.Draw
		if f[1] != "?" {
			a.Card = cardNamed(t, f[1])
		}
	case "nodraw":
		a.Kind = engine.NoDraw
	case "claim":
		a.Kind, a.Space, a.To = engine.Claim, spaceNamed(t, f[1]), spaceNamed(t, f[2])
	default:
		t.Fatalf("no action is described %q", desc)
	}
	return a
}

// acts builds the actions described, separated by "|".
func acts(t testing.TB, descs string) []engine.Action {
	t.Helper()
	var out []engine.Action
	for _, d := range strings.Split(descs, "|") {
		if d = strings.TrimSpace(d); d != "" {
			out = append(out, act(t, d))
		}
	}
	return out
}

// syntaxError returns err as a *notation.SyntaxError, failing the test when
// it is nil or of another type.
func syntaxError(t testing.TB, input string, err error) *notation.SyntaxError {
	t.Helper()
	var se *notation.SyntaxError
	if !errors.As(err, &se) {
		t.Fatalf("%q: error %v (%T), want a *notation.SyntaxError", input, err, err)
	}
	return se
}

// errorCase is bad input and where and how it must fail.
type errorCase struct {
	input    string
	col      int    // 1-based column, in characters, of the bad token
	token    string // the bad token
	expected string // a fragment of what the error says was expected
}

// checkSyntaxError asserts the column, token and expectation of a syntax
// error, and that its message quotes the token and says what was expected.
func checkSyntaxError(t *testing.T, tc errorCase, err error) {
	t.Helper()
	if err == nil {
		t.Fatalf("%q: no error, want one at column %d", tc.input, tc.col)
	}
	se := syntaxError(t, tc.input, err)
	if se.Col != tc.col || se.Token != tc.token {
		t.Errorf("%q: error at column %d token %q, want column %d token %q (%v)", tc.input, se.Col, se.Token, tc.col, tc.token, err)
	}
	if !strings.Contains(se.Expected, tc.expected) {
		t.Errorf("%q: expected %q, want it to mention %q", tc.input, se.Expected, tc.expected)
	}
	msg := err.Error()
	if tc.token != "" && !strings.Contains(msg, strconv.Quote(tc.token)) {
		t.Errorf("%q: message %q does not quote the token %q", tc.input, msg, tc.token)
	}
	if !strings.Contains(msg, "expected "+se.Expected) {
		t.Errorf("%q: message %q does not say what was expected", tc.input, msg)
	}
	if se.Problem == "" {
		t.Errorf("%q: the error does not say what is wrong", tc.input)
	}
}

// tokenAt reports whether token stands at the 1-based column col of text,
// counting characters as the parsers do (an invalid byte is one character).
// An empty token must stand at a column within the text or just after it.
func tokenAt(text string, col int, token string) bool {
	runes, tok := []rune(text), []rune(token)
	if col < 1 || col-1+len(tok) > len(runes) {
		return false
	}
	return string(runes[col-1:col-1+len(tok)]) == string(tok)
}
