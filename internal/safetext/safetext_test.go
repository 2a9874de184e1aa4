package safetext_test

import (
	"testing"

	"github.com/seqref/seqref/internal/safetext"
)

// TestQuote: plain text is shown as it is; text holding a character that
// acts (C0, DEL, C1, a bidirectional control, a line separator), a tab, a
// line break or bytes that are not UTF-8 is quoted, with none of them raw.
func TestQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{"games/a.yaml", "games/a.yaml"},
		{"Ünïcödé ok", "Ünïcödé ok"},
		{"x\x1b[2Ky", `"x\x1b[2Ky"`},
		{"a\rb", `"a\rb"`},
		{"a\u009bb", `"a\u009bb"`},
		{"a\u202eb", `"a\u202eb"`},
		{"a\u2066b", `"a\u2066b"`},
		{"a\u2028b", `"a\u2028b"`},
		{"a\tb", `"a\tb"`},
		{"a\nb", `"a\nb"`},
		{"a\x7fb", `"a\x7fb"`},
		{"a\xffb", `"a\xffb"`},
	}
	for _, tt := range tests {
		if got := safetext.Quote(tt.in); got != tt.want {
			t.Errorf("Quote(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
	if got := safetext.Quoted("e4"); got != `"e4"` {
		t.Errorf(`Quoted("e4") = %s, want "e4" in quotes`, got)
	}
	if got := safetext.Quoted("\x1b]52;c;eA==\a"); got != `"\x1b]52;c;eA==\a"` {
		t.Errorf("Quoted of an OSC 52 write = %s", got)
	}
}

// TestEscape: a message keeps its words, tabs and line breaks, and every
// character that acts is written as an escape.
func TestEscape(t *testing.T) {
	in := "x: cannot read\tthe file \x1b]52;c;eA==\a\u202e\u009b\nnext"
	want := `x: cannot read` + "\t" + `the file \x1b]52;c;eA==\a\u202e\u009b` + "\nnext"
	if got := safetext.Escape(in); got != want {
		t.Errorf("Escape = %q, want %q", got, want)
	}
}
