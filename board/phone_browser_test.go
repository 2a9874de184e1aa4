package board_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/browsertest"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/record"
)

// dispute is a question asked at a table, set up and ruled on a fresh page
// by taps only (docs/board.md, "Three disputes in a few taps").
type dispute struct {
	name    string
	taps    []string // CSS selectors, tapped in turn
	verdict string   // the answer's verdict: yes, no, yes, but
	rule    string
}

// disputes are the three questions of issue 40, as a family taps them.
func disputes(t *testing.T) []dispute {
	four := spacesShowing(t, "4C")
	return []dispute{
		{"a one-eyed jack on a chip of a completed sequence", []string{
			tool("B"), cell("B2"), cell("F2"), tool("play"), cell("D2")}, "no", "remove-locked"},
		{"both spaces of my card are covered: may I turn it in?", []string{
			tool("b"), cell(four[0]), cell(four[1]), tool("play"), "#dead", cell(four[0]), cell("D6")}, "yes", ""},
		{"two teams' sequences through one corner", []string{
			tool("B"), cell("A1"), cell("E1"), tool("g"), cell("A2"), cell("A3"), cell("A4"), tool("play"), cell("A5")}, "yes", ""},
	}
}

func tool(name string) string  { return `#palette button[data-tool="` + name + `"]` }
func cell(space string) string { return "#s-" + space }

// spacesShowing are the two spaces of the standard board that show card.
func spacesShowing(t *testing.T, card string) []string {
	t.Helper()
	c, err := notation.ParseCard(card)
	if err != nil {
		t.Fatal(err)
	}
	sp := engine.StandardLayout.SpacesOf(c)
	return []string{sp[0].String(), sp[1].String()}
}

// TestPhoneInChromium uses the page at 360×740, a phone, as a family at
// a table does: each of the three disputes is tapped from a fresh page in
// at most 10 taps, ruled as seqref referee rules, with the answer's first
// line on screen with the board, nothing scrolled. It logs the time from
// the last tap to the ruling on the page. The boards' cells do not overlap
// at 320, 360, 412 and 1280 pixels wide, their chips are centred and whole
// (with a locked chip's ring), the card labels are at least 11 pixels, and
// every control on every tab is at least 44×44. Back moves
// between the tabs, a reload keeps the Ask tab's position, and a record
// opened is continued on the Record tab, stepped back and renamed.
func TestPhoneInChromium(t *testing.T) {
	browsertest.Need(t)
	dir := t.TempDir()
	path := writePage(t, dir, "board.html", nil)
	b := newBrowser(t, dir, 360, 740)
	b.run(chromedp.EmulateViewport(360, 740))
	b.open(path)
	shots := os.Getenv("SEQREF_BOARD_SHOTS")
	for i, d := range disputes(t) {
		b.run(chromedp.Evaluate[chromedp.Void](`localStorage.clear()`), chromedp.Navigate("file://"+path))
		b.waitReady()
		if len(d.taps) > 10 {
			t.Errorf("%s: %d taps", d.name, len(d.taps))
		}
		for _, sel := range d.taps {
			b.click(sel)
		}
		got := eval[tapped](b, readTapped)
		if got.ScrollY != 0 || got.Top < 0 || got.Bottom > 740 {
			t.Errorf("%s: the ruling's first line stands at %.0f-%.0f of a 740 pixel screen, scrolled %.0f", d.name, got.Top, got.Bottom, got.ScrollY)
		}
		out := seqref(t, "referee", "--at", got.Situation, "--entry", got.Entry, "--format", "json")
		var j struct {
			Parts struct{ Verdict, Rule string } `json:"answer_parts"`
		}
		if err := json.Unmarshal([]byte(out), &j); err != nil {
			t.Fatalf("%s: %v", d.name, err)
		}
		if j.Parts.Verdict != d.verdict || (d.rule != "" && j.Parts.Rule != d.rule) {
			t.Errorf("%s: %s at %s is ruled %q [%s], want %q [%s]", d.name, got.Entry, got.Situation, j.Parts.Verdict, j.Parts.Rule, d.verdict, d.rule)
		}
		if !sameWords(partsWords(t, out), got.Answer) || !strings.HasPrefix(strings.ToLower(got.First), j.Parts.Verdict) {
			t.Errorf("%s: the page says\n%s\nnot seqref referee's\n%s", d.name, got.Answer, partsWords(t, out))
		}
		t.Logf("%s: %d taps, %s at %s: %q; %.1f ms from the last tap to the ruling on the page", d.name, len(d.taps), got.Entry, got.Situation, got.First, got.Ms)
		if shots != "" {
			shoot(t, b, filepath.Join(shots, "dispute"+string(rune('1'+i))+".png"))
		}
	}
	for _, w := range []int{320, 360, 412, 1280} {
		layout(t, b, w)
	}
	backBetweenTabs(t, b)
	askAfterReload(t, b)
	emptyBoard(t, b)
	continueGame(t, b)
}

