package board_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/seqref/seqref/board"
	"github.com/seqref/seqref/cmd"
)

// chromiumPath is where the browser tests look for Chromium:
// .ci/install-chromium installs Debian's package there.
const chromiumPath = "/usr/bin/chromium"

// browser is a headless Chromium driven by chromedp, with what its console
// said and every request the page made.
type browser struct {
	t        *testing.T
	ctx      context.Context
	mu       sync.Mutex
	log      []string
	requests []string
}

// needChromium skips the test without Chromium, unless CI is set: then it
// fails.
func needChromium(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI is set and %s is missing (%v): run .ci/install-chromium", chromiumPath, err)
		}
		t.Skipf("no Chromium at %s: run .ci/install-chromium to run the browser test", chromiumPath)
	}
}

// newBrowser starts Chromium with the flags of a sandboxed CI machine, a
// window of the given width; it stops when the test ends.
func newBrowser(t *testing.T, dir string, width, height int) *browser {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(filepath.Join(dir, "profile")),
		chromedp.WindowSize(width, height),
	}
	ctx, cancelTime := context.WithTimeout(context.Background(), 8*time.Minute)
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

// listen keeps every console error or warning, exception, browser log
// error or warning, and the address of every request.
func (b *browser) listen(ev any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		b.requests = append(b.requests, ev.Request.URL)
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		text := d.Text
		if d.Exception != nil && d.Exception.Description != "" {
			text = d.Exception.Description
		}
		b.log = append(b.log, fmt.Sprintf("exception: %s (%s:%d)", text, d.URL, d.LineNumber+1))
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

// run runs chromedp actions and fails the test at once when one fails.
func (b *browser) run(actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, actions...); err != nil {
		b.t.Fatalf("browser: %v", err)
	}
}

// eval evaluates a script and fails the test at once when it fails.
func eval[T any](b *browser, js string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](js))
	if err != nil {
		b.t.Fatalf("browser: %v\n%s", err, js)
	}
	return v
}

// open loads the page from the file system and waits until the referee
// has started.
func (b *browser) open(path string) {
	b.t.Helper()
	b.run(chromedp.Navigate("file://" + path))
	b.waitReady()
}

// waitReady waits until the referee has started.
func (b *browser) waitReady() {
	b.t.Helper()
	b.run(chromedp.WaitReady(chromedp.ID("board")))
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](`window.seqrefBoard && window.seqrefBoard.ready === true`, chromedp.WithPollingTimeout(60*time.Second))); err != nil {
		b.checkConsole()
		b.t.Fatalf("the page did not start: %v; status %q", err, eval[string](b, `document.getElementById("status").textContent`))
	}
}

// click clicks the element a CSS selector finds, as a user does.
func (b *browser) click(sel string) {
	b.t.Helper()
	b.run(chromedp.Click(chromedp.CSS(sel)))
}

// checkConsole fails the test for any console error or warning and any
// exception.
func (b *browser) checkConsole() {
	b.t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, line := range b.log {
		b.t.Errorf("browser console: %s", line)
	}
	b.log = nil
}

// checkRequests fails the test for any request but the page's own.
func (b *browser) checkRequests(page string) {
	b.t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, u := range b.requests {
		if u != "file://"+page {
			b.t.Errorf("the page made a request: %s", u)
		}
	}
}

// writePage writes the page, opened at rec when not nil, into dir.
func writePage(t *testing.T, dir, name string, rec *board.Record) string {
	t.Helper()
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
