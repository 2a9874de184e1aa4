package render_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/internal/goldenfile"
	"github.com/seqref/seqref/render"
)

// svgGoldens are the pictures checked byte for byte: entry -1 is the entry
// seqref render draws when none is asked for.
var svgGoldens = []struct {
	golden, record string
	entry          int
}{
	{"club-night.svg", clubNight, -1},
	{"club-night-1.svg", clubNight, 1}, // a jack takes a chip off: an empty ring
	{"standard-03p.svg", threeWay, -1},
	{"illegal-wrong-space.svg", illegal, -1},
	{"puzzle-win-001.svg", puzzle, -1},
}

func TestSVGGolden(t *testing.T) {
	for _, c := range svgGoldens {
		t.Run(c.golden, func(t *testing.T) {
			rp := replayOf(t, c.record)
			n := c.entry
			if n < 0 {
				n = rp.DefaultEntry()
			}
			got := svgAfter(t, rp, n)
			checkSVG(t, got, rp.FrameAfter(n).Model)
			goldenfile.Check(t, filepath.Join("testdata", "svg", c.golden), got)
			if again := svgAfter(t, rp, n); string(again) != string(got) {
				t.Error("drawing the same position twice gives different bytes")
			}
		})
	}
}

// TestSVGEveryFrame draws every position of every game fixture, and of the
// golden records, and checks each picture against its model.
func TestSVGEveryFrame(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("../fixtures/games/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no game fixtures: %v", err)
	}
	records := []string{clubNight, illegal, puzzle}
	for _, f := range files {
		records = append(records, strings.TrimPrefix(filepath.ToSlash(f), "../"))
	}
	frames := 0
	for _, path := range records {
		rp := replayOf(t, path)
		for i := range rp.Frames {
			checkSVG(t, svgAfter(t, rp, i), rp.Frames[i].Model)
			frames++
		}
	}
	t.Logf("%d pictures of %d records parsed and checked", frames, len(records))
}

// checkSVG parses a picture and checks it shows its model: a viewBox and no
// fixed size; a label with rank and suit symbol on every space but the
// corners, red suits in red; a chip for every chip of the position string,
// locked ones marked; a band for every sequence; the last move framed, a
// removal as an empty ring; the marked spaces; a caption.
func checkSVG(t *testing.T, data []byte, m *render.Model) {
	t.Helper()
	root := parseSVG(t, data)
	if root.attr("viewBox") == "" || root.attr("width") != "" || root.attr("height") != "" {
		t.Errorf("svg viewBox %q width %q height %q: want a viewBox and no fixed size",
			root.attr("viewBox"), root.attr("width"), root.attr("height"))
	}
	labels := root.byID(t, "labels").find(func(e *xmlNode) bool { return e.attr("data-card") != "" })
	if len(labels) != 96 {
		t.Errorf("%d card labels, want 96", len(labels))
	}
	for _, l := range labels {
		card := l.attr("data-card")
		suit := map[byte]string{'S': "♠", 'H': "♥", 'D': "♦", 'C': "♣"}[card[len(card)-1]]
		red := strings.ContainsAny(card[len(card)-1:], "HD")
		if want := card[:len(card)-1] + suit; l.Text != want || (l.attr("fill") == "#b71c1c") != red {
			t.Errorf("%s shows %q in %s, want %q (red: %v)", l.attr("data-space"), l.Text, l.attr("fill"), want, red)
			break
		}
	}
	if corners := root.find(func(e *xmlNode) bool { return e.Text == "FREE" }); len(corners) != 4 {
		t.Errorf("%d free corners drawn, want 4", len(corners))
	}
	layer := root.byID(t, "position")
	if diff := cmp.Diff(chipsOfPosition(t, m.Position), chipsOf(layer)); diff != "" {
		t.Errorf("chips differ from the position string %s (-want +got):\n%s", m.Position, diff)
	}
	lines := layer.find(func(e *xmlNode) bool { return e.attr("class") == "sequence" })
	if len(lines) != len(m.Sequences) {
		t.Errorf("%d sequence bands, want %d", len(lines), len(m.Sequences))
	}
	for i := range lines {
		if i < len(m.Sequences) && lines[i].attr("data-team") != m.Sequences[i].Team {
			t.Errorf("band %d is %s's, want %s's", i, lines[i].attr("data-team"), m.Sequences[i].Team)
		}
	}
	checkLastMove(t, layer, m)
	if len(captionOf(t, root)) < 3 {
		t.Error("the caption has fewer than 3 lines")
	}
}

