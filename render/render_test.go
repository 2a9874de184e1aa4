package render_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/goldenfile"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/render"
)

var names = []string{"Ann", "Bob"}

// game builds a two-player standard game from a position, with Ann's hand
// known and a known deck, and plays the given turns of Ann and Bob in turn.
func game(t *testing.T, position string, seqs []engine.StartSequence, annHand []string, deck []string, turns ...string) (*engine.Game, engine.Report) {
	t.Helper()
	board, err := notation.ParsePosition(position)
	if err != nil {
		t.Fatal(err)
	}
	s := engine.Setup{Rules: engine.StandardRules, Teams: []engine.Team{engine.Green, engine.Blue},
		Hands: [][]engine.Card{cards(t, annHand), nil}, Deck: cards(t, deck), DeckKnown: true,
		Start: &engine.Start{Board: board, Sequences: seqs}}
	g, v := engine.NewGame(s)
	if !v.OK() {
		t.Fatalf("setup: %v", v.Rule)
	}
	var rep engine.Report
	for i, text := range turns {
		turn, err := notation.ParseTurn(text)
		if err != nil {
			t.Fatal(err)
		}
		rep, v = g.Turn(i%2, turn.Actions)
		if !v.OK() {
			t.Fatalf("turn %d %q: %v", i+1, text, v.Rule)
		}
	}
	return g, rep
}

