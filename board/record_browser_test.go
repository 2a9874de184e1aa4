package board_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/moves"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/situation"
	"github.com/seqref/seqref/validate"
)

// selfPlaySituations are about n situations met in self-play games of
// every ruleset and several player counts, before every few entries, the
// mover's hand known.
func selfPlaySituations(t *testing.T, n int) []string {
	t.Helper()
	var out []string
	configs := []struct {
		rules   *engine.Ruleset
		players int
	}{{engine.StandardRules, 2}, {engine.RedJacksRules, 3}, {engine.BibleRules, 4}, {engine.StandardRules, 6}}
	for seed := uint64(1); len(out) < n; seed++ {
		c := configs[int(seed)%len(configs)]
		rec := selfPlay(t, c.rules, c.players, seed, play.Policy(seed%2))
		validate.Play(rec, func(st *validate.Step) {
			if st.Index%4 == int(seed)%4 && len(out) < n && st.Entry.Kind == record.PlayerTurn {
				out = append(out, situation.Of(st.Before).String())
			}
		})
	}
	return out
}

// selfPlay is a self-play game as a record.
func selfPlay(t *testing.T, rules *engine.Ruleset, players int, seed uint64, policy play.Policy) *record.Record {
	t.Helper()
	g, err := play.Play(play.Config{Rules: rules, Players: players, Seed: seed, Policy: policy})
	if err != nil {
		t.Fatal(err)
	}
	return play.Record(g, play.About{})
}

// recordGame records a self-play game on the Record tab by tapping each
// entry: a dead card, the card played and its space, the card drawn. Three
// times it first records another legal play and undoes it, once it is
// refused an entry and the next tap starts the entry anew, and once
// "New game" is tapped and the game kept. The page's record must have the
// same entries, verdict and final position as the game, be byte for byte
// what seqref fmt writes of the game meant (fmtOfMeant), and still be
// there after a reload.
func recordGame(t *testing.T, b *browser) {
	t.Helper()
	rec := tappableGame(t)
	if len(rec.Turns) < 20 {
		t.Fatalf("the game has %d entries, not 20", len(rec.Turns))
	}
	others := otherPlays(rec)
	b.click("#tab-ask")
	b.run(chromedp.SetValue("#situation", "*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 ?"),
		chromedp.Evaluate[chromedp.Void](`document.getElementById("situation").dispatchEvent(new Event("change"))`))
	b.click("#tab-record")
	b.click("#new-game")
	if !eval[bool](b, `document.getElementById("confirm-new").hidden`) {
		b.click("#confirm-yes")
	}
	b.click("#rec-cards summary")
	entries := func() int { return eval[int](b, `document.querySelectorAll("#rec-entries li").length`) }
	undos := 0
	for i, e := range rec.Turns {
		if a, ok := others[i]; ok && undos < 3 && i%5 == 2 {
			tapActions(b, []engine.Action{a})
			b.click("#rec-add")
			b.click("#rec-undo")
			undos++
			if got := entries(); got != i {
				t.Fatalf("entry %d: after recording %s and undoing it the page holds %d entries", i+1, notation.FormatAction(a), got)
			}
		}
		if i == 6 {
			b.click(deckCard(e.Turn.Actions[0].Card))
			b.click("#s-A1")
			b.click("#rec-add")
			if v := eval[string](b, `document.getElementById("rec-ruling").getAttribute("data-verdict")`); v != "illegal" {
				t.Fatalf("a chip on a corner: the page says %q", v)
			}
		}
		tapActions(b, e.Turn.Actions)
		if i == 6 {
			if got := eval[string](b, `document.getElementById("rec-entry").value`); strings.Contains(got, "A1") {
				t.Errorf("after a refused entry the taps build %q", got)
			}
		}
		b.click("#rec-add")
		if got := entries(); got != i+1 {
			t.Fatalf("entry %d, %s: the page holds %d entries, not %d; it says:\n%s", i+1, ruledText(rec, i), got, i+1,
				eval[string](b, `document.getElementById("rec-ruling").innerText`))
		}
	}
	if undos != 3 {
		t.Fatalf("%d undos", undos)
	}
	yaml := eval[string](b, `document.getElementById("rec-yaml").value`)
	b.click("#new-game")
	if eval[bool](b, `document.getElementById("confirm-new").hidden`) || eval[string](b, `document.getElementById("rec-yaml").value`) != yaml {
		t.Error(`"New game" did not ask first, or changed the game before the answer`)
	}
	b.click("#confirm-no")
	if again := eval[string](b, `document.getElementById("rec-yaml").value`); again != yaml {
		t.Error(`"Keep this game" lost the game`)
	}
	sameGame(t, rec, yaml)
	if want := fmtOfMeant(t, rec); yaml != want {
		t.Errorf("the page's record is\n%s\nnot what seqref fmt writes of the game meant:\n%s", yaml, want)
	}
	b.run(chromedp.Reload())
	b.waitReady()
	b.click("#tab-record")
	if again := eval[string](b, `document.getElementById("rec-yaml").value`); again != yaml {
		t.Errorf("after a reload the recorded game is\n%s\nnot\n%s", again, yaml)
	}
	// An illegal entry is refused with its ruling, and nothing is lost.
	b.run(chromedp.SetValue("#rec-entry", "7H@A1"))
	b.click("#rec-add")
	if got := eval[string](b, `document.getElementById("rec-yaml").value + "|" + document.getElementById("rec-entry").value + "|" + document.getElementById("rec-ruling").getAttribute("data-verdict")`); got != yaml+"|7H@A1|illegal" && got != yaml+"|7H@A1|invalid" {
		t.Errorf("an entry after the win: the page holds %q", got)
	}
	t.Logf("recorded a self-play game of %d entries by tapping", len(rec.Turns))
}

