// Package browsertest drives a headless Chromium for the tests of the
// pages seqref writes (render's HTML replay, the board page): it starts the
// browser with the flags of a sandboxed CI machine and keeps what the
// console said and every request a page made.
package browsertest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// ChromiumVar names the environment variable that says which Chromium (or
// Chrome) the browser tests run, as a path.
const ChromiumVar = "SEQREF_CHROMIUM"

// NoBrowserVar names the environment variable that says why a machine has
// no browser: set, the browser tests skip with its text as the reason, even
// where CI is set (the CI workflow sets it on a runner without Chrome).
const NoBrowserVar = "SEQREF_NO_BROWSER"

// chromiumNames are the names Chromium and Chrome go by on the PATH, in
// the order they are looked for; .ci/install-chromium installs Debian's
// chromium.
var chromiumNames = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}

// Chromium is the browser the tests run: $SEQREF_CHROMIUM when it is set,
// otherwise the first of chromiumNames on the PATH; "" when there is none.
func Chromium() string {
	if path := os.Getenv(ChromiumVar); path != "" {
		return path
	}
	for _, name := range chromiumNames {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	return ""
}

// Need skips the test without Chromium, unless CI is set: then it fails.
// $SEQREF_NO_BROWSER skips it in any case, with its reason.
func Need(t *testing.T) {
	t.Helper()
	if reason := os.Getenv(NoBrowserVar); reason != "" {
		t.Skipf("no browser on this machine ($%s): %s", NoBrowserVar, reason)
	}
	path := Chromium()
	var err error
	if path == "" {
		err = fmt.Errorf("none of %s is on the PATH, and $%s is not set", strings.Join(chromiumNames, ", "), ChromiumVar)
	} else if _, err = os.Stat(path); err != nil {
		err = fmt.Errorf("$%s names %s: %v", ChromiumVar, path, err)
	}
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI is set and there is no Chromium (%v): run .ci/install-chromium", err)
		}
		t.Skipf("no Chromium (%v): run .ci/install-chromium, or set $%s, to run the browser test", err, ChromiumVar)
	}
}

// Browser is a headless Chromium driven by chromedp, with what its console
// said and the address of every request its pages made.
type Browser struct {
	T   *testing.T
	Ctx context.Context

	mu       sync.Mutex
	log      []string
	requests []string
}

// New starts Chromium with a window of the given size and a profile in
// dir; it stops when the test ends, or after timeout.
func New(t *testing.T, dir string, width, height int, timeout time.Duration) *Browser {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(Chromium()),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(filepath.Join(dir, "profile")),
		chromedp.WindowSize(width, height),
	}
	ctx, cancelTime := context.WithTimeout(context.Background(), timeout)
	ctx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	b := &Browser{T: t}
	ctx, cancelBrowser := chromedp.NewContext(ctx, chromedp.WithListener(b.listen))
	t.Cleanup(func() {
		cancelBrowser()
		cancelAlloc()
		cancelTime()
	})
	b.Ctx = ctx
	return b
}

// listen keeps every console error or warning, exception, browser log
// error or warning, and request. Chromedp calls it in the tab's reading
// loop, in order, so what happened before a command's reply is kept when
// the command ends.
func (b *Browser) listen(ev any) {
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

// Run runs chromedp actions and fails the test at once when one fails.
func (b *Browser) Run(actions ...chromedp.Action[chromedp.Void]) {
	b.T.Helper()
	if err := chromedp.Do(b.Ctx, actions...); err != nil {
		b.T.Fatalf("browser: %v", err)
	}
}

// Eval evaluates a script and fails the test at once when it fails.
func Eval[T any](b *Browser, js string) T {
	b.T.Helper()
	v, err := chromedp.Run(b.Ctx, chromedp.Evaluate[T](js))
	if err != nil {
		b.T.Fatalf("browser: %v\n%s", err, js)
	}
	return v
}

// CheckConsole fails the test for any console error or warning and any
// exception since the last check.
func (b *Browser) CheckConsole() {
	b.T.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, line := range b.log {
		b.T.Errorf("browser console: %s", line)
	}
	b.log = nil
}

// CheckRequests fails the test for any request but to the address page.
func (b *Browser) CheckRequests(page string) {
	b.T.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, u := range b.requests {
		if u != page {
			b.T.Errorf("the page made a request: %s", u)
		}
	}
}
