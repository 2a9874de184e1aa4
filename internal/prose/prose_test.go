package prose

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLines: words fill lines up to the width, the lead before the first
// and the indent before the others; a word longer than a line is cut; a
// lead too long for the first word is wrapped as text.
func TestLines(t *testing.T) {
	for _, c := range []struct {
		width             int
		first, rest, text string
		want              []string
	}{
		{20, "  - ", "    ", "the quick brown fox jumps over the lazy dog", []string{"  - the quick brown", "    fox jumps over", "    the lazy dog"}},
		{10, "", "  ", "abcdefghijklmnop", []string{"abcdefghij", "  klmnop"}},
		{12, "", "", "", []string{""}},
		{10, "  Sources: ", "    ", "none", []string{"  Sources:", "    none"}},
	} {
		if got := Lines(c.width, c.first, c.rest, c.text); !cmp.Equal(got, c.want) {
			t.Errorf("Lines(%d, %q, %q, %q):\n%s", c.width, c.first, c.rest, c.text, cmp.Diff(c.want, got))
		}
		for _, line := range Lines(c.width, c.first, c.rest, c.text) {
			if n := len([]rune(line)); n > c.width {
				t.Errorf("a line of %d columns at width %d: %q", n, c.width, line)
			}
		}
	}
	var b bytes.Buffer
	Wrap(&b, 20, "  - ", "    ", "the quick brown fox jumps over the lazy dog")
	if want := strings.Join(Lines(20, "  - ", "    ", "the quick brown fox jumps over the lazy dog"), "\n") + "\n"; b.String() != want {
		t.Errorf("Wrap wrote %q, want %q", b.String(), want)
	}
}

// TestJoin: "a", "a and b", "a, b and c"; or with or.
func TestJoin(t *testing.T) {
	for words, want := range map[string]string{"": "", "a": "a", "a b": "a and b", "a b c": "a, b and c"} {
		if got := JoinAnd(strings.Fields(words)); got != want {
			t.Errorf("JoinAnd(%q) = %q, want %q", words, got, want)
		}
	}
	if got := JoinOr([]string{"2", "3", "4"}); got != "2, 3 or 4" {
		t.Errorf("JoinOr = %q", got)
	}
	if got := Quote("one card per turn"); got != "\u201cone card per turn\u201d" {
		t.Errorf("Quote = %q", got)
	}
}
