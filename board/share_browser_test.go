package board_test

import (
	"bytes"
	"image"
	_ "image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
	"github.com/seqref/seqref/board"
	"github.com/seqref/seqref/internal/browsertest"
	"github.com/seqref/seqref/internal/wasmtest"
)

// TestShareInChromium: a board made by taps is shared as a link, which a
// fresh browser (no storage: another phone) opens to the same position,
// entry and ruling; the QR code the page draws decodes to the link; a
// record opened at an entry is shared likewise, and Back returns to the
// board shared before it; a link that cannot be read opens the board with
// one line saying why (docs/board.md, "A position as a link").
func TestShareInChromium(t *testing.T) {
	browsertest.Need(t)
	dir := t.TempDir()
	path := writePage(t, dir, "board.html", nil)
	b := newBrowser(t, dir, 360, 740)
	b.run(chromedp.EmulateViewport(360, 740))
	b.open(path)
	d := disputes(t)[0]
	for _, sel := range d.taps {
		b.click(sel)
	}
	asked := eval[tapped](b, readTapped)
	// Opened from a file, the page shares to the published site: no other
	// phone can open a file:// link.
	link := shareLink(t, b)
	if !strings.HasPrefix(link, board.SiteAddress()+"#v1;t=ask;") {
		t.Fatalf("the shared link is %q, not one to the site %s", link, board.SiteAddress())
	}
	if intro := eval[string](b, `document.getElementById("share-intro").textContent`); !strings.Contains(intro, "another phone") {
		t.Errorf("the dialog of a link to the site says %q", intro)
	}
	png, err := chromedp.Run(b.Ctx, chromedp.Screenshot(chromedp.CSS("#share-qr")))
	if err != nil {
		t.Fatal(err)
	}
	if got := decodeQR(t, png); got != link {
		t.Errorf("the page's QR code decodes to %q, want the link %q", got, link)
	}
	if shots := os.Getenv("SEQREF_BOARD_SHOTS"); shots != "" {
		shoot(t, b, filepath.Join(shots, "share.png"))
	}
	b.run(chromedp.Evaluate[chromedp.Void](`document.getElementById("share-dialog").close()`))

	// Another phone opens the link on the site: here the page served on a
	// loopback address, as --serve and the published site serve it.
	site := serveLocally(t)
	other := newBrowser(t, t.TempDir(), 360, 740)
	other.run(chromedp.EmulateViewport(360, 740), chromedp.Navigate(site+strings.TrimPrefix(link, board.SiteAddress())))
	other.waitReady()
	if got := eval[tapped](other, readTapped); got.Situation != asked.Situation || got.Entry != asked.Entry || got.Answer != asked.Answer || got.Answer == "" {
		t.Errorf("the link opens\n%+v\nwhere the board shared showed\n%+v", got, asked)
	}

	// Empty board: the Ask tab no longer shows what was shared.
	b.click("#clear-board")
	if eval[string](b, `document.getElementById("situation").value`) == asked.Situation {
		t.Fatal("Empty board left the position as it was")
	}

	// A record opened at an entry, by a tap of Next.
	b.run(chromedp.Evaluate[chromedp.Void](`window.seqrefBoard.api.openText("club.yaml", ` + "`" + clubNight + "`" + `, 0)`))
	b.click("#tab-open")
	b.click("#next")
	b.click("#next")
	frame := eval[string](b, `document.getElementById("frame-label").textContent + " | " + document.getElementById("frame-situation").textContent`)
	recLink := shareLink(t, b)
	b.run(chromedp.Evaluate[chromedp.Void](`document.getElementById("share-dialog").close()`))
	other.run(chromedp.Navigate(site + strings.TrimPrefix(recLink, board.SiteAddress())))
	other.waitReady()
	if got := eval[string](other, `document.getElementById("frame-label").textContent + " | " + document.getElementById("frame-situation").textContent`); got != frame || !strings.HasPrefix(frame, "Entry 2 ") {
		t.Errorf("the record's link opens at %q, shared at %q", got, frame)
	}
	// Back twice (the Open tab stepped to, then the board shared before
	// it): the Ask board of the first link, read from the address again.
	b.run(chromedp.Evaluate[chromedp.Void](`history.go(-2)`))
	if _, err := chromedp.Run(b.Ctx, chromedp.Poll[bool](`!document.getElementById("ask").hidden && document.getElementById("situation").value === `+jsString(asked.Situation), chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Errorf("Back twice after sharing the record did not return to the board shared before: %v", err)
	}

	// A page reached over the network shares its own address.
	if served := shareLink(t, other); !strings.HasPrefix(served, site+"#v1;t=open;") {
		t.Errorf("the served page shares %q, not a link to its own address %s", served, site)
	}
	other.run(chromedp.Evaluate[chromedp.Void](`document.getElementById("share-dialog").close()`))

	// A link that cannot be read: the board, and one line why.
	fresh := newBrowser(t, t.TempDir(), 360, 740)
	fresh.run(chromedp.Navigate("file://" + path + "#v1;t=ask;s=%zz"))
	fresh.waitReady()
	status := eval[string](fresh, `document.getElementById("status").textContent`)
	if !strings.HasPrefix(status, "The link could not be opened: ") || strings.Contains(status, "\n") {
		t.Errorf("a malformed link says %q", status)
	}
	if cells := eval[int](fresh, `document.querySelectorAll("#board .cell").length`); cells != 100 {
		t.Errorf("after a malformed link the board has %d spaces", cells)
	}
	for _, br := range []*browser{b, other, fresh} {
		br.CheckConsole()
	}
}

// TestShareWithoutSite: a page opened from a file, built without a site
// address, shares its own file:// link and says that it opens only on this
// device, with no QR code for another phone to scan.
func TestShareWithoutSite(t *testing.T) {
	browsertest.Need(t)
	wasmtest.Use(t)
	pg, err := board.Page(nil)
	if err != nil {
		t.Fatal(err)
	}
	meta := `<meta name="seqref-site" content="` + board.SiteAddress() + `">`
	if !bytes.Contains(pg, []byte(meta)) {
		t.Fatalf("the page has no %s", meta)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "board.html")
	if err := os.WriteFile(path, bytes.Replace(pg, []byte(meta), []byte(`<meta name="seqref-site" content="">`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	b := newBrowser(t, dir, 360, 740)
	b.open(path)
	link := shareLink(t, b)
	if !strings.HasPrefix(link, "file://"+path+"#v1;t=ask;") {
		t.Errorf("without a site the shared link is %q", link)
	}
	if intro := eval[string](b, `document.getElementById("share-intro").textContent`); !strings.Contains(intro, "only on this device") || strings.Contains(intro, "another phone") {
		t.Errorf("the dialog of a link that opens only here says %q", intro)
	}
	if qr := eval[string](b, `document.getElementById("share-qr").innerHTML`); qr != "" {
		t.Errorf("a link that opens only here has a QR code: %.60s…", qr)
	}
	b.CheckConsole()
}

// serveLocally serves the page as seqref board --serve does, on a loopback
// address, until the test ends, and gives its address ("http://…/").
func serveLocally(t *testing.T) string {
	t.Helper()
	pg, err := board.Page(nil)
	if err != nil {
		t.Fatal(err)
	}
	h, err := board.Handler(pg)
	if err != nil {
		t.Fatal(err)
	}
	_, addr, _ := serveLoopback(t, h)
	return "http://" + addr + "/"
}

// shareLink taps Share and gives the link its dialog shows, once it is
// open (the page deflates a record before it).
func shareLink(t *testing.T, b *browser) string {
	t.Helper()
	b.click("#share")
	if _, err := chromedp.Run(b.Ctx, chromedp.Poll[bool](`document.getElementById("share-dialog").open`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		b.CheckConsole()
		t.Fatalf("Share opened no dialog: %v; status %q", err, eval[string](b, `document.getElementById("status").textContent`))
	}
	return eval[string](b, `document.getElementById("share-link").value`)
}

// decodeQR reads the QR code in a screenshot, as a camera does.
func decodeQR(t *testing.T, png []byte) string {
	t.Helper()
	img, _, err := image.Decode(bytes.NewReader(png))
	if err != nil {
		t.Fatal(err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		t.Fatalf("the page's QR code does not decode: %v", err)
	}
	return res.GetText()
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s) + `"`
}

// clubNight is a record of three entries to open and share.
const clubNight = `sequence: 1
ruleset: standard
players:
  - {name: Ann, team: green}
  - {name: Bob, team: blue}
turns:
  - Ann: 7H@D6
  - Bob: AH@G5
  - Ann: 5H@E5
`
