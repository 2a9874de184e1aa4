package notation_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// TestTurnReaderReadsAsParseTurn reads thousands of random turns, some of
// them not notation, with one TurnReader: each gives what ParseTurn gives,
// and after all are read, and each has been appended to, every turn still
// holds what it was read as.
func TestTurnReaderReadsAsParseTurn(t *testing.T) {
	r := newRand(7)
	var reader notation.TurnReader
	var want, got []notation.Turn
	for i := range 3000 {
		_, text := randomTurn(r)
		if i%7 == 0 {
			text += " 7H@Z9" // not a space: both must fail alike
		}
		w, werr := notation.ParseTurn(text)
		g, gerr := reader.Read(text)
		if diff := cmp.Diff(errText(werr), errText(gerr)); diff != "" {
			t.Fatalf("Read(%q) error (-ParseTurn +Read):\n%s", text, diff)
		}
		if diff := cmp.Diff(w, g); diff != "" {
			t.Fatalf("Read(%q) (-ParseTurn +Read):\n%s", text, diff)
		}
		want, got = append(want, w), append(got, g)
	}
	grown := make([]notation.Turn, len(got))
	for i, g := range got {
		grown[i] = notation.Turn{
			Actions: append(g.Actions, engine.Action{Kind: engine.Pass, Space: engine.NoSpace}),
			Spans:   append(g.Spans, notation.Span{Col: 99, Len: 1}),
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("turns read earlier changed as later ones were read or grown (-ParseTurn +Read):\n%s", diff)
	}
	for i, g := range grown {
		if n := len(want[i].Actions); len(g.Actions) != n+1 || g.Actions[n].Kind != engine.Pass {
			t.Fatalf("turn %d grown by one pass is %v", i, g.Actions)
		}
	}
}

// errText is an error's message, "" for none.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