// checkLastMove checks the frame round the last move's space, the empty
// ring of a removal, and the dashed frames of the other marked spaces.
func checkLastMove(t *testing.T, layer *xmlNode, m *render.Model) {
	t.Helper()
	last := layer.find(func(e *xmlNode) bool { return e.attr("class") == "last" })
	wantLast := m.LastMove != nil && m.LastMove.Space != ""
	if len(last) != map[bool]int{true: 1, false: 0}[wantLast] {
		t.Errorf("%d last-move frames, want one exactly when the last move has a space (%+v)", len(last), m.LastMove)
	}
	removed := layer.find(func(e *xmlNode) bool { return e.attr("class") == "removed" })
	if wantRing := m.LastMove != nil && m.LastMove.Kind == render.MoveRemove; wantRing != (len(removed) == 1) {
		t.Errorf("%d empty rings for a last move %+v", len(removed), m.LastMove)
	} else if wantRing && (removed[0].attr("data-space") != m.LastMove.Space || removed[0].attr("data-team") != m.LastMove.Removed) {
		t.Errorf("the empty ring is %s's on %s, want %s's on %s", removed[0].attr("data-team"), removed[0].attr("data-space"),
			m.LastMove.Removed, m.LastMove.Space)
	}
	marked := layer.find(func(e *xmlNode) bool { return e.attr("class") == "marked" })
	if want := len(m.Marked) - len(last); len(marked) != want {
		t.Errorf("%d dashed frames, want %d (marked %v)", len(marked), want, m.Marked)
	}
}

func TestSVGPuzzleShowsTheStartWithTheQuestion(t *testing.T) {
	rp := replayOf(t, puzzle)
	if !rp.Puzzle || rp.DefaultEntry() != 0 {
		t.Fatalf("puzzle %v, default entry %d; want a puzzle drawn at its start", rp.Puzzle, rp.DefaultEntry())
	}
	root := parseSVG(t, svgAfter(t, rp, rp.DefaultEntry()))
	caption := strings.Join(captionOf(t, root), " ")
	if !strings.Contains(caption, "Puzzle: Ann (green) is to move. Exactly one play") {
		t.Errorf("caption %q does not ask the question", caption)
	}
	// The answer, 9H@I3, must not show: I3 stays empty.
	for _, chip := range chipsOf(root.byID(t, "position")) {
		if strings.HasPrefix(chip, "I3 ") {
			t.Errorf("the puzzle's picture shows its answer: %s", chip)
		}
	}
}

func TestSVGIllegalShowsTheBoardBeforeWithTheRule(t *testing.T) {
	rp := replayOf(t, illegal)
	f := rp.FrameAfter(rp.DefaultEntry())
	if !f.Illegal || f.Entry != 2 {
		t.Fatalf("frame %+v, want the illegal frame of entry 2", f)
	}
	if before := rp.Frames[1].Model.Position; f.Model.Position != before {
		t.Errorf("illegal frame shows %s, want the board before entry 2, %s", f.Model.Position, before)
	}
	root := parseSVG(t, svgAfter(t, rp, 2))
	caption := captionOf(t, root)
	if caption[1] != "Entry 2 of 2 is illegal [wrong-space]: Bob: 5C@C2" {
		t.Errorf("caption line 2 is %q", caption[1])
	}
	marked := root.byID(t, "position").find(func(e *xmlNode) bool { return e.attr("class") == "marked" })
	if len(marked) == 0 {
		t.Error("no space of the illegal entry is marked")
	}
	if got := svgAfter(t, rp, 1); strings.Contains(string(got), "illegal") {
		t.Error("the picture after entry 1, before the illegal entry, speaks of it")
	}
}
