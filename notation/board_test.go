package notation_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// readFile returns the contents of a file under testdata.
func readFile(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestParseBoardStandard reads the table of docs/format.md section 2, copied in
// testdata/standard.board, and writes the standard board as that table.
func TestParseBoardStandard(t *testing.T) {
	table := readFile(t, "standard.board")
	l, err := notation.ParseBoard(table)
	if err != nil {
		t.Fatal(err)
	}
	if *l != *engine.StandardLayout {
		t.Errorf("ParseBoard(standard.board) is not the standard board:\n%s", notation.FormatBoard(l))
	}
	if got := notation.FormatBoard(engine.StandardLayout); got != table {
		t.Errorf("FormatBoard(standard) =\n%s\nwant the standard board table:\n%s", got, table)
	}
	checkLayout(t, table, l)
}

// TestParseBoardLiberal reads the standard board written in every form
// ParseBoard allows.
func TestParseBoardLiberal(t *testing.T) {
	text := readFile(t, "liberal.board")
	for _, variant := range []string{text, strings.ReplaceAll(text, "\n", "\r\n"), "\ufeff" + text} {
		l, err := notation.ParseBoard(variant)
		if err != nil {
			t.Fatalf("%q: %v", variant[:12], err)
		}
		if *l != *engine.StandardLayout {
			t.Errorf("ParseBoard(liberal.board) is not the standard board:\n%s", notation.FormatBoard(l))
		}
		checkLayout(t, variant, l)
	}
}

// TestBoardRandomRoundTrip reads random layouts written in random liberal
// forms.
func TestBoardRandomRoundTrip(t *testing.T) {
	r := newRand(5)
	for range 300 {
		l := randomLayout(r)
		text := boardForm(r, l)
		got, err := notation.ParseBoard(text)
		if err != nil {
			t.Fatalf("ParseBoard:\n%s\n%v", text, err)
		}
		if *got != *l {
			t.Fatalf("ParseBoard:\n%s\nread another board:\n%s", text, notation.FormatBoard(got))
		}
		checkLayout(t, text, got)
	}
}

// boardEdit is an edit of the standard table: line (1-based, the header is
// line 1) is replaced; an empty replacement deletes the line, and line 0
// appends.
type boardEdit struct {
	line int
	text string
}

// editBoard applies the edits to the standard table.
func editBoard(t *testing.T, edits ...boardEdit) string {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(readFile(t, "standard.board"), "\n"), "\n")
	var out []string
	for i, line := range lines {
		for _, e := range edits {
			if e.line == i+1 {
				line = e.text
			}
		}
		if line != "" {
			out = append(out, line)
		}
	}
	for _, e := range edits {
		if e.line == 0 {
			out = append(out, e.text)
		}
	}
	return strings.Join(out, "\n") + "\n"
}

func TestParseBoardErrors(t *testing.T) {
	tests := []struct {
		name      string
		text      string
		line, col int
		token     string
		expected  string // a fragment of what was expected
	}{
		{"not a card", editBoard(t, boardEdit{4, "  3  7C   ZZ   2D   3D   4D   5D   6D   7D   9H   QS"}),
			4, 11, "ZZ", "a card such as 10H"},
		{"a jack", editBoard(t, boardEdit{2, "  1  XX   JH   3S   4S   5S   6S   7S   8S   9S   XX"}),
			2, 11, "JH", "not a jack"},
		{"ADD on the board", editBoard(t, boardEdit{2, "  1  XX   add  3S   4S   5S   6S   7S   8S   9S   XX"}),
			2, 11, "add", "not a jack"},
		{"a card on a corner", editBoard(t, boardEdit{2, "  1  5D   2S   3S   4S   5S   6S   7S   8S   9S   XX"}),
			2, 6, "5D", "XX"},
		{"XX off the corners", editBoard(t, boardEdit{2, "  1  XX   XX   3S   4S   5S   6S   7S   8S   9S   XX"}),
			2, 11, "XX", "not a jack"},
		{"a card three times", editBoard(t, boardEdit{2, "  1  XX   2S   2S   4S   5S   6S   7S   8S   9S   XX"}),
			10, 36, "2S", "exactly twice"},
		{"nine cells", editBoard(t, boardEdit{3, "  2  6C   5C   4C   3C   2C   AH   KH   QH   10H"}),
			3, 49, "", "ten cells"},
		{"eleven cells", editBoard(t, boardEdit{3, "  2  6C   5C   4C   3C   2C   AH   KH   QH   10H  10S  4D"}),
			3, 56, "4D", "ten cells"},
		{"a number alone", editBoard(t, boardEdit{3, "  2"}),
			3, 4, "", "ten cells"},
		{"the wrong row number", editBoard(t, boardEdit{3, "  3  6C   5C   4C   3C   2C   AH   KH   QH   10H  10S"}),
			3, 3, "3", "ten cells"},
		{"eleven rows", editBoard(t, boardEdit{0, " 11  XX   2S   3S   4S   5S   6S   7S   8S   9S   XX"}),
			12, 2, "11", "ten rows"},
		{"nine rows", editBoard(t, boardEdit{11, ""}),
			11, 1, "", "ten rows"},
		{"empty", "", 1, 1, "", "ten rows"},
		{"comments only", "# nothing\n\n", 1, 1, "", "ten rows"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := notation.ParseBoard(tc.text)
			if err == nil {
				t.Fatalf("no error for\n%s", tc.text)
			}
			var be *notation.BoardError
			if !errors.As(err, &be) {
				t.Fatalf("error %v (%T), want a *notation.BoardError", err, err)
			}
			if be.Line != tc.line || be.Col != tc.col || be.Token != tc.token {
				t.Errorf("error at %d:%d token %q, want %d:%d token %q (%v)", be.Line, be.Col, be.Token, tc.line, tc.col, tc.token, err)
			}
			if !strings.Contains(be.Expected, tc.expected) {
				t.Errorf("expected %q, want it to mention %q", be.Expected, tc.expected)
			}
			if !strings.Contains(be.Msg, "expected "+be.Expected) || tc.token != "" && !strings.Contains(be.Msg, `"`+tc.token+`"`) {
				t.Errorf("message %q does not quote the token and say what was expected", be.Msg)
			}
			checkBoardError(t, tc.text, err)
		})
	}
}
