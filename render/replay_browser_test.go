package render_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/internal/browsertest"
	"github.com/seqref/seqref/render"
)

// TestHTMLReplayInChromium opens replays in a real headless Chromium from
// the file system and steps through them with the buttons, the arrow keys,
// Home and End, the slider and the list of entries. After every step the
// chips on the board must be those of the replay's position string for that
// entry, the position layer the script drew must be the one Go draws in
// the SVG of that entry, and the label, caption, hands and current entry
// must follow. No console error or exception may occur. A screenshot is
// saved in the test's temporary folder.
//
// Without Chromium the test is skipped, unless CI is set: then it fails.
func TestHTMLReplayInChromium(t *testing.T) {
	browsertest.Need(t)
	t.Parallel()
	start := time.Now()
	dir := t.TempDir()
	b := newBrowser(t, dir)

	club := replayOf(t, clubNight)
	b.open(writePage(t, dir, "club-night.html", club, 0))
	b.expectFrame(club, 0)
	b.run(chromedp.Click(chromedp.ID("next")))
	b.expectFrame(club, 1) // the jack's empty ring on E5 is checked with the layer
	b.key(kb.ArrowRight)
	b.expectFrame(club, 2)
	b.key(kb.ArrowRight)
	b.expectFrame(club, 3)
	b.key(kb.ArrowRight) // past the end: stays
	b.expectFrame(club, 3)
	if !b.bool(`document.getElementById("next").disabled && document.getElementById("last").disabled`) {
		t.Error("at the last entry, Next and End are not disabled")
	}
	b.run(chromedp.Click(chromedp.ID("prev")))
	b.expectFrame(club, 2)
	b.key(kb.ArrowLeft)
	b.expectFrame(club, 1)
	b.key(kb.Home)
	b.expectFrame(club, 0)
	b.run(chromedp.Click(chromedp.ID("last")))
	b.expectFrame(club, 3)
	b.run(chromedp.Click(chromedp.CSS(`#entries li[data-frame="1"] button`)))
	b.expectFrame(club, 1)
	b.run(chromedp.Focus(chromedp.ID("slider"))) // the slider's own keys move it
	b.key(kb.End)
	b.expectFrame(club, 3)
	png, err := chromedp.Run(b.Ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	shot := filepath.Join(dir, "club-night.png")
	if err := os.WriteFile(shot, png, 0o644); err != nil {
		t.Fatal(err)
	}

	// A longer game, every entry forward with the arrow key and back with
	// the button; then an illegal record, opened at its illegal entry.
	long := replayOf(t, threeWay)
	b.open(writePage(t, dir, "standard-03p.html", long, 0))
	for i := 0; i < len(long.Frames); i++ {
		if i > 0 {
			b.key(kb.ArrowRight)
		}
		b.expectFrame(long, i)
	}
	for i := len(long.Frames) - 2; i >= len(long.Frames)-4; i-- {
		b.run(chromedp.Click(chromedp.ID("prev")))
		b.expectFrame(long, i)
	}
	bad := replayOf(t, illegal)
	b.open(writePage(t, dir, "illegal.html", bad, 2))
	b.expectFrame(bad, 2)
	if !b.bool(`document.getElementById("board").classList.contains("illegal") &&
		document.querySelector("#entries li.current").classList.contains("illegal")`) {
		t.Error("at the illegal entry, the board and the entry are not marked illegal")
	}
	b.key(kb.ArrowLeft)
	b.expectFrame(bad, 1)

	b.CheckConsole()
	t.Logf("browser test: %d steps checked in %v; screenshot %s", b.steps, time.Since(start).Round(time.Millisecond), shot)
}

// browser is a headless Chromium (browsertest) showing a replay, and the
// number of frames checked.
type browser struct {
	*browsertest.Browser
	steps int
}

// newBrowser starts Chromium with the flags of a sandboxed CI machine; it
// stops when the test ends.
func newBrowser(t *testing.T, dir string) *browser {
	return &browser{Browser: browsertest.New(t, dir, 1280, 1000, 60*time.Second)}
}

// run runs chromedp actions and fails the test at once when one fails.
func (b *browser) run(actions ...chromedp.Action[chromedp.Void]) {
	b.T.Helper()
	b.Run(actions...)
}

// open loads a page from the file system and waits for its script.
func (b *browser) open(path string) {
	b.T.Helper()
	b.run(chromedp.Navigate("file://"+path), chromedp.WaitReady(chromedp.ID("position")))
	if b.bool(`document.documentElement.classList.contains("nojs")`) {
		b.T.Fatal("the page's script did not run")
	}
}

// key presses a key on whatever has the focus.
func (b *browser) key(k string) {
	b.T.Helper()
	b.run(chromedp.KeyEvent(k))
}

func (b *browser) bool(js string) bool {
	b.T.Helper()
	return browsertest.Eval[bool](b.Browser, js)
}

// pageState is what the page shows of the current frame.
type pageState struct {
	Frame    string   `json:"frame"`
	Position string   `json:"position"`
	Layer    string   `json:"layer"`
	Label    string   `json:"label"`
	Caption  []string `json:"caption"`
	Hands    []string `json:"hands"`
	Current  []string `json:"current"`
	Slider   string   `json:"slider"`
}

const readState = `(function () {
  function texts(sel) { return Array.prototype.map.call(document.querySelectorAll(sel), function (e) { return e.textContent; }); }
  var board = document.getElementById("board");
  return {
    frame: board.getAttribute("data-frame"), position: board.getAttribute("data-position"),
    layer: new XMLSerializer().serializeToString(document.getElementById("position")),
    label: document.getElementById("entry-label").textContent,
    caption: texts("#caption p"), hands: texts("#hands td"),
    current: Array.prototype.map.call(document.querySelectorAll("#entries li.current"), function (e) { return e.getAttribute("data-frame"); }),
    slider: document.getElementById("slider").value
  };
}())`

// expectFrame checks that the page shows frame i of the replay.
func (b *browser) expectFrame(rp *render.Replay, i int) {
	b.T.Helper()
	b.steps++
	got, err := chromedp.Run(b.Ctx, chromedp.Evaluate[pageState](readState))
	if err != nil {
		b.T.Fatalf("browser: %v", err)
	}
	f := &rp.Frames[i]
	want := fmt.Sprint(f.Entry)
	if got.Frame != want || got.Slider != want || len(got.Current) != 1 || got.Current[0] != want {
		b.T.Fatalf("%s: frame %s, slider %s, current entries %v; want %s", rp.File, got.Frame, got.Slider, got.Current, want)
	}
	if got.Position != f.Model.Position {
		b.T.Errorf("%s frame %d: the page says position %s, want %s", rp.File, i, got.Position, f.Model.Position)
	}
	layer := parseSVG(b.T, []byte(`<svg xmlns="http://www.w3.org/2000/svg">`+got.Layer+`</svg>`)).Nodes[0]
	if diff := cmp.Diff(chipsOfPosition(b.T, f.Model.Position), chipsOf(&layer)); diff != "" {
		b.T.Errorf("%s frame %d: the chips on the board differ from the position string (-want +got):\n%s", rp.File, i, diff)
	}
	goLayer := parseSVG(b.T, svgAfter(b.T, rp, i)).byID(b.T, "position")
	if diff := cmp.Diff(canonical(goLayer), canonical(&layer)); diff != "" {
		b.T.Errorf("%s frame %d: the script drew another position layer than Go (-go +script):\n%s", rp.File, i, diff)
	}
	if got.Caption[1] != f.Caption[1] || len(got.Caption) != len(f.Caption) {
		b.T.Errorf("%s frame %d: caption %q, want %q", rp.File, i, got.Caption, f.Caption)
	}
	var hands []string
	for j := range f.Model.Hands {
		hands = append(hands, render.HandText(&f.Model.Hands[j]))
	}
	if !cmp.Equal(got.Hands, hands) {
		b.T.Errorf("%s frame %d: hands %q, want %q", rp.File, i, got.Hands, hands)
	}
}

// writePage writes the replay of a record, opened at an entry, into dir.
func writePage(t *testing.T, dir, name string, rp *render.Replay, entry int) string {
	t.Helper()
	var page bytes.Buffer
	if err := render.WriteHTML(&page, rp, entry); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, page.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// canonical writes an element tree as text that does not depend on how it
// was serialised: attributes sorted, namespace declarations and blank text
// left out.
func canonical(n *xmlNode) string {
	var b strings.Builder
	var walk func(n *xmlNode, depth int)
	walk = func(n *xmlNode, depth int) {
		var attrs []string
		for _, a := range n.Attrs {
			if a.Name.Local == "xmlns" || a.Name.Space == "xmlns" {
				continue
			}
			attrs = append(attrs, a.Name.Local+"="+a.Value)
		}
		sort.Strings(attrs)
		fmt.Fprintf(&b, "%s%s %s %q\n", strings.Repeat("  ", depth), n.XMLName.Local, strings.Join(attrs, " "), strings.TrimSpace(n.Text))
		for i := range n.Nodes {
			walk(&n.Nodes[i], depth+1)
		}
	}
	walk(n, 0)
	return b.String()
}
