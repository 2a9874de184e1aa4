package notation_test

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

func TestParseSpace(t *testing.T) {
	tests := []struct {
		input, want string
	}{
		{"C4", "C4"},
		{"c4", "C4"},
		{"A1", "A1"},
		{"a1", "A1"},
		{"J10", "J10"},
		{"j10", "J10"},
		{"A10", "A10"},
		{"J1", "J1"},
		{"E5", "E5"},
	}
	for _, tc := range tests {
		got, err := notation.ParseSpace(tc.input)
		if err != nil {
			t.Errorf("ParseSpace(%q): %v", tc.input, err)
			continue
		}
		if want := spaceNamed(t, tc.want); got != want {
			t.Errorf("ParseSpace(%q) = %v, want %v", tc.input, got, want)
		}
	}
}

func TestParseSpaceErrors(t *testing.T) {
	tests := []struct {
		input   string
		problem string // a fragment of what is wrong
	}{
		{"K1", "column"},
		{"k1", "column"},
		{"@1", "column"},
		{"4C", "column"},
		{"ı5", "column"}, // dotless i is not I: case folding is ASCII only
		{"A0", "row"},
		{"A11", "row"},
		{"A01", "row"},
		{"A00", "row"},
		{"J100", "not a space"},
		{"A-1", "row"},
		{"A1 ", "row"},
		{"A", "not a space"},
		{"", "not a space"},
		{" C4", "column"},
		{"CC4", "row"},
		{"\xff1", "not a space"},
	}
	for _, tc := range tests {
		_, err := notation.ParseSpace(tc.input)
		checkSyntaxError(t, errorCase{input: tc.input, col: 1, token: tc.input, expected: "a space such as C4"}, err)
		if se := syntaxError(t, tc.input, err); !strings.Contains(se.Problem, tc.problem) {
			t.Errorf("ParseSpace(%q): problem %q, want it to mention %q", tc.input, se.Problem, tc.problem)
		}
	}
}

func TestSpaceEverySpace(t *testing.T) {
	seen := map[string]bool{}
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		text := notation.FormatSpace(s)
		if seen[text] {
			t.Errorf("two spaces are written %q", text)
		}
		seen[text] = true
		for _, form := range []string{text, strings.ToLower(text)} {
			got, err := notation.ParseSpace(form)
			if err != nil || got != s {
				t.Errorf("ParseSpace(%q) = %v, %v; want %v", form, got, err, s)
				continue
			}
			if again := notation.FormatSpace(got); again != text {
				t.Errorf("FormatSpace(ParseSpace(%q)) = %q, want %q", form, again, text)
			}
		}
	}
}
