package query

import (
	"strings"
	"testing"
)

func TestBookUndoRedo(t *testing.T) {
	var b Book
	b.Start(emptyBoard)
	for _, e := range []string{"7H@D6", "4C@C2", "9S@B7"} {
		if a := b.Add(e, 0); !a.Accepted {
			t.Fatalf("%s refused: %v", e, a.Ruling.Parts)
		}
	}
	full := b.State().Saved.YAML
	for range 2 {
		if !b.Undo() {
			t.Fatal("no undo")
		}
	}
	st := b.State()
	if len(st.Recording.Entries) != 1 || st.Redo != 2 || strings.Join(st.Last, " ") != "D6" {
		t.Fatalf("after two undos: %+v", st)
	}
	b.Redo()
	b.Redo()
	if got := b.State().Saved.YAML; got != full {
		t.Errorf("redone:\n%s\nnot\n%s", got, full)
	}
	b.Jump(0)
	if st := b.State(); len(st.Recording.Entries) != 0 || st.Redo != 3 {
		t.Fatalf("after a jump to the start: %+v", st)
	}
	var again Book
	if !again.Restore(b.State().Saved.YAML, b.State().Saved.Redo) || !again.Redo() {
		t.Fatal("restored book cannot redo")
	}
	if a := again.Add("7H@D6", 0); a.Accepted {
		t.Error("7H@D6 twice accepted")
	}
	if a := again.Add("4C@C2", 0); !a.Accepted || again.State().Redo != 0 {
		t.Error("a new entry keeps what was undone")
	}
}

func TestBookRename(t *testing.T) {
	var b Book
	b.Start(emptyBoard)
	if msg := b.Rename(0, "Grandma"); msg != "" {
		t.Fatal(msg)
	}
	if msg := b.Rename(1, "Grandma"); msg == "" {
		t.Error("two players of one name")
	}
	if p := b.State().Players; strings.Join(p, ",") != "Grandma,Bob" {
		t.Errorf("players %q", p)
	}
	if a := b.Add("Grandma: 7H@D6", 0); !a.Accepted {
		t.Errorf("an entry by name: %v", a.Ruling.Parts)
	}
}