// tapActions taps an entry's actions on the Record tab.
func tapActions(b *browser, actions []engine.Action) {
	for _, a := range actions {
		switch a.Kind {
		case engine.TurnInDead:
			b.click("#rec-dead")
			b.click(deckCard(a.Card))
		case engine.Place, engine.Take:
			b.click(deckCard(a.Card))
			b.click("#s-" + a.Space.String())
		case engine.Draw:
			b.click("#rec-draw")
			b.click(deckCard(a.Card))
		case engine.Pass:
			b.click("#rec-pass")
		}
	}
}

// otherPlays are, for entries of a record, a legal placement other than
// the entry's, to be recorded by mistake and undone.
func otherPlays(rec *record.Record) map[int]engine.Action {
	out := map[int]engine.Action{}
	validate.Play(rec, func(st *validate.Step) {
		if st.Before == nil || st.Entry.Kind != record.PlayerTurn {
			return
		}
		for _, p := range moves.List(st.Before).Plays {
			if p.Action.Kind == engine.Place && p.Action != st.Entry.Turn.Actions[0] {
				out[st.Index-1] = p.Action
				return
			}
		}
	})
	return out
}

// fmtOfMeant is what seqref fmt writes of the game a self-play record
// holds as it is recorded at a table: its ruleset, its players named as
// the page names them (Ann, Bob...) with their teams, its entries, and no
// hands.
func fmtOfMeant(t *testing.T, played *record.Record) string {
	t.Helper()
	meant := &record.Record{Version: 1, Rules: played.Rules}
	for i, p := range played.Players {
		meant.Players = append(meant.Players, record.Player{Name: situation.Names[i], Team: p.Team, Colour: p.Team.String()})
	}
	for _, e := range played.Turns {
		meant.Turns = append(meant.Turns, record.Entry{Kind: e.Kind, Player: e.Player, Turn: e.Turn})
	}
	var b bytes.Buffer
	if err := record.EncodeYAML(&b, meant); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "meant.yaml")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return seqref(t, "fmt", path)
}

// deckCard is the card's button on the Record tab.
func deckCard(c engine.Card) string { return `#deck button[data-card="` + c.String() + `"]` }

// ruledText is entry i for messages.
func ruledText(rec *record.Record, i int) string {
	return rec.Name(rec.Turns[i].Player) + ": " + notation.FormatTurn(rec.Turns[i].Turn.Actions)
}

// tappableGame is a standard two-player self-play game with no entry the
// taps cannot make (a reshuffle, a claim of one of several sequences).
func tappableGame(t *testing.T) *record.Record {
	t.Helper()
	for seed := uint64(1); seed < 50; seed++ {
		rec := selfPlay(t, engine.StandardRules, 2, seed, play.Greedy)
		ok := true
		for _, e := range rec.Turns {
			if e.Kind != record.PlayerTurn {
				ok = false
			}
			for _, a := range e.Turn.Actions {
				ok = ok && (a.Kind == engine.TurnInDead || a.Kind == engine.Place || a.Kind == engine.Take || a.Kind == engine.Draw || a.Kind == engine.Pass)
			}
		}
		if ok {
			return rec
		}
	}
	t.Fatal("no self-play game among the seeds tried can be tapped")
	return nil
}

// sameGame compares the recorded game with the game played: its entries,
// verdict and final position; and checks that seqref fmt leaves it as it
// is.
func sameGame(t *testing.T, played *record.Record, yaml string) {
	t.Helper()
	got, err := record.Load([]byte(yaml), record.LoadOptions{})
	if err != nil {
		t.Fatalf("the page's record cannot be read: %v\n%s", err, yaml)
	}
	var want, have []string
	for i := range played.Turns {
		want = append(want, ruledText(played, i))
	}
	for i := range got.Turns {
		have = append(have, ruledText(got, i))
	}
	if diff := cmp.Diff(want, have); diff != "" {
		t.Errorf("the recorded entries differ from the game's (-played +recorded):\n%s", diff)
	}
	pv, gv := validate.Play(played, nil), validate.Play(got, nil)
	if p, g := pv.Outcome(validate.Options{}).Summary(), gv.Outcome(validate.Options{}).Summary(); p != g {
		t.Errorf("the recorded game's verdict is %q, the game's %q", g, p)
	}
	if gv.Game == nil || pv.Game == nil || gv.Game.String() != pv.Game.String() {
		t.Errorf("the recorded game ends at another position")
	}
	dir := t.TempDir()
	path := dir + "/recorded.yaml"
	if err := os.WriteFile(path, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	if out := seqref(t, "fmt", "-l", path); strings.TrimSpace(out) != "" {
		t.Errorf("seqref fmt would change the page's record:\n%s", seqref(t, "fmt", "-d", path))
	}
}

// screenshot saves the screen of a phone, 360×740, to path
// (SEQREF_BOARD_SCREENSHOT=docs/board.png makes the README's): the first
// dispute of docs/board.md tapped on the page, a blue sequence marked by
// its ends and a one-eyed jack on one of its chips, with the ruling under
// the board. The page is left at an empty board and 360×900.
func screenshot(t *testing.T, b *browser, path string) {
	t.Helper()
	b.run(chromedp.EmulateViewport(360, 740), chromedp.SetValue("#situation", "*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 ?"),
		chromedp.Evaluate[chromedp.Void](`document.getElementById("situation").dispatchEvent(new Event("change")); scrollTo(0, 0)`))
	for _, sel := range disputes(t)[0].taps {
		b.click(sel)
	}
	png, err := chromedp.Run(b.Ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	b.click("#clear-board")
	b.run(chromedp.EmulateViewport(360, 900))
	t.Logf("screenshot: %s", path)
}
