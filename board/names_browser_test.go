package board_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/seqref/seqref/internal/browsertest"
)

// TestNamesAsPeopleMeanThemInChromium: the page's WebAssembly compares
// players' names with the browser's own normalisation (record's nfc for
// js): a turn that writes José with a combining accent is the player
// José of the players, as on the command line; an unknown name is still
// unknown (docs/reading.md, "Text a record may hold").
func TestNamesAsPeopleMeanThemInChromium(t *testing.T) {
	browsertest.Need(t)
	dir := t.TempDir()
	path := writePage(t, dir, "board.html", nil)
	b := newBrowser(t, dir, 360, 740)
	b.open(path)
	open := func(turn string) string {
		rec := "sequence: 1\nruleset: standard\nplayers:\n  - {name: \"Jos\\u00e9\", team: green}\n  - {name: Bob, team: blue}\nturns:\n  - \"" + turn + "\": AH@G5\n"
		b.run(chromedp.Evaluate[chromedp.Void](`window.seqrefBoard.api.openText("names.yaml", ` + jsString(rec) + `, 0)`))
		return eval[string](b, `document.getElementById("verdict").textContent + " | " + document.getElementById("problem").textContent`)
	}
	if got := open(`Jose\u0301`); !strings.HasPrefix(got, "unfinished") || strings.Contains(got, "unknown player") {
		t.Errorf("a turn of José written with a combining accent opens as %q", got)
	}
	if got := open("Zed"); !strings.Contains(got, "unknown player") {
		t.Errorf("a turn of an unknown player opens as %q", got)
	}
	b.CheckConsole()
}
