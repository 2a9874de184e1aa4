package engine_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/situation"
)

func TestAlong(t *testing.T) {
	for _, c := range []struct {
		from engine.Space
		d    engine.Direction
		n    int
		want engine.Space
	}{
		{engine.A1, engine.Row, 4, engine.SpaceAt(4, 0)},
		{engine.A1, engine.Column, 9, engine.A10},
		{engine.A1, engine.DownRight, 9, engine.J10},
		{engine.J1, engine.DownLeft, 9, engine.A10},
		{engine.A1, engine.Row, -1, engine.NoSpace},
		{engine.J1, engine.Row, 1, engine.NoSpace},
		{engine.A10, engine.Column, 1, engine.NoSpace},
		{engine.A10, engine.DownLeft, -9, engine.J1},
	} {
		if got := c.from.Along(c.d, c.n); got != c.want {
			t.Errorf("%v.Along(%v, %d) = %v, want %v", c.from, c.d, c.n, got, c.want)
		}
	}
}

// inLine reports whether w's five spaces are on the board, one step apart.
func inLine(w engine.Sequence) bool {
	sp := w.Spaces()
	for i, s := range sp {
		if !s.Valid() || (i > 0 && sp[i-1].Along(w.Dir, 1) != s) {
			return false
		}
	}
	return w.Mask().Len() == 5 && w.Team == engine.NoTeam
}

func before(a, b engine.Sequence) bool {
	return a.Dir < b.Dir || (a.Dir == b.Dir && a.From < b.From)
}

func TestWindows(t *testing.T) {
	all := slices.Collect(engine.Windows())
	// Rows and columns: 6 windows in each of 10 lines; diagonals: 6*6 each way.
	if len(all) != 60+60+36+36 {
		t.Fatalf("%d windows, want 192", len(all))
	}
	for i, w := range all {
		if !inLine(w) {
			t.Fatalf("window %v %v is not five spaces in a line", w.From, w.Dir)
		}
		if i > 0 && !before(all[i-1], w) {
			t.Fatalf("window %v %v comes after %v %v", w.From, w.Dir, all[i-1].From, all[i-1].Dir)
		}
	}
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		var want []engine.Sequence
		for _, w := range all {
			if w.Mask().Has(s) {
				want = append(want, w)
			}
		}
		if got := slices.Collect(engine.WindowsThrough(s)); !slices.Equal(got, want) {
			t.Fatalf("WindowsThrough(%v) = %v, want %v", s, got, want)
		}
		for d := engine.Row; d <= engine.DownLeft; d++ {
			var along []engine.Sequence
			for _, w := range want {
				if w.Dir == d {
					along = append(along, w)
				}
			}
			if got := slices.Collect(engine.WindowsAlong(s, d)); !slices.Equal(got, along) {
				t.Fatalf("WindowsAlong(%v, %v) = %v, want %v", s, d, got, along)
			}
		}
	}
	if n := len(slices.Collect(engine.WindowsThrough(engine.NoSpace))); n != 0 {
		t.Fatalf("%d windows through NoSpace", n)
	}
}

func TestGeometryAllocatesNothing(t *testing.T) {
	g := exampleGame(t)
	n := 0
	allocs := testing.AllocsPerRun(100, func() {
		for s := engine.Space(0); s < engine.NumSpaces; s++ {
			for w := range engine.WindowsThrough(s) {
				n += w.Mask().Len()
			}
		}
		for w := range engine.Windows() {
			n += int(w.From)
		}
		n += g.Threats(engine.Blue).Len()
	})
	if allocs != 0 || n == 0 {
		t.Fatalf("%v allocations a run (sum %d)", allocs, n)
	}
}

func TestThreats(t *testing.T) {
	g := exampleGame(t)
	for _, c := range []struct {
		by   engine.Team
		want []engine.Space
	}{
		{engine.Blue, []engine.Space{engine.SpaceAt(6, 0), engine.SpaceAt(6, 5)}},
		{engine.Green, []engine.Space{engine.SpaceAt(4, 4)}},
	} {
		if got := g.Threats(c.by).Spaces(); !slices.Equal(got, c.want) {
			t.Errorf("Threats(%v) = %v, want %v", c.by, got, c.want)
		}
	}
}

func exampleGame(t testing.TB) *engine.Game {
	s, err := notation.ParseSituation("*8*/1gb3b3/2g3b3/3gg1b3/6b3/b4g4/10/3b6/1GGGGG4/*8* g=B9-F9 standard gb 1 JS,5H")
	if err != nil {
		t.Fatal(err)
	}
	g, err := situation.NewGame(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The open spaces where each team's next chip would complete a sequence:
// the ones its opponents must block.
func ExampleGame_Threats() {
	s, _ := notation.ParseSituation("*8*/1gb3b3/2g3b3/3gg1b3/6b3/b4g4/10/3b6/1GGGGG4/*8* g=B9-F9 standard gb 1 JS,5H")
	g, _ := situation.NewGame(s)
	fmt.Println("blue threatens", g.Threats(engine.Blue).Spaces())
	fmt.Println("green threatens", g.Threats(engine.Green).Spaces())
	// Output:
	// blue threatens [G1 G6]
	// green threatens [E5]
}

// The five-space windows through a space, in the order a chip there claims
// them.
func ExampleWindowsThrough() {
	for w := range engine.WindowsThrough(engine.A1) {
		fmt.Println(w.Dir, w.From, "to", w.To())
	}
	// Output:
	// row A1 to E1
	// column A1 to A5
	// diagonal down-right A1 to E5
}
