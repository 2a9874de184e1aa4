package board_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/seqref/seqref/internal/browsertest"
)

// releasedPageVar names the page that a release's binary wrote, for
// TestReleasedPage: .ci/readme sets it to the board.html that seqref board
// wrote from the linux/amd64 archive of a snapshot release.
const releasedPageVar = "SEQREF_RELEASED_PAGE"

// TestReleasedPage opens the page a released binary wrote (not one this
// test binary writes) and has it rule each of the
// three disputes, as the page of a checkout does in TestPhoneInChromium:
// the binary carried its WebAssembly, and the page asks the network for
// nothing. It runs where $SEQREF_RELEASED_PAGE
// names the page.
func TestReleasedPage(t *testing.T) {
	path := os.Getenv(releasedPageVar)
	if path == "" {
		t.Skipf("$%s names no page: .ci/readme sets it to the page of a snapshot release's binary", releasedPageVar)
	}
	browsertest.Need(t)
	path, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	b := newBrowser(t, t.TempDir(), 360, 740)
	b.run(chromedp.EmulateViewport(360, 740))
	b.open(path)
	for _, d := range disputes(t) {
		b.run(chromedp.Evaluate[chromedp.Void](`localStorage.clear()`), chromedp.Navigate("file://"+path))
		b.waitReady()
		for _, sel := range d.taps {
			b.click(sel)
		}
		got := eval[tapped](b, readTapped)
		if !strings.HasPrefix(strings.ToLower(got.First), d.verdict) {
			t.Errorf("%s: the released page rules %q, want %q", d.name, got.First, d.verdict)
		}
		t.Logf("%s: %q", d.name, got.First)
	}
	b.CheckConsole()
	b.CheckRequests("file://" + path)
}
