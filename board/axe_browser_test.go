package board_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/seqref/seqref/internal/browsertest"
)

// axeSum is the SHA-256 of testdata/axe-core/axe.min.js, axe-core 4.11.1
// (testdata/axe-core/README.md).
const axeSum = "7dbfabdfc6062936d79c873ddbb5f811a1219fca3928bd8cc9dd81f1e65f4720"

// TestAxeInChromium runs axe-core in the page on every tab and in every
// state a user brings it to, at 360×740 in the light and the dark scheme:
// no violation may be serious or critical. The states are screenshot into
// the folder SEQREF_BOARD_SHOTS names, to look at.
func TestAxeInChromium(t *testing.T) {
	browsertest.Need(t)
	axe, err := os.ReadFile("testdata/axe-core/axe.min.js")
	if err != nil {
		t.Fatal(err)
	}
	if sum := sha256.Sum256(axe); hex.EncodeToString(sum[:]) != axeSum {
		t.Fatalf("testdata/axe-core/axe.min.js is not axe-core 4.11.1")
	}
	dir := t.TempDir()
	path := writePage(t, dir, "board.html", nil)
	fixture, _ := filepath.Abs("../fixtures/rules/wrong-space/illegal-space-shows-another-card.yaml")
	for _, scheme := range []string{"light", "dark"} {
		b := newBrowser(t, t.TempDir(), 360, 740)
		b.run(chromedp.EmulateViewport(360, 740), emulateScheme(scheme))
		b.open(path)
		b.run(chromedp.Evaluate[chromedp.Void](string(axe)))
		check := func(state string) {
			t.Helper()
			found, err := chromedp.Run(b.Ctx, chromedp.Evaluate[[]string](runAxe, chromedp.EvalAwaitPromise))
			if err != nil {
				t.Fatalf("%s, %s: axe-core: %v", scheme, state, err)
			}
			if len(found) > 0 {
				t.Errorf("%s, %s: axe-core finds\n%s", scheme, state, strings.Join(found, "\n"))
			}
			if shots := os.Getenv("SEQREF_BOARD_SHOTS"); shots != "" {
				shoot(t, b, filepath.Join(shots, scheme+"-"+strings.ReplaceAll(state, " ", "-")+".png"))
			}
		}
		check("ask fresh")
		for _, sel := range []string{tool("B"), cell("B2"), cell("F2"), tool("play"), cell("D2")} {
			b.click(sel)
		}
		check("ask ruled")
		b.click(tool("g"))
		for _, sp := range []string{"C5", "D5", "E5", "F5", "G5"} {
			b.click(cell(sp))
		}
		check("ask unmarked")
		b.click("#hand-picker summary")
		b.click("#setup summary")
		check("ask setup open")
		b.click(tool("play"))
		b.click(cell("D2"))
		b.click("#ruling .rule-tag")
		check("ask rule dialog")
		b.click("#rule-dialog button")
		b.click("#tab-record")
		check("record fresh")
		b.click(cell("D6"))
		b.click("#rec-add")
		b.click("#rec-cards summary")
		b.click(`#deck button[data-card="7H"]`)
		b.click(cell("A1"))
		b.click("#rec-add")
		if v := eval[string](b, `document.getElementById("rec-ruling").getAttribute("data-verdict")`); v != "illegal" {
			t.Fatalf("7H@A1 is ruled %q", v)
		}
		check("record refused")
		b.click("#new-game")
		check("record confirm")
		b.click("#confirm-no")
		b.click("#tab-open")
		check("open fresh")
		b.run(chromedp.SetUploadFiles("#file", []string{fixture}))
		if _, err := chromedp.Run(b.Ctx, chromedp.Poll[bool](`document.getElementById("game-title").textContent !== ""`)); err != nil {
			t.Fatal(err)
		}
		b.click("#last")
		check("open at fault")
		b.CheckConsole()
	}
}

// emulateScheme makes the page's prefers-color-scheme light or dark.
func emulateScheme(scheme string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}})
		return err
	})
}

// runAxe runs axe-core on the document and lists its serious and critical
// violations, each with the elements it finds them on.
const runAxe = `axe.run(document, { resultTypes: ["violations"] }).then(function (r) {
  return r.violations.filter(function (v) { return v.impact === "serious" || v.impact === "critical"; }).map(function (v) {
    return v.impact + " " + v.id + ": " + v.help + " at " + v.nodes.slice(0, 5).map(function (n) { return n.target.join(" ") + " (" + (n.failureSummary || "").replace(/\s+/g, " ").slice(0, 160) + ")"; }).join("; ");
  });
})`
