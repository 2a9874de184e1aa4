package board_test

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/seqref/seqref/internal/browsertest"
)

// deflated is text as a link's r= carries it: raw DEFLATE, unpadded
// base64url.
func deflated(t *testing.T, text []byte) string {
	t.Helper()
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	w.Write(text)
	w.Close()
	return base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// TestLinksNeverKillThePage: a link to a record at its setup, f=0 or no f
// at all (the link the page's own Share makes for a record shown at its
// Setup), opens the record at its setup; before, the page said "The
// referee could not start: TypeError", and again on every reload. A link
// past the length a link may have, a deflate bomb in it, is refused at
// once with one line, and the board works.
func TestLinksNeverKillThePage(t *testing.T) {
	browsertest.Need(t)
	dir := t.TempDir()
	path := writePage(t, dir, "board.html", nil)
	packed := deflated(t, []byte(clubNight))
	for _, fragment := range []string{
		"#v1;t=open;r=" + packed + ";f=0",
		"#v1;t=open;r=" + packed,
		"#v1;t=open;r=" + packed + ";d=0",
	} {
		b := newBrowser(t, t.TempDir(), 360, 740)
		b.open(path + fragment)
		status := eval[string](b, `document.getElementById("status").textContent`)
		label := eval[string](b, `document.getElementById("frame-label").textContent`)
		if status != "Opened from a link." || label != "Setup" {
			t.Errorf("%.40s…: status %q, frame %q; want the record opened at its Setup", fragment, status, label)
		}
		// A reload opens it again.
		b.run(chromedp.Reload())
		b.waitReady()
		if label := eval[string](b, `document.getElementById("frame-label").textContent`); label != "Setup" {
			t.Errorf("%.40s…, reloaded: frame %q", fragment, label)
		}
		b.CheckConsole()
	}

	// 64 MB of one letter deflates to about 64 KB; with a long name the
	// link is past its bound.
	bomb := deflated(t, bytes.Repeat([]byte("a"), 64<<20))
	long := "#v1;t=open;r=" + bomb + ";n=" + strings.Repeat("x", 300<<10)
	b := newBrowser(t, t.TempDir(), 360, 740)
	start := time.Now()
	b.open(path + long)
	status := eval[string](b, `document.getElementById("status").textContent`)
	t.Logf("a link of %d characters refused in %v, page load included", len(long), time.Since(start))
	if !strings.HasPrefix(status, "The link could not be opened: the link is longer than the") {
		t.Errorf("a link of %d characters says %q", len(long), status)
	}
	if cells := eval[int](b, `document.querySelectorAll("#board .cell").length`); cells != 100 {
		t.Errorf("after a long link the board has %d spaces", cells)
	}
	// What the link reader costs in the page, the page loaded: the long
	// link is refused before its record is inflated; a bomb within the
	// bound is inflated no further than the record limit.
	js := `(function () {
		var t0 = performance.now(), l = window.seqref.readLink(` + jsString(long) + `);
		var t1 = performance.now(), m = window.seqref.readLink(` + jsString("#v1;t=open;r="+bomb) + `);
		return {Long: t1 - t0, Bomb: performance.now() - t1, LongError: l.error || "", BombError: m.error || ""};
	})()`
	took := eval[struct {
		Long, Bomb           float64
		LongError, BombError string
	}](b, js)
	t.Logf("in the page: a link of %d characters refused in %.0f ms (%s); a bomb of %d characters in %.0f ms (%s)", len(long), took.Long, took.LongError, len(bomb)+13, took.Bomb, took.BombError)
	if !strings.HasPrefix(took.BombError, "the link's record is larger than") {
		t.Errorf("a deflate bomb within the bound: %q", took.BombError)
	}
	b.CheckConsole()
}