func cards(t *testing.T, names []string) []engine.Card {
	t.Helper()
	out := make([]engine.Card, 0, len(names))
	for _, n := range names {
		c, err := notation.ParseCard(n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// finished is a game green wins with its second sequence, D6-D10, which
// shares D6 with the first, B6-F6.
func finished(t *testing.T) *render.Model {
	g, rep := game(t, "*8*/2b1b5/7bb1/10/10/1GGGGG4/3g6/3g6/3g6/*8*",
		[]engine.StartSequence{{Team: engine.Green, From: space(t, "B6"), To: space(t, "F6")}},
		[]string{"QD", "4C", "9S"}, []string{"2S", "3S"}, "QD@D10 +2S")
	m := render.New(g, names)
	m.Entries = 1
	m.SetLastMove(render.MoveOf(1, "Ann", engine.Green, "QD@D10 +2S", &rep))
	return m
}

func space(t *testing.T, s string) engine.Space {
	t.Helper()
	sp, err := notation.ParseSpace(s)
	if err != nil {
		t.Fatal(err)
	}
	return sp
}

func TestFinishedGameText(t *testing.T) {
	m := finished(t)
	var plain, colour bytes.Buffer
	if err := render.WriteText(&plain, m, render.Style{}); err != nil {
		t.Fatal(err)
	}
	if err := render.WriteText(&colour, m, render.Style{Color: true}); err != nil {
		t.Fatal(err)
	}
	goldenfile.Check(t, filepath.Join("testdata", "finished.golden"), plain.Bytes())
	goldenfile.Check(t, filepath.Join("testdata", "finished-color.golden"), colour.Bytes())
	if bytes.Contains(plain.Bytes(), []byte("\x1b")) {
		t.Error("plain text holds escape codes")
	}
	if !bytes.Contains(colour.Bytes(), []byte("\x1b[1m\x1b[32m")) {
		t.Error("colour text does not draw locked green chips in bold green")
	}
	if got := stripANSI(colour.String()); got != plain.String() {
		t.Errorf("colour text without its escape codes is not the plain text:\n%s", cmp.Diff(plain.String(), got))
	}
}

func TestFinishedGameModel(t *testing.T) {
	m := finished(t)
	if m.Winner != "green" || m.ToMove != "" {
		t.Errorf("winner %q, to move %q; want green and nobody", m.Winner, m.ToMove)
	}
	if len(m.Sequences) != 2 || m.Sequences[1].Name() != "D6-D10" {
		t.Fatalf("sequences %+v, want B6-F6 and D6-D10", m.Sequences)
	}
	d6 := m.Spaces[space(t, "D6")]
	if d6.Team != "green" || !d6.Locked || !cmp.Equal(d6.Sequences, []int{0, 1}) {
		t.Errorf("D6 is %+v, want a locked green chip in sequences 0 and 1", d6)
	}
	d10 := m.Spaces[space(t, "D10")]
	if !d10.Marked || !d10.Last || d10.Card != "QD" {
		t.Errorf("D10 is %+v, want the marked QD of the last move", d10)
	}
	if a1 := m.Spaces[0]; !a1.Corner || a1.Card != "XX" || a1.Team != "" {
		t.Errorf("A1 is %+v, want a free corner", a1)
	}
	ann := m.Hands[0]
	if !ann.Known || !cmp.Equal(ann.Cards, []string{"9S", "4C"}) || *ann.Size != 2 {
		t.Errorf("Ann's hand is %+v, want 9S 4C: no draw after the winning placement", ann)
	}
	if m.Hands[1].Known || m.Hands[1].Cards != nil {
		t.Errorf("Bob's hand is %+v, want unknown", m.Hands[1])
	}
	if m.DrawPile.Size == nil || *m.DrawPile.Size != 2 {
		t.Errorf("draw pile %v, want 2 cards", m.DrawPile.Size)
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	goldenfile.Check(t, filepath.Join("testdata", "finished.json.golden"), append(data, '\n'))
}

func TestDeadCardsOfKnownHands(t *testing.T) {
	// C2 and E4 show 4C; both are covered, so Ann's 4C is dead.
	g, _ := game(t, "*8*/2b7/10/4g5/10/10/10/10/10/*8*", nil, []string{"4C", "7H"}, []string{"2S"})
	m := render.New(g, names)
	if got := render.HandText(&m.Hands[0]); got != "7H 4C; dead: 4C" {
		t.Errorf("Ann's hand reads %q, want 7H 4C; dead: 4C", got)
	}
}

func TestMarkIgnoresSpacesOffTheBoard(t *testing.T) {
	g, _ := game(t, notation.EmptyPosition, nil, nil, nil)
	m := render.New(g, names)
	m.Mark(engine.NoSpace, space(t, "C4"), space(t, "C4"))
	if !cmp.Equal(m.Marked, []string{"C4"}) {
		t.Errorf("marked %v, want [C4]", m.Marked)
	}
}

func TestColorModes(t *testing.T) {
	env := func(noColor, term string) func(string) string {
		return func(key string) string {
			return map[string]string{"NO_COLOR": noColor, "TERM": term}[key]
		}
	}
	var buf bytes.Buffer
	devnull, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer devnull.Close()
	regular, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer regular.Close()
	for _, c := range []struct {
		mode    render.ColorMode
		w       any
		noColor string
		term    string
		want    bool
	}{
		{render.ColorAlways, &buf, "1", "dumb", true},
		{render.ColorNever, devnull, "", "xterm", false},
		{render.ColorAuto, &buf, "", "xterm", false},
		{render.ColorAuto, regular, "", "xterm", false},
		{render.ColorAuto, devnull, "", "xterm", false}, // a character device, not a terminal
	} {
		w := c.w.(interface{ Write([]byte) (int, error) })
		if got := render.UseColor(c.mode, w, env(c.noColor, c.term)); got != c.want {
			t.Errorf("UseColor(%s, %T, NO_COLOR=%q, TERM=%q) = %v, want %v", c.mode, c.w, c.noColor, c.term, got, c.want)
		}
	}
	// On a terminal, auto colours unless NO_COLOR or TERM=dumb says no.
	for _, c := range []struct {
		noColor, term string
		want          bool
	}{
		{"", "xterm", true},
		{"", "", true},
		{"1", "xterm", false},
		{"", "dumb", false},
	} {
		if got := render.ColorWanted(render.ColorAuto, true, env(c.noColor, c.term)); got != c.want {
			t.Errorf("ColorWanted(auto, terminal, NO_COLOR=%q, TERM=%q) = %v, want %v", c.noColor, c.term, got, c.want)
		}
	}
	if _, err := render.ParseColorMode("sometimes"); err == nil {
		t.Error("ParseColorMode accepted sometimes")
	}
}

func stripANSI(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b {
			for i < len(s) && s[i] != 'm' {
				i++
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
