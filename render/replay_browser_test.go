package render_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/render"
)

// chromiumPath is where the browser test looks for Chromium:
// .ci/install-chromium installs Debian's package there.
const chromiumPath = "/usr/bin/chromium"

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
	if _, err := os.Stat(chromiumPath); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI is set and %s is missing (%v): run .ci/install-chromium", chromiumPath, err)
		}
		t.Skipf("no Chromium at %s: run .ci/install-chromium to run the browser test", chromiumPath)
	}
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
	png, err := chromedp.Run(b.ctx, chromedp.FullScreenshot(100))
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

	b.checkConsole()
	t.Logf("browser test: %d steps checked in %v; screenshot %s", b.steps, time.Since(start).Round(time.Millisecond), shot)
}

// browser is a headless Chromium driven by chromedp, with what its console
// said.
type browser struct {
	t     *testing.T
	ctx   context.Context
	mu    sync.Mutex
	log   []string
	steps int
}

// newBrowser starts Chromium with the flags of a sandboxed CI machine; it
// stops when the test ends.
func newBrowser(t *testing.T, dir string) *browser {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(filepath.Join(dir, "profile")),
		chromedp.WindowSize(1280, 1000),
	}
	ctx, cancelTime := context.WithTimeout(context.Background(), 60*time.Second)
	ctx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	b := &browser{t: t}
	ctx, cancelBrowser := chromedp.NewContext(ctx, chromedp.WithListener(b.listen))
	t.Cleanup(func() {
		cancelBrowser()
		cancelAlloc()
		cancelTime()
	})
	b.ctx = ctx
	return b
}

// listen keeps every console error or warning, exception and browser log
// error or warning. Chromedp calls it in the tab's reading loop, in order,
// so what happened before a command's reply is kept when the command ends.
func (b *browser) listen(ev any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch ev := ev.(type) {
	case *runtime.EventExceptionThrown:
		b.log = append(b.log, fmt.Sprintf("exception: %s (%s:%d)", exceptionText(ev.ExceptionDetails), ev.ExceptionDetails.URL, ev.ExceptionDetails.LineNumber+1))
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeWarning || ev.Type == runtime.ConsoleAPICalledTypeAssert {
			var args []string
			for _, a := range ev.Args {
				args = append(args, string(a.Value)+a.Description)
			}
			b.log = append(b.log, fmt.Sprintf("console.%s: %s", ev.Type, strings.Join(args, " ")))
		}
	case *log.EventEntryAdded:
		if ev.Entry.Level == log.EntryLevelError || ev.Entry.Level == log.EntryLevelWarning {
			b.log = append(b.log, fmt.Sprintf("%s %s: %s %s", ev.Entry.Source, ev.Entry.Level, ev.Entry.Text, ev.Entry.URL))
		}
	}
}

// exceptionText is what an exception says: its description when it has
// one.
func exceptionText(d *runtime.ExceptionDetails) string {
	if d.Exception != nil && d.Exception.Description != "" {
		return d.Exception.Description
	}
	return d.Text
}

// run runs chromedp actions and fails the test at once when one fails.
func (b *browser) run(actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, actions...); err != nil {
		b.t.Fatalf("browser: %v", err)
	}
}

// open loads a page from the file system and waits for its script.
func (b *browser) open(path string) {
	b.t.Helper()
	b.run(chromedp.Navigate("file://"+path), chromedp.WaitReady(chromedp.ID("position")))
	if b.bool(`document.documentElement.classList.contains("nojs")`) {
		b.t.Fatal("the page's script did not run")
	}
}

// key presses a key on whatever has the focus.
func (b *browser) key(k string) {
	b.t.Helper()
	b.run(chromedp.KeyEvent(k))
}

func (b *browser) bool(js string) bool {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](js))
	if err != nil {
		b.t.Fatalf("browser: %v", err)
	}
	return v
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
	b.t.Helper()
	b.steps++
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[pageState](readState))
	if err != nil {
		b.t.Fatalf("browser: %v", err)
	}
	f := &rp.Frames[i]
	want := fmt.Sprint(f.Entry)
	if got.Frame != want || got.Slider != want || len(got.Current) != 1 || got.Current[0] != want {
		b.t.Fatalf("%s: frame %s, slider %s, current entries %v; want %s", rp.File, got.Frame, got.Slider, got.Current, want)
	}
	if got.Position != f.Model.Position {
		b.t.Errorf("%s frame %d: the page says position %s, want %s", rp.File, i, got.Position, f.Model.Position)
	}
	layer := parseSVG(b.t, []byte(`<svg xmlns="http://www.w3.org/2000/svg">`+got.Layer+`</svg>`)).Nodes[0]
	if diff := cmp.Diff(chipsOfPosition(b.t, f.Model.Position), chipsOf(&layer)); diff != "" {
		b.t.Errorf("%s frame %d: the chips on the board differ from the position string (-want +got):\n%s", rp.File, i, diff)
	}
	goLayer := parseSVG(b.t, svgAfter(b.t, rp, i)).byID(b.t, "position")
	if diff := cmp.Diff(canonical(goLayer), canonical(&layer)); diff != "" {
		b.t.Errorf("%s frame %d: the script drew another position layer than Go (-go +script):\n%s", rp.File, i, diff)
	}
	if got.Caption[1] != f.Caption[1] || len(got.Caption) != len(f.Caption) {
		b.t.Errorf("%s frame %d: caption %q, want %q", rp.File, i, got.Caption, f.Caption)
	}
	var hands []string
	for j := range f.Model.Hands {
		hands = append(hands, render.HandText(&f.Model.Hands[j]))
	}
	if !cmp.Equal(got.Hands, hands) {
		b.t.Errorf("%s frame %d: hands %q, want %q", rp.File, i, got.Hands, hands)
	}
}

// checkConsole fails the test for any console error or warning, and any
// exception.
func (b *browser) checkConsole() {
	b.t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, line := range b.log {
		b.t.Errorf("browser console: %s", line)
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
