package query

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// TestBookEntryTaps builds entries on the Record tab tap by tap.
func TestBookEntryTaps(t *testing.T) {
	var b Book
	b.Start(emptyBoard)
	step := func(st BookState, want string) {
		t.Helper()
		if st.Entry != want {
			t.Fatalf("the entry is %q, want %q", st.Entry, want)
		}
	}
	b.Card("7H")
	step(b.Tap("D6"), "7H@D6")
	if st := b.Record(0); st.Ruling == nil || st.Ruling.Verdict != "legal" || st.Entry != "" || len(st.Recording.Entries) != 1 {
		t.Fatalf("7H@D6 not recorded: %+v", st)
	}
	step(b.Tap("A1"), "")
	b.Card("7H")
	step(b.Tap("A1"), "7H@A1")
	if st := b.Record(0); !st.Refused || st.Entry != "7H@A1" || st.Ruling.Verdict != "illegal" {
		t.Fatalf("7H@A1 not refused: %+v", st)
	}
	c2, _ := notation.ParseSpace("C2")
	step(b.Tap("C2"), engine.StandardLayout.Card(c2).String()+"@C2")
	b.Type("")
	b.Dead()
	step(b.Card("4C"), "dead 4C; ")
	b.Draw()
	step(b.Card("9H"), "dead 4C +9H; ")
	b.Card("JS")
	step(b.Tap("D6"), "dead 4C +9H; JSxD6")
	b.Card("QS")
	step(b.State(), "dead 4C +9H; QS")
	b.Type("")
	b.Dead()
	b.Card("4C")
	step(b.Pass(), "dead 4C; pass")
	step(b.Pass(), "pass")
}
