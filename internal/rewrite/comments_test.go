package rewrite_test

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/internal/rewrite"
)

// TestComments places comments and checks the text: above the first node
// of At that starts its line, or at the top of the file; indented as the
// line below; with its line breaks; marker lines of an earlier run gone.
func TestComments(t *testing.T) {
	at := func(ps ...record.Pos) []record.Pos { return ps }
	for _, tc := range []struct {
		name, src string
		at        []record.Pos
		want      string
	}{
		{"block item", "a:\n  - x: 1\n", at(record.Pos{Line: 2, Col: 5}), "a:\n  # seqref: note\n  - x: 1\n"},
		{"old ones replaced", "a:\n  # seqref: old\n  - x: 1\n  # seqref: stale\n", at(record.Pos{Line: 3, Col: 5}), "a:\n  # seqref: note\n  - x: 1\n"},
		{"crlf", "a:\r\n  - x: 1\r\n", at(record.Pos{Line: 2, Col: 5}), "a:\r\n  # seqref: note\r\n  - x: 1\r\n"},
		{"no final line break", "a:\n  - x: 1", at(record.Pos{Line: 2, Col: 5}), "a:\n  # seqref: note\n  - x: 1"},
		{"second choice", "a: [{x: 1}]\n", at(record.Pos{Line: 1, Col: 5}, record.Pos{Line: 1, Col: 1}), "# seqref: note\na: [{x: 1}]\n"},
		{"top of file", "b: 0\na: [{x: 1}]\n", at(record.Pos{Line: 2, Col: 5}), "# seqref: note\nb: 0\na: [{x: 1}]\n"},
		{"nowhere given", "a: 1\n", nil, "# seqref: note\na: 1\n"},
		{"inside a flow list", "a: [\n  {x: 1},\n  {y: 2}]\n", at(record.Pos{Line: 3, Col: 3}), "a: [\n  {x: 1},\n  # seqref: note\n  {y: 2}]\n"},
		{"after a quoted value", "a: [{x: \"1\n  2\"}, {y: 2}]\n", at(record.Pos{Line: 2, Col: 8}), "# seqref: note\na: [{x: \"1\n  2\"}, {y: 2}]\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := rewrite.Comments([]byte(tc.src), rewrite.Marker, []rewrite.Comment{{At: tc.at, Lines: []string{"note"}}})
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestCommentsRefuseToChangeValues checks that a marker line inside a value
// (a block scalar) is not taken for a comment: the edit would change the
// value, and Comments says so.
func TestCommentsRefuseToChangeValues(t *testing.T) {
	src := "notes: |\n  # seqref: part of the notes\nturns: []\n"
	_, err := rewrite.Comments([]byte(src), rewrite.Marker, nil)
	if err == nil || !strings.Contains(err.Error(), "change a value") {
		t.Errorf("got %v, want an error saying a value would change", err)
	}
}
