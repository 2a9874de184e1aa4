package notation_test

import (
	"errors"
	"strings"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// The properties every parser must have, checked by the property tests on
// generated values and by the fuzz tests on any text: what was read formats
// to canonical text that reads back to the same value and formats to the
// same bytes again; what cannot be read gives a SyntaxError whose token
// stands at its column.

// checkCard checks the round trip of a card read from text.
func checkCard(t testing.TB, text string, c engine.Card) {
	t.Helper()
	if c == engine.NoCard {
		t.Fatalf("ParseCard(%q) read NoCard without an error", text)
	}
	canonical := notation.FormatCard(c)
	again, err := notation.ParseCard(canonical)
	if err != nil || again != c {
		t.Fatalf("ParseCard(%q) = %v; its canonical form %q reads as %v, %v", text, c, canonical, again, err)
	}
	if notation.FormatCard(again) != canonical {
		t.Fatalf("formatting %q is not idempotent: %q", canonical, notation.FormatCard(again))
	}
	if r, ok := outsideAlphabet(text); ok {
		t.Fatalf("ParseCard(%q) = %v: it read %q, which is not in the notation", text, c, r)
	}
}

// outsideAlphabet returns the first character of text that no card, space,
// keyword, operator or separator of the turn notation holds: ASCII letters
// and digits, "@+?;,", white space, suit symbols and variation selectors.
func outsideAlphabet(text string) (rune, bool) {
	for _, r := range text {
		switch {
		case r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("@+?;,=-", r)),
			unicode.IsSpace(r), strings.ContainsRune("♠♥♦♣♤♡♢♧\ufe0e\ufe0f", r):
		default:
			return r, true
		}
	}
	return 0, false
}

// checkSpace checks the round trip of a space read from text.
func checkSpace(t testing.TB, text string, s engine.Space) {
	t.Helper()
	if !s.Valid() {
		t.Fatalf("ParseSpace(%q) read %d without an error", text, s)
	}
	canonical := notation.FormatSpace(s)
	again, err := notation.ParseSpace(canonical)
	if err != nil || again != s {
		t.Fatalf("ParseSpace(%q) = %v; its canonical form %q reads as %v, %v", text, s, canonical, again, err)
	}
	if notation.FormatSpace(again) != canonical {
		t.Fatalf("formatting %q is not idempotent: %q", canonical, notation.FormatSpace(again))
	}
	if !strings.EqualFold(canonical, text) {
		t.Fatalf("ParseSpace(%q) = %q: a space has no other form than its name in either case", text, canonical)
	}
}

// checkTurn checks a turn read from text: each span holds its action alone,
// spans do not overlap, and the canonical text round-trips.
func checkTurn(t testing.TB, text string, turn notation.Turn) {
	t.Helper()
	if len(turn.Spans) != len(turn.Actions) {
		t.Fatalf("ParseTurn(%q): %d spans for %d actions", text, len(turn.Spans), len(turn.Actions))
	}
	runes := []rune(text)
	end := 1
	for i, sp := range turn.Spans {
		if sp.Col < end || sp.Len < 1 || sp.Col-1+sp.Len > len(runes) {
			t.Fatalf("ParseTurn(%q): span %d %+v is out of order or out of the text", text, i, sp)
		}
		end = sp.Col + sp.Len
		alone := string(runes[sp.Col-1 : end-1])
		one, err := notation.ParseTurn(alone)
		if err != nil || len(one.Actions) != 1 || one.Actions[0] != turn.Actions[i] {
			t.Fatalf("ParseTurn(%q): span %d %q reads as %+v, %v; want %+v", text, i, alone, one.Actions, err, turn.Actions[i])
		}
	}
	if r, ok := outsideAlphabet(text); ok {
		t.Fatalf("ParseTurn(%q) read %q, which is not in the notation", text, r)
	}
	canonical := notation.FormatTurn(turn.Actions)
	again, err := notation.ParseTurn(canonical)
	if err != nil {
		t.Fatalf("ParseTurn(%q): its canonical form %q does not read: %v", text, canonical, err)
	}
	if diff := cmp.Diff(turn.Actions, again.Actions, cmpopts.EquateEmpty()); diff != "" {
		t.Fatalf("ParseTurn(%q): its canonical form %q reads differently (-first +again):\n%s", text, canonical, diff)
	}
	if notation.FormatTurn(again.Actions) != canonical {
		t.Fatalf("formatting %q is not idempotent: %q", canonical, notation.FormatTurn(again.Actions))
	}
}

