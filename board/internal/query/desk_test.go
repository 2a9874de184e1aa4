package query

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// spacesOf are the spaces that show a card on the standard board.
func spacesOf(t *testing.T, card string) []string {
	t.Helper()
	c, err := notation.ParseCard(card)
	if err != nil {
		t.Fatal(err)
	}
	sp := engine.StandardLayout.SpacesOf(c)
	return []string{sp[0].String(), sp[1].String()}
}

// The three disputes of docs/board.md, tapped on a fresh desk.
func TestDeskJackOnSequence(t *testing.T) {
	d := NewDesk(emptyBoard)
	d.Tool("B")
	d.Tap("B2")
	if st := d.State(); st.End != "B2" {
		t.Fatalf("the first end is %q", st.End)
	}
	d.Tap("F2")
	d.Tool("play")
	st := d.Tap("D2")
	if st.Ruling == nil || st.Ruling.Verdict != "illegal" || st.Ruling.Rule != "remove-locked" {
		t.Fatalf("taking a chip of a sequence: %+v", st.Ruling)
	}
	if st.Entry != "JSxD2" || strings.Join(st.Spaces, " ") != "D2" {
		t.Errorf("entry %q marks %q", st.Entry, st.Spaces)
	}
	if !strings.Contains(st.View.Situation, "b=B2-F2") {
		t.Errorf("no sequence claimed: %s", st.View.Situation)
	}
}

func TestDeskDeadCard(t *testing.T) {
	d := NewDesk(emptyBoard)
	four := spacesOf(t, "4C")
	d.Tool("b")
	d.Tap(four[0])
	d.Tap(four[1])
	d.Tool("play")
	d.Dead()
	st := d.Tap(four[0])
	if st.Ruling != nil || st.Entry != "dead 4C; " {
		t.Fatalf("after Dead and a 4C space: entry %q, ruling %+v", st.Entry, st.Ruling)
	}
	st = d.Tap("D6")
	if st.Ruling == nil || st.Ruling.Verdict != "legal" || st.Ruling.Parts.Verdict != "yes" {
		t.Fatalf("dead 4C then a play: %q %+v", st.Entry, st.Ruling)
	}
	// The next tap starts a new entry.
	st = d.Tap("D6")
	if st.Entry != "7H@D6" {
		t.Errorf("after a ruling a tap builds %q", st.Entry)
	}
}

func TestDeskSharedCorner(t *testing.T) {
	d := NewDesk(emptyBoard)
	d.Tool("B")
	d.Tap("A1")
	d.Tap("E1")
	d.Tool("g")
	for _, sp := range []string{"A2", "A3", "A4"} {
		d.Tap(sp)
	}
	if st := d.State(); !strings.Contains(st.View.Situation, "b=A1-E1") {
		t.Fatalf("no blue sequence from the corner: %s", st.View.Situation)
	}
	d.Tool("play")
	st := d.Tap("A5")
	if st.Ruling == nil || st.Ruling.Verdict != "legal" {
		t.Fatalf("green on A5 with the corner blue's sequence holds: %q %+v", st.Entry, st.Ruling)
	}
	if len(st.View.Moves.Plays) == 0 {
		t.Error("no plays")
	}
}

func TestDeskClearDropsEntry(t *testing.T) {
	d := NewDesk(emptyBoard)
	d.Dead()
	d.Tap("D6")
	st := d.Clear()
	if st.Entry != "" || st.Ruling != nil || st.Dead {
		t.Errorf("after Empty board: entry %q, ruling %v", st.Entry, st.Ruling)
	}
}

func TestUnmarked(t *testing.T) {
	s := emptyBoard
	for _, sp := range []string{"B3", "C3", "D3", "E3", "F3", "G3"} {
		s = Put(s, sp, "g")
	}
	got := Unmarked(s)
	if len(got) != 1 || got[0] != (Line{Team: "g", From: "B3", To: "F3"}) {
		t.Fatalf("six green chips in a row: %+v", got)
	}
	s = Mark(s, got[0].From, got[0].To, got[0].Team)
	if u := Unmarked(s); len(u) != 0 {
		t.Errorf("after the fix: %+v (%s)", u, s)
	}
	if f := strings.Fields(s); f[1] != "g=B3-F3" {
		t.Errorf("sequences %q", f[1])
	}
	if Mark(s, "B3", "C4", "g") != s {
		t.Error("ends not in a line marked something")
	}
}
