package render_test

import (
	"bytes"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/render"
)

// The records the golden pictures are drawn from, from the repository's
// fixtures: a finished game, a game of three teams, an illegal game, a
// puzzle.
const (
	clubNight = "fixtures/examples/club-night.yaml"
	threeWay  = "fixtures/games/standard-03p.yaml"
	illegal   = "fixtures/rules/wrong-space/illegal-space-shows-another-card.yaml"
	puzzle    = "fixtures/puzzles/win/win-001.yaml"
	badSetup  = "fixtures/rules/setup-teams/illegal-one-team.yaml"
)

// loadFixture reads a record of the repository, named from its root.
func loadFixture(t testing.TB, path string) *record.Record {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", path))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Load(data, record.LoadOptions{})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return rec
}

// replayOf replays a record of the repository; the replay names it by its
// path from the root, as seqref render run there would.
func replayOf(t testing.TB, path string) *render.Replay {
	t.Helper()
	return render.NewReplay(loadFixture(t, path), path)
}

// svgAfter draws a replay after entry n, as seqref render does.
func svgAfter(t testing.TB, rp *render.Replay, n int) []byte {
	t.Helper()
	f := rp.FrameAfter(n)
	if f == nil {
		t.Fatalf("%s: no frame to draw", rp.File)
	}
	var b bytes.Buffer
	if err := render.WriteSVG(&b, f.Model, f.Caption); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// xmlNode is any element of a parsed SVG.
type xmlNode struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
	Nodes   []xmlNode  `xml:",any"`
	Text    string     `xml:",chardata"`
}

// attr is the value of an attribute, "" when there is none.
func (n *xmlNode) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// find returns every element under n, n included, for which match is true,
// in document order.
func (n *xmlNode) find(match func(*xmlNode) bool) []*xmlNode {
	var out []*xmlNode
	if match(n) {
		out = append(out, n)
	}
	for i := range n.Nodes {
		out = append(out, n.Nodes[i].find(match)...)
	}
	return out
}

// byID finds the one element with the id.
func (n *xmlNode) byID(t testing.TB, id string) *xmlNode {
	t.Helper()
	found := n.find(func(e *xmlNode) bool { return e.attr("id") == id })
	if len(found) != 1 {
		t.Fatalf("%d elements with id %q, want 1", len(found), id)
	}
	return found[0]
}

// parseSVG parses an SVG document with encoding/xml, strictly.
func parseSVG(t testing.TB, data []byte) *xmlNode {
	t.Helper()
	var root xmlNode
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	if err := dec.Decode(&root); err != nil {
		t.Fatalf("the SVG does not parse: %v", err)
	}
	if root.XMLName.Local != "svg" || root.XMLName.Space != "http://www.w3.org/2000/svg" {
		t.Fatalf("root element %v, want svg in the SVG namespace", root.XMLName)
	}
	return &root
}

// chipsOf lists the chips a position layer draws: "C4 green", "B9 green
// locked", in board order.
func chipsOf(layer *xmlNode) []string {
	var out []string
	for _, g := range layer.find(func(e *xmlNode) bool { return e.attr("class") == "chip" }) {
		chip := g.attr("data-space") + " " + g.attr("data-team")
		if g.attr("data-locked") == "true" {
			chip += " locked"
		}
		out = append(out, chip)
	}
	return out
}

// chipsOfPosition lists the chips of a position string the same way,
// read with the notation package: what the drawing must show.
func chipsOfPosition(t testing.TB, position string) []string {
	t.Helper()
	b, err := notation.ParsePosition(position)
	if err != nil {
		t.Fatalf("position %q: %v", position, err)
	}
	var out []string
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		if team := b.TeamAt(s); team != engine.NoTeam {
			chip := s.String() + " " + team.String()
			if b.Locked(s) {
				chip += " locked"
			}
			out = append(out, chip)
		}
	}
	return out
}

// captionOf is the caption of an SVG, one line a string.
func captionOf(t testing.TB, root *xmlNode) []string {
	t.Helper()
	var out []string
	for _, n := range root.byID(t, "caption").Nodes {
		out = append(out, strings.TrimSpace(n.Text))
	}
	return out
}
