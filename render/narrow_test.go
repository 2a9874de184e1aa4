package render_test

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/seqref/seqref/render"
)

// TestNarrowText: at a width narrower than the board, the board shows the
// chips alone, three columns a space, and no line is wider than the width;
// at the board's width the text is WriteText's.
func TestNarrowText(t *testing.T) {
	m := finished(t)
	m.Mark(space(t, "E5"))
	var narrow bytes.Buffer
	if err := render.WriteTextAt(&narrow, m, render.Style{}, 40); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(narrow.String(), "\n")
	if lines[0] != "   A  B  C  D  E  F  G  H  I  J" || !strings.HasPrefix(lines[1], " 1 X ") || !strings.HasPrefix(lines[10], "10 X ") {
		t.Errorf("the narrow board does not start with the columns and rows 1 to 10:\n%s", narrow.String())
	}
	if !strings.Contains(lines[5], "[") {
		t.Errorf("row 5 does not mark E5:\n%s", lines[5])
	}
	for _, l := range lines {
		if utf8.RuneCountInString(l) > 40 {
			t.Errorf("a line of %d columns: %q", utf8.RuneCountInString(l), l)
		}
	}
	var wide, full bytes.Buffer
	if err := render.WriteTextAt(&wide, m, render.Style{}, render.BoardWidth); err != nil {
		t.Fatal(err)
	}
	if err := render.WriteText(&full, m, render.Style{}); err != nil {
		t.Fatal(err)
	}
	if wide.String() != full.String() {
		t.Errorf("at the board's width the text differs from WriteText's")
	}
}
