package board_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/internal/browsertest"
)

// TestBoardInChromium opens the board page from the file system in a real
// headless Chromium with nothing but the page to load, and uses it as a
// player does: it asks for a ruling, opens every record of
// fixtures/rules with the file picker and steps to its end, compares the
// legal plays the page highlights with seqref moves on situations of
// self-play games, and records a self-play game by tapping its entries.
// The page must make no request but for itself, cause no layout shift while
// it loads, fit 360 pixels and say nothing on the console. The time to the
// first ruling after the page starts loading is logged, not asserted.
func TestBoardInChromium(t *testing.T) {
	browsertest.Need(t)
	dir := t.TempDir()
	b := newBrowser(t, dir, 360, 900)
	path := writePage(t, dir, "board.html", nil)
	b.run(chromedp.EmulateViewport(360, 900)) // a phone: Chromium's window is at least 500 pixels wide

	b.open(path)
	shift, err := chromedp.Run(b.Ctx, chromedp.Evaluate[float64](layoutShift, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if shift != 0 {
		t.Errorf("the page's layout shifted while it loaded: %g", shift)
	}
	firstRuling(t, b)
	if w := eval[int](b, `document.documentElement.scrollWidth`); w > 360 {
		t.Errorf("at 360 pixels wide, the page is %d pixels wide", w)
	}
	keyboard(t, b)
	handTaps(t, b)
	if shot := os.Getenv("SEQREF_BOARD_SCREENSHOT"); shot != "" {
		screenshot(t, b, shot)
	}
	rulesFixtures(t, b, dir)
	legalPlays(t, b)
	recordGame(t, b)

	b.CheckConsole()
	b.CheckRequests("file://" + path)
}

// layoutShift is the sum of the layout shifts the page has had that no
// input caused.
const layoutShift = `new Promise(function (resolve) {
  var sum = 0;
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (e) { if (!e.hadRecentInput) { sum += e.value; } });
  }).observe({ type: "layout-shift", buffered: true });
  setTimeout(function () { resolve(sum); }, 100);
})`

// firstRuling asks for the first ruling at once after the referee has
// started, by the keyboard: an entry typed and Enter; it logs how long
// after the page began to load the answer was on the page.
func firstRuling(t *testing.T, b *browser) {
	t.Helper()
	b.click("#setup summary")
	b.run(chromedp.SendKeys("#hand", "7H 4C\t"), chromedp.SendKeys("#entry", "7H@D6"+kb.Enter))
	got := eval[string](b, `document.querySelector("#ruling .answer").innerText`)
	want := partsWords(t, seqref(t, "referee", "--at", "*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 4C,7H", "--entry", "7H@D6", "--format", "json"))
	if !sameWords(want, got) {
		t.Errorf("the first ruling says\n%s\nnot what seqref referee says:\n%s", got, want)
	}
	b.click("#setup summary")
	times := eval[[]float64](b, `[window.seqrefBoard.loadMs, window.seqrefBoard.readyAt, window.seqrefBoard.tapMs[0]]`)
	t.Logf("the referee started %.0f ms after the script began (inflating, compiling and starting the WebAssembly), %.0f ms after navigation began; the first ruling then took %.0f ms from Enter to the answer on the page", times[0], times[1], times[2])
}

// keyboard moves over the board with the arrow keys: one space in the tab
// order, the focus following the arrows.
func keyboard(t *testing.T, b *browser) {
	t.Helper()
	b.run(chromedp.Focus("#s-A1"), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowDown))
	if got := eval[string](b, `document.activeElement.id + " " + document.querySelectorAll("#board .cell[tabindex='0']").length`); got != "s-B2 1" {
		t.Errorf("after Right and Down from A1 the focus and the spaces in the tab order are %q, want \"s-B2 1\"", got)
	}
	unlabelled := eval[[]string](b, `Array.prototype.filter.call(document.querySelectorAll("button, input, select, textarea"), function (e) {
	  return !(e.getAttribute("aria-label") || (e.labels && e.labels.length) || e.textContent.trim());
	}).map(function (e) { return e.id || e.outerHTML.slice(0, 60); })`)
	if len(unlabelled) > 0 {
		t.Errorf("controls without a label: %q", unlabelled)
	}
}

// handTaps enters a hand by tapping cards: the situation follows.
func handTaps(t *testing.T, b *browser) {
	t.Helper()
	b.click("#hand-picker summary")
	b.click("#hand-clear")
	b.click("#to-hand")
	b.click(`#hand-deck button[data-card="KC"]`)
	b.click(`#hand-deck button[data-card="7H"]`)
	b.click(`#hand-deck button[data-card="7H"]`)
	got := eval[[]string](b, `[document.getElementById("hand").value, document.getElementById("situation").value.split(" ")[5]]`)
	if want := []string{"7H 7H KC", "7H,7H,KC"}; !cmp.Equal(got, want) {
		t.Errorf("after tapping KC, 7H, 7H the hand field and the situation's hand are %q, want %q", got, want)
	}
	b.click("#to-hand")
	b.click("#hand-picker summary")
}

// rulesFixtures opens every record of fixtures/rules with the file picker,
// steps to its end with the keyboard, and compares the verdict with seqref
// validate's and the ruling's answer block, word for word, with seqref
// referee's.
func rulesFixtures(t *testing.T, b *browser, dir string) {
	t.Helper()
	files, err := filepath.Glob("../fixtures/rules/*/*")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	b.click("#tab-open")
	n := 0
	for _, f := range files {
		abs, _ := filepath.Abs(f)
		b.run(chromedp.SetUploadFiles("#file", []string{abs}))
		if _, err := chromedp.Run(b.Ctx, chromedp.Poll[bool](`document.getElementById("game-title").textContent !== ""`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
			b.CheckConsole()
			t.Fatalf("%s did not open: %v", f, err)
		}
		b.run(chromedp.Focus("#tab-open"), chromedp.KeyEvent(kb.End))
		page := eval[openState](b, readOpen)
		b.run(chromedp.Evaluate[chromedp.Void](`document.getElementById("game-title").textContent = ""; document.getElementById("file").value = ""`))
		want := summaryOf(seqref(t, "validate", f))
		if page.Verdict != want {
			t.Errorf("%s: the page's verdict is %q, seqref validate's %q", f, page.Verdict, want)
		}
		if !page.AtEnd {
			t.Errorf("%s: End did not step to the last entry (%s)", f, page.Label)
		}
		if page.Result == "invalid" {
			continue
		}
		answer := partsWords(t, seqref(t, "referee", f, "--format", "json"))
		if !page.Shown || !sameWords(answer, page.Answer) {
			t.Errorf("%s: at its end the page shows the ruling %v:\n%s\nnot seqref referee's:\n%s", f, page.Shown, page.Answer, answer)
		}
		n++
	}
	t.Logf("%d records of fixtures/rules: verdicts and rulings as the command line's", n)
}

// openState is what the Open tab shows.
type openState struct {
	Verdict, Result, Label, Answer string
	AtEnd, Shown                   bool
}

const readOpen = `(function () {
  function $(id) { return document.getElementById(id); }
  return { Verdict: $("verdict").textContent, Result: $("verdict").getAttribute("data-verdict"), Label: $("frame-label").textContent,
    Answer: $("fault").querySelector(".answer") ? $("fault").querySelector(".answer").innerText : "", AtEnd: $("next").disabled, Shown: !$("fault").hidden };
}())`

// summaryOf is the summary of seqref validate's last line: what follows
// the file's name.
func summaryOf(out string) string {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	_, s, _ := strings.Cut(lines[len(lines)-1], ": ")
	return s
}

// partsWords is the answer of seqref referee --format json in the words
// and order the page draws its parts: the verdict (and what does not
// happen) and what the entry does, why, the facts as specific, what the
// table does now, the sentence that decides it in quotation marks with its
// source, what seqref decides where the rulebooks are silent, and the rule
// id (docs/board.md, "The ruling").
func partsWords(t *testing.T, out string) string {
	t.Helper()
	var j struct {
		Parts struct {
			Verdict, But, Says, Reason, Now, Quote, Source, Silent, Rule string
			Also                                                         []string
		} `json:"answer_parts"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil || j.Parts.Verdict == "" {
		t.Fatalf("seqref referee --format json: %v\n%s", err, out)
	}
	p := j.Parts
	words := []string{upperFirst(p.Verdict)}
	if p.But != "" {
		words = append(words, p.But)
	}
	words = append(words, ":", strings.TrimSuffix(p.Says, ".")+".", strings.TrimSuffix(upperFirst(p.Reason), ".")+".")
	words = append(words, p.Also...)
	words = append(words, "Now:", upperFirst(p.Now))
	if p.Quote != "" {
		words = append(words, "“"+p.Quote+"”", p.Source)
	}
	return strings.Join(append(words, p.Silent, p.Rule), " ")
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// sameWords reports whether two texts say the same words: the page wraps
// the referee's answer to its width, the command line to the terminal's.
func sameWords(a, b string) bool {
	join := func(s string) string { return strings.ReplaceAll(strings.Join(strings.Fields(s), " "), " :", ":") }
	return a != "" && join(a) == join(b)
}

// legalPlays sets situations of self-play games on the Ask tab through its
// situation field and compares the plays the board highlights, the dead
// cards, the open threats and whether a pass is legal with seqref moves
// --format json.
func legalPlays(t *testing.T, b *browser) {
	t.Helper()
	b.click("#tab-ask")
	sits := selfPlaySituations(t, 300)
	withThreats, withPass, withDead := 0, 0, 0
	for _, sit := range sits {
		b.run(chromedp.SetValue("#situation", sit), chromedp.Evaluate[chromedp.Void](`document.getElementById("situation").dispatchEvent(new Event("change"))`))
		got := eval[movesState](b, readMoves)
		var want struct {
			Dead  []string `json:"dead"`
			Pass  bool     `json:"pass"`
			Plays []struct {
				Action string `json:"action"`
			} `json:"plays"`
			Threats []struct {
				Open string `json:"open"`
			} `json:"threats"`
		}
		if err := json.Unmarshal([]byte(seqref(t, "moves", "--at", sit, "--format", "json")), &want); err != nil {
			t.Fatalf("seqref moves --at %q: %v", sit, err)
		}
		var plays []string
		for _, p := range want.Plays {
			plays = append(plays, p.Action)
		}
		sort.Strings(plays)
		sort.Strings(got.Plays)
		if got.Situation != sit || !cmp.Equal(got.Plays, plays) {
			t.Errorf("at %s the page (at %s) highlights other plays than seqref moves (-moves +page):\n%s", sit, got.Situation, cmp.Diff(plays, got.Plays))
		}
		threats := map[string]bool{}
		for _, th := range want.Threats {
			threats[th.Open] = true
		}
		var open []string
		for sp := range threats {
			open = append(open, sp)
		}
		sort.Strings(open)
		withThreats += min(1, len(open))
		withDead += min(1, len(want.Dead))
		if want.Pass {
			withPass++
		}
		sort.Strings(got.Threats)
		if strings.Join(got.Threats, " ") != strings.Join(open, " ") || got.Pass != want.Pass {
			t.Errorf("at %s the page marks threats at %q and says a pass is legal: %v; seqref moves: %q, %v", sit, got.Threats, got.Pass, open, want.Pass)
		}
		sort.Strings(got.Dead)
		sort.Strings(want.Dead)
		if !cmp.Equal(got.Dead, append([]string{}, want.Dead...)) {
			t.Errorf("at %s the page marks dead %q, seqref moves %q", sit, got.Dead, want.Dead)
		}
	}
	t.Logf("%d situations of self-play games (%d with open threats, %d with dead cards, %d where a pass is legal): the highlighted plays are seqref moves's",
		len(sits), withThreats, withDead, withPass)
}

// movesState is what the Ask tab shows of the legal plays.
type movesState struct {
	Situation string
	Plays     []string
	Dead      []string
	Threats   []string
	Pass      bool
}

const readMoves = `(function () {
  var plays = [];
  document.querySelectorAll("#board .cell.legal").forEach(function (c) { plays = plays.concat(c.getAttribute("data-actions").split(" ")); });
  return { Situation: document.getElementById("situation").value, Plays: plays,
    Threats: Array.prototype.map.call(document.querySelectorAll("#board .cell.threat"), function (c) { return c.getAttribute("data-space"); }),
    Pass: /a pass is legal/.test(document.getElementById("plays").textContent),
    Dead: Array.prototype.map.call(document.querySelectorAll("#handcards button.dead"), function (b) { return b.getAttribute("data-card"); })
      .filter(function (c, i, all) { return all.indexOf(c) === i; }) };
}())`