// emptyBoard taps a space for a ruling and then Empty board: the entry
// and the ruling go with the chips.
func emptyBoard(t *testing.T, b *browser) {
	t.Helper()
	b.click(cell("D6"))
	if eval[bool](b, `document.getElementById("ruling").hidden`) {
		t.Fatal("no ruling on a tap of D6")
	}
	b.click("#clear-board")
	if got := eval[string](b, `document.getElementById("entry-line").getAttribute("data-entry") + "|" + document.getElementById("ruling").hidden + "|" + document.querySelectorAll("#board .cell[data-chip]:not([data-chip='*'])").length`); got != "|true|0" {
		t.Errorf("after Empty board the entry, whether the ruling is hidden, and the chips: %q", got)
	}
}

// continueGame opens a record, steps to its last entry, whose move is
// marked, and continues it on the Record tab: its entries are there with
// its last move marked; tapping the first entry
// goes back to just after it, Redo puts the second back, and a player
// renamed is renamed in the record.
func continueGame(t *testing.T, b *browser) {
	t.Helper()
	file := "../fixtures/rules/ambiguous/legal-one-space-open.yaml"
	abs, _ := filepath.Abs(file)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	game, err := record.Load(data, record.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var last []string
	for _, a := range game.Turns[len(game.Turns)-1].Turn.Actions {
		if a.IsPlay() {
			last = append(last, a.Space.String())
		}
	}
	b.click("#tab-open")
	b.run(chromedp.SetUploadFiles("#file", []string{abs}))
	if _, err := chromedp.Run(b.Ctx, chromedp.Poll[bool](`document.getElementById("game-title").textContent !== ""`)); err != nil {
		t.Fatal(err)
	}
	lastMarked := func() string {
		return strings.Join(eval[[]string](b, `Array.prototype.map.call(document.querySelectorAll("#board .cell.last"), function (c) { return c.getAttribute("data-space"); })`), " ")
	}
	b.click("#last")
	if got := lastMarked(); got != strings.Join(last, " ") {
		t.Errorf("the Open tab at the last entry marks %q, want %q", got, last)
	}
	b.click("#continue")
	if !eval[bool](b, `document.getElementById("confirm-new").hidden`) {
		b.click("#confirm-yes")
	}
	entries := func() int { return eval[int](b, `document.querySelectorAll("#rec-entries li").length`) }
	marked := lastMarked()
	if got := entries(); got != len(game.Turns) || marked != strings.Join(last, " ") {
		t.Fatalf("continued: %d entries (want %d), the last move marked at %q (want %q)", got, len(game.Turns), marked, last)
	}
	b.click("#rec-entries li:first-child button")
	if got := entries(); got != 1 || eval[bool](b, `document.getElementById("rec-redo").disabled`) {
		t.Errorf("after tapping the first entry: %d entries, redo disabled", got)
	}
	b.click("#rec-redo")
	if got := entries(); got != 2 {
		t.Errorf("after Redo: %d entries", got)
	}
	b.run(chromedp.SetValue("#player-names input", "Grandma"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector("#player-names input").dispatchEvent(new Event("change"))`))
	if y := eval[string](b, `document.getElementById("rec-yaml").value`); !strings.Contains(y, "Grandma") || strings.Contains(y, game.Players[0].Name+":") {
		t.Errorf("after renaming the first player the record is\n%s", y)
	}
}

// backBetweenTabs taps the tabs and goes Back: the browser's Back button
// moves between them, and leaves the page only from the first.
func backBetweenTabs(t *testing.T, b *browser) {
	t.Helper()
	b.click("#tab-record")
	b.click("#tab-open")
	for _, want := range []string{"record", "ask"} {
		b.run(chromedp.Evaluate[chromedp.Void](`history.back()`))
		_, err := chromedp.Run(b.Ctx, chromedp.Poll[bool](`location.hash === "#`+want+`"`, chromedp.WithPollingTimeout(5*time.Second)))
		got := eval[string](b, `document.querySelector("[role=tab][aria-selected=true]").id + " " + location.hash`)
		if err != nil || got != "tab-"+want+" #"+want {
			t.Fatalf("Back shows %q, want the %s tab (%v)", got, want, err)
		}
	}
}

// askAfterReload reloads the page: the Ask tab's position is still there.
func askAfterReload(t *testing.T, b *browser) {
	t.Helper()
	before := eval[string](b, `document.getElementById("situation").value`)
	b.run(chromedp.Reload())
	b.waitReady()
	if after := eval[string](b, `document.getElementById("situation").value`); after != before || !strings.Contains(after, "b=") {
		t.Errorf("after a reload the Ask tab's position is %q, not %q", after, before)
	}
}

// tapped is what the page shows after the taps of a dispute.
type tapped struct {
	Situation, Entry, First, Answer string
	Top, Bottom, ScrollY, Ms        float64
}

const readTapped = `(function () {
  var first = document.querySelector("#ruling .first"), r = first ? first.getBoundingClientRect() : { top: -1, bottom: 1e6 };
  var ms = window.seqrefBoard.tapMs;
  return { Situation: document.getElementById("situation").value, Entry: document.getElementById("entry-line").getAttribute("data-entry"),
    First: first ? first.innerText : "", Answer: first ? document.querySelector("#ruling .answer").innerText : "",
    Top: r.top, Bottom: r.bottom, ScrollY: window.scrollY, Ms: ms[ms.length - 1] || -1 };
}())`

// layout checks the page at a width, on every tab.
func layout(t *testing.T, b *browser, width int) {
	t.Helper()
	height := map[int]int64{360: 740, 412: 915}[width]
	if height == 0 {
		height = 800
	}
	b.run(chromedp.EmulateViewport(int64(width), height))
	for _, tab := range []string{"ask", "record", "open"} {
		b.click("#tab-" + tab)
		if shots := os.Getenv("SEQREF_BOARD_SHOTS"); shots != "" {
			shoot(t, b, filepath.Join(shots, fmt.Sprintf("layout-%d-%s.png", width, tab)))
		}
		got := eval[struct {
			Overlaps, Small []string
			Label           float64
			Board           []float64
		}](b, readLayout)
		if len(got.Overlaps) > 0 {
			t.Errorf("at %d pixels, %s tab: cells overlap, or chips are not whole and centred: %q", width, tab, got.Overlaps)
		}
		if got.Label < 11 {
			t.Errorf("at %d pixels the card labels are %.1f pixels", width, got.Label)
		}
		if len(got.Small) > 0 {
			t.Errorf("at %d pixels, %s tab: controls smaller than 44×44: %q", width, tab, got.Small)
		}
		if bw, bh := got.Board[0], got.Board[1]; bw-bh > 1 || bh-bw > 1 || (width < 500 && bw < float64(width)-24) {
			t.Errorf("at %d pixels the board is %.0f×%.0f", width, bw, bh)
		}
		if w := eval[int](b, `document.documentElement.scrollWidth`); w > width {
			t.Errorf("at %d pixels, %s tab: the page is %d pixels wide", width, tab, w)
		}
	}
	b.click("#tab-ask")
}

const readLayout = `(function () {
  var cells = Array.prototype.map.call(document.querySelectorAll("#board .cell"), function (c) { return [c.id, c.getBoundingClientRect()]; });
  var overlaps = [], small = [];
  for (var i = 0; i < cells.length; i++) {
    for (var j = i + 1; j < cells.length; j++) {
      var a = cells[i][1], b = cells[j][1];
      if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) { overlaps.push(cells[i][0] + "/" + cells[j][0]); }
    }
  }
  document.querySelectorAll("button:not(.cell), select, input:not([type=checkbox]):not([type=file]), summary").forEach(function (e) {
    var r = e.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) { return; }
    if (r.width < 44 - 0.5 || r.height < 44 - 0.5) { small.push((e.id || e.textContent.trim().slice(0, 20)) + " " + Math.round(r.width) + "x" + Math.round(r.height)); }
  });
  document.querySelectorAll("#board .cell[data-chip]:not([data-chip='*'])").forEach(function (c) {
    var r = c.getBoundingClientRect(), k = c.querySelector(".chip").getBoundingClientRect(), ring = c.hasAttribute("data-locked") ? 4 : 0;
    if (Math.abs((k.left + k.right) / 2 - (r.left + r.right) / 2) > 1 || k.left - ring < r.left || k.right + ring > r.right || k.top - ring < r.top || k.bottom + ring > r.bottom) {
      overlaps.push(c.id + "'s chip is off-centre or cut");
    }
  });
  var label = parseFloat(getComputedStyle(document.querySelector("#board .cell:not([data-chip='*']) .card")).fontSize);
  var br = document.getElementById("board").getBoundingClientRect();
  return { Overlaps: overlaps, Small: small, Label: label, Board: [br.width, br.height] };
}())`

// shoot saves what the screen shows.
func shoot(t *testing.T, b *browser, path string) {
	t.Helper()
	png, err := chromedp.Run(b.Ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err = os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
}
