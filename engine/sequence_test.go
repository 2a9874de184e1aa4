package engine_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
)

// claimed plays one turn and returns the sequences it completed as "B5-F5".
func claimed(t *testing.T, g *engine.Game, turn string) []string {
	t.Helper()
	rep, v := g.Turn(g.ToMove(), acts(t, turn))
	if !v.OK() {
		t.Fatalf("%s: %s", turn, v.Rule)
	}
	var out []string
	for _, q := range rep.Sequences() {
		out = append(out, q.From.String()+"-"+q.To().String())
	}
	return out
}

func TestSequenceClaims(t *testing.T) {
	for _, tc := range []struct {
		name string
		game game
		turn string
		want []string
	}{
		// Row 8: KC 8S 10C QC KC AC AD KD 4H 4D; KC shows at A8 and E8.
		{"nine in a row", game{pos: "*8*/10/10/10/10/10/10/gggg1gggg1/10/*8*"}, "KC@E8", []string{"A8-E8", "E8-I8"}},
		// Row 1 with both corners: 5S shows at E1.
		{"ten in a row", game{pos: "*ggg1gggg*/10/10/10/10/10/10/10/10/*8*"}, "5S@E1", []string{"A1-E1", "E1-I1"}},
		{"six in a row", game{pos: "*8*/10/10/1ggg1gg3/10/10/10/10/10/*8*"}, "4C@E4", []string{"B4-F4"}},
		{"corner", game{pos: "*ggg5*/10/10/10/10/10/10/10/10/*8*"}, "5S@E1", []string{"A1-E1"}},
		{"four without a corner", game{pos: "*8*/1ggg6/10/10/10/10/10/10/10/*8*"}, "2C@E2", nil},
		// E5 shows 5H. Row 5 B5-D5 and F5 green, column E1-E4 green: the
		// row is claimed before the column.
		{"row and column at once", game{pos: "*3g4*/4g5/4g5/4g5/1ggg1g4/10/10/10/10/*8*"}, "5H@E5", []string{"B5-F5", "E1-E5"}},
		// Diagonal down-right A1 B2 C3 D4 E5 (A1 a corner) and down-left
		// I1 H2 G3 F4 E5: down-right is tried first.
		{"both diagonals", game{pos: "*7g*/1g5g2/2g3g3/3g1g4/10/10/10/10/10/*8*"}, "5H@E5", []string{"A1-E5", "I1-E5"}},
		// Down-left diagonal through E5, chips on D6 C7 B8 and F4 G3 H2:
		// windows from the highest upper end: H2-D6 first.
		{"down-left greedy", game{pos: "*8*/7g2/6g3/5g4/10/3g6/2g7/1g8/10/*8*"}, "5H@E5", []string{"H2-D6"}},
		// The other team's chips never count.
		{"mixed colours", game{pos: "*8*/10/10/10/1ggb1g4/10/10/10/10/*8*"}, "5H@E5", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := claimed(t, tc.game.new(t), tc.turn)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("claimed (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSecondSequenceSharing(t *testing.T) {
	seq := []engine.StartSequence{{Team: engine.Green, From: space(t, "B6"), To: space(t, "F6")}}
	// Column D6-D10 shares only D6 with the row B6-F6: counted, green wins.
	g := game{pos: "*8*/10/10/10/10/1GGGGG4/3g6/3g6/3g6/*8*", seqs: seq}.new(t)
	if got := claimed(t, g, "QD@D10"); len(got) != 1 || g.Winner() != engine.Green {
		t.Errorf("sharing one space: claimed %v, winner %v; want one sequence and green", got, g.Winner())
	}
	// E6-I6 shares E6 and F6: not counted, and G6 stays removable.
	g = game{pos: "*8*/10/10/10/10/1GGGGGgg2/10/10/10/*8*", seqs: seq}.new(t)
	if got := claimed(t, g, "6H@I6"); len(got) != 0 {
		t.Errorf("sharing two spaces: claimed %v, want none", got)
	}
	if g.Board().Locked(space(t, "G6")) {
		t.Errorf("G6 is locked after an uncounted window")
	}
	play(t, g, "JSxG6")
}

func TestLockedChipsAndCount(t *testing.T) {
	g := game{pos: "*8*/10/10/1ggg1gg3/10/10/10/10/10/*8*"}.new(t)
	claimed(t, g, "4C@E4")
	for _, s := range []string{"B4", "C4", "D4", "E4", "F4"} {
		if !g.Board().Locked(space(t, s)) {
			t.Errorf("%s is not locked", s)
		}
	}
	if g.Board().Locked(space(t, "G4")) {
		t.Errorf("G4 is locked, but six in a row makes one sequence")
	}
	if g.SequenceCount(engine.Green) != 1 || g.Winner() != engine.NoTeam {
		t.Errorf("green has %d sequences, winner %v; want 1 and none", g.SequenceCount(engine.Green), g.Winner())
	}
	if _, v := g.Turn(1, acts(t, "JSxC4")); v.Rule != engine.RemoveLocked {
		t.Errorf("removing C4: %s, want remove-locked", v.Rule)
	}
}

func TestSequenceBetween(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		ok   bool
		dir  engine.Direction
	}{
		{"A1", "E1", true, engine.Row}, {"E1", "A1", true, engine.Row},
		{"C3", "C7", true, engine.Column}, {"A1", "E5", true, engine.DownRight},
		{"I1", "E5", true, engine.DownLeft}, {"E5", "I1", true, engine.DownLeft},
		{"A1", "F1", false, 0}, {"A1", "E2", false, 0}, {"A1", "D4", false, 0},
	} {
		q, ok := engine.SequenceBetween(engine.Green, space(t, tc.a), space(t, tc.b))
		if ok != tc.ok || ok && q.Dir != tc.dir {
			t.Errorf("%s-%s: %v %v, want %v %v", tc.a, tc.b, ok, q.Dir, tc.ok, tc.dir)
		}
	}
}
