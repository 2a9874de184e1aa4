package board_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/seqref/seqref/board"
	"github.com/seqref/seqref/internal/browsertest"
	"github.com/seqref/seqref/internal/cmd"
	"github.com/seqref/seqref/internal/wasmtest"
)

// browser is a headless Chromium (browsertest) showing the board page.
type browser struct {
	*browsertest.Browser
}

// newBrowser starts Chromium; it stops when the test ends.
func newBrowser(t *testing.T, dir string, width, height int) *browser {
	return &browser{browsertest.New(t, dir, width, height, 8*time.Minute)}
}

// run runs chromedp actions and fails the test at once when one fails.
func (b *browser) run(actions ...chromedp.Action[chromedp.Void]) {
	b.T.Helper()
	b.Run(actions...)
}

// eval evaluates a script and fails the test at once when it fails.
func eval[T any](b *browser, js string) T {
	b.T.Helper()
	return browsertest.Eval[T](b.Browser, js)
}

// open loads the page from the file system and waits until the referee
// has started.
func (b *browser) open(path string) {
	b.T.Helper()
	b.run(chromedp.Navigate("file://" + path))
	b.waitReady()
}

// waitReady waits until the referee has started.
func (b *browser) waitReady() {
	b.T.Helper()
	b.run(chromedp.WaitReady(chromedp.ID("board")))
	if _, err := chromedp.Run(b.Ctx, chromedp.Poll[bool](`window.seqrefBoard && window.seqrefBoard.ready === true`, chromedp.WithPollingTimeout(60*time.Second))); err != nil {
		b.CheckConsole()
		b.T.Fatalf("the page did not start: %v; status %q", err, eval[string](b, `document.getElementById("status").textContent`))
	}
}

// click clicks the element a CSS selector finds, as a user does.
func (b *browser) click(sel string) {
	b.T.Helper()
	b.run(chromedp.Click(chromedp.CSS(sel)))
}

// writePage writes the page, opened at rec when not nil, into dir, with
// the WebAssembly built from the sources under test.
func writePage(t *testing.T, dir, name string, rec *board.Record) string {
	t.Helper()
	wasmtest.Use(t)
	var page bytes.Buffer
	if err := board.Write(&page, rec); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, page.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// seqref runs the command line in process and returns what it wrote to
// standard output.
func seqref(t *testing.T, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	cmd.Run(append([]string{"seqref"}, args...), cmd.Streams{In: strings.NewReader(""), Out: &out, Err: &errs, Terminal: func() bool { return false }})
	return out.String()
}