// checkPosition checks a board read from text. Position notation has one
// text for every board, so what reads is already canonical.
func checkPosition(t testing.TB, text string, b engine.Board) {
	t.Helper()
	canonical := notation.FormatPosition(&b)
	if canonical != text {
		t.Fatalf("ParsePosition(%q) formats as %q: a position has only one text", text, canonical)
	}
	again, err := notation.ParsePosition(canonical)
	if err != nil || again != b {
		t.Fatalf("ParsePosition(%q): its canonical form reads as %v, %v", text, again.String(), err)
	}
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		if s.IsCorner() && b.TeamAt(s) != engine.NoTeam {
			t.Fatalf("ParsePosition(%q) puts a chip on corner %v", text, s)
		}
		if b.Locked(s) && b.TeamAt(s) == engine.NoTeam {
			t.Fatalf("ParsePosition(%q) locks empty space %v", text, s)
		}
	}
}

// checkLayout checks a layout read from text.
func checkLayout(t testing.TB, text string, l *engine.Layout) {
	t.Helper()
	canonical := notation.FormatBoard(l)
	again, err := notation.ParseBoard(canonical)
	if err != nil {
		t.Fatalf("ParseBoard: the canonical form of\n%s\ndoes not read: %v\n%s", text, err, canonical)
	}
	if *again != *l {
		t.Fatalf("ParseBoard: the canonical form of\n%s\nreads as another board:\n%s", text, notation.FormatBoard(again))
	}
	if notation.FormatBoard(again) != canonical {
		t.Fatalf("formatting a board is not idempotent:\n%s\n%s", canonical, notation.FormatBoard(again))
	}
}

// checkError checks that err is a SyntaxError whose token stands at its
// column in text and that says what is wrong and what was expected.
func checkError(t testing.TB, parser, text string, err error) {
	t.Helper()
	var se *notation.SyntaxError
	if !errors.As(err, &se) {
		t.Fatalf("%s(%q): error %v (%T), want a *notation.SyntaxError", parser, text, err, err)
	}
	if !tokenAt(text, se.Col, se.Token) {
		t.Fatalf("%s(%q): token %q does not stand at column %d", parser, text, se.Token, se.Col)
	}
	if se.Problem == "" || se.Expected == "" {
		t.Fatalf("%s(%q): error %+v does not say what is wrong and what was expected", parser, text, se)
	}
}

// checkBoardError checks that err is a BoardError whose token stands at its
// line and column in text.
func checkBoardError(t testing.TB, text string, err error) {
	t.Helper()
	var be *notation.BoardError
	if !errors.As(err, &be) {
		t.Fatalf("ParseBoard: error %v (%T), want a *notation.BoardError", err, err)
	}
	lines := strings.Split(strings.TrimPrefix(text, "\ufeff"), "\n")
	if be.Line < 1 || be.Line > len(lines)+1 {
		t.Fatalf("ParseBoard: error at line %d of %d: %v", be.Line, len(lines), err)
	}
	line := ""
	if be.Line <= len(lines) {
		line = strings.TrimRight(lines[be.Line-1], "\r")
	}
	if be.Token != "" && !tokenAt(line, be.Col, be.Token) || be.Token == "" && be.Col < 1 {
		t.Fatalf("ParseBoard: token %q does not stand at %d:%d in %q", be.Token, be.Line, be.Col, line)
	}
	if be.Msg == "" || be.Expected == "" {
		t.Fatalf("ParseBoard: error %+v does not say what is wrong and what was expected", be)
	}
}
