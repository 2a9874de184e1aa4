package ruling_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
)

const twoPlayers = "sequence: 1\nruleset: %s\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: blue}\n"

func load(t *testing.T, ruleset, rest string) *record.Record {
	t.Helper()
	text := strings.Replace(twoPlayers, "%s", ruleset, 1) + rest
	rec, err := record.Load([]byte(text), record.LoadOptions{})
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return rec
}

func ruleOn(t *testing.T, rec *record.Record, n int) *ruling.Ruling {
	t.Helper()
	r, err := ruling.RuleOn(rec, n)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// reasonFor returns the text of the first reason citing rule.
func reasonFor(r *ruling.Ruling, rule rulebook.ID) string {
	for _, why := range r.Reasons {
		if why.Rule == rule {
			return why.Text
		}
	}
	return ""
}

func TestLegalEntriesInTheWordsOfTheGame(t *testing.T) {
	for _, c := range []struct {
		name, ruleset, record string
		main, rule            rulebook.ID
		want                  string
	}{
		{"normal card", "standard", `
hands: {Ann: [6C, 9S]}
deck: [QS]
start: {position: "*8*/10/10/10/10/10/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: 6C@C4 +QS
`, rulebook.PlayNormal, rulebook.PlayNormal, "C4 shows 6C; it is open; 6C is in Ann's hand"},
		{"one-eyed jack", "standard", `
start: {position: "*8*/10/10/10/10/3b6/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: JSxD6
`, rulebook.PlayRemove, rulebook.PlayRemove, "JS is a one-eyed jack in the standard game, a remove card; the blue chip on D6 is an opponent's and is not in a sequence"},
		{"dead card", "standard", `
hands: {Ann: [4C, 7H]}
start: {position: "*8*/2b7/10/4g5/10/10/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: dead 4C; 7H@D6
`, rulebook.PlayNormal, rulebook.DeadCard, "4C is dead: C2 (blue) and E4 (green) are covered; 4C is in Ann's hand"},
		{"missed draw", "standard", `
turns:
  - Ann: 7H@D6 nodraw
`, rulebook.PlayNormal, rulebook.MissedDraw, "a penalty, not an illegal move"},
		{"corner", "standard", `
start: {position: "*ggg5*/10/10/10/10/10/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: 5S@E1
`, rulebook.PlayNormal, rulebook.FreeCorner, "A1 is a free corner and counts as a green chip"},
		{"winning placement", "bible", `
start: {position: "*ggg5*/10/10/10/10/10/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: 5S@E1 +2D
`, rulebook.PlayNormal, rulebook.DrawCard, "the game ends with the winning placement, so no draw is made and the draw written is not judged"},
		{"pass", "standard", `
hands: {Ann: [4C]}
start: {position: "*8*/2b7/10/4g5/10/10/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: pass
`, rulebook.PassTurn, rulebook.PassTurn, "Ann cannot play any card: 4C is dead (C2 and E4 are covered)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := ruleOn(t, load(t, c.ruleset, c.record), 1)
			if !r.Legal || r.Play != c.main {
				t.Fatalf("ruled %v, play [%s] (%s), want legal, play [%s]", r.Legal, r.Play, r.Message, c.main)
			}
			if got := reasonFor(r, c.rule); !strings.Contains(got, c.want) {
				t.Errorf("reason for %s is %q, want it to say %q; all: %+v", c.rule, got, c.want, r.Reasons)
			}
		})
	}
}

func TestAnEarlierIllegalEntryIsRuledOn(t *testing.T) {
	rec := load(t, "standard", "turns:\n  - Ann: 7H@D6\n  - Bob: 7H@D6\n  - Ann: 5C@B2\n")
	r := ruleOn(t, rec, 3)
	if !r.Earlier() || r.Turn != 2 || r.Rule != rulebook.IDOf(engine.Occupied) || r.Legal {
		t.Errorf("asked about 3: ruled on %d [%s] legal %v, want entry 2 [occupied]", r.Turn, r.Rule, r.Legal)
	}
	if _, err := ruling.RuleOn(rec, 4); err == nil {
		t.Error("RuleOn accepted entry 4 of a record with 3 entries")
	}
	if _, err := ruling.RuleOn(rec, -1); err == nil {
		t.Error("RuleOn accepted entry -1")
	}
}

func TestOtherRulesetsJudgeTheSameEntries(t *testing.T) {
	rec := load(t, "red-jacks", "turns:\n  - Ann: 7H@D6\n  - Bob: JHxD6\n")
	own := ruleOn(t, rec, 2)
	if own.Legal || own.Rule != rulebook.IDOf(engine.WrongCard) {
		t.Fatalf("red-jacks rules %v [%s], want wrong-card", own.Legal, own.Rule)
	}
	std, err := ruling.RuleUnder(rec, 2, engine.StandardRules)
	if err != nil || !std.Legal || std.Rule != rulebook.PlayRemove {
		t.Errorf("standard rules %+v (%v), want legal [play-remove]", std, err)
	}
	bible, _ := ruling.RuleUnder(rec, 2, engine.BibleRules)
	if bible.Legal || bible.Rule != rulebook.IDOf(engine.CardCount) || bible.Turn != 2 {
		t.Errorf("bible rules entry %d [%s], want entry 2 [card-count]: its deck has no JH", bible.Turn, bible.Rule)
	}
	if rec.Rules != engine.RedJacksRules {
		t.Error("RuleUnder changed the record's ruleset")
	}
	// A record that breaks earlier under another ruleset says where.
	early := load(t, "standard", "turns:\n  - Ann: JD@E5\n  - Bob: 7H@D6\n")
	b, _ := ruling.RuleUnder(early, 2, engine.BibleRules)
	if !b.Earlier() || b.Turn != 1 || b.Rule != rulebook.IDOf(engine.CardCount) {
		t.Errorf("bible: ruled on entry %d [%s], want entry 1 [card-count]", b.Turn, b.Rule)
	}
}

func TestSetupRulings(t *testing.T) {
	legal := ruleOn(t, load(t, "standard", "turns: []\n"), 0)
	if !legal.Legal || len(legal.Reasons) == 0 || legal.Entry != nil {
		t.Errorf("a legal setup: %+v", legal)
	}
	rec, err := record.Load([]byte("sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: green}\nturns:\n  - Ann: 7H@D6\n"), record.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	r := ruleOn(t, rec, 1)
	if r.Legal || r.Turn != 0 || r.Rule != rulebook.IDOf(engine.SetupTeams) || r.Message == "" {
		t.Errorf("one team: ruled on %d [%s] %q, want the setup [setup-teams]", r.Turn, r.Rule, r.Message)
	}
}

// TestEveryEntryOfEveryRecord rules on every entry of the project's rule
// fixtures and the conformance cases under every ruleset: rulings rest on
// catalogue rules, legal ones give reasons, illegal ones a message.
func TestEveryEntryOfEveryRecord(t *testing.T) {
	ruleOnEveryEntry(t, engine.Rulesets)
}

// recordDirs are the folders of records whose every entry is ruled on.
var recordDirs = []string{"../fixtures/rules", "../fixtures/examples", "../fixtures/conformance"}

// ruleOnEveryEntry rules on every entry of the records under recordDirs
// under each of rulesets, and checks every ruling.
func ruleOnEveryEntry(t *testing.T, rulesets []*engine.Ruleset) {
	rulings := 0
	files := forEachRecord(t, recordDirs, func(path string, rec *record.Record) {
		for n := 0; n <= len(rec.Turns); n++ {
			for _, rs := range rulesets {
				r, err := ruling.RuleUnder(rec, n, rs)
				if err != nil {
					t.Fatalf("%s entry %d: %v", path, n, err)
				}
				rulings++
				checkRuling(t, path, rs.Name, r)
			}
		}
	})
	if files < 100 {
		t.Fatalf("only %d records found", files)
	}
	t.Logf("%d rulings on %d files", rulings, files)
}

// forEachRecord calls f with every *.yaml file under dirs that loads as a
// record, board files read beside it, and returns how many files it read.
func forEachRecord(t *testing.T, dirs []string, f func(path string, rec *record.Record)) int {
	t.Helper()
	files := 0
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || filepath.Ext(path) != ".yaml" {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			files++
			rec, err := record.Load(data, record.LoadOptions{ReadBoard: func(name string) ([]byte, error) {
				return os.ReadFile(filepath.Join(filepath.Dir(path), name))
			}})
			if err == nil {
				f(path, rec)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return files
}

func checkRuling(t *testing.T, path, ruleset string, r *ruling.Ruling) {
	t.Helper()
	where := path + " " + ruleset + " entry " + strconv.Itoa(r.Asked)
	if _, ok := rulebook.Lookup(r.Rule); !ok {
		t.Errorf("%s: rule %q is not in the catalogue", where, r.Rule)
	}
	if r.Turn > r.Asked {
		t.Errorf("%s: ruled on entry %d after the one asked", where, r.Turn)
	}
	if !r.Legal {
		if r.Message == "" {
			t.Errorf("%s: an illegal ruling [%s] says nothing", where, r.Rule)
		}
		return
	}
	if len(r.Reasons) == 0 {
		t.Errorf("%s: a legal ruling gives no reason", where)
	}
	for _, why := range r.Reasons {
		if _, ok := rulebook.Lookup(why.Rule); !ok || why.Text == "" {
			t.Errorf("%s: reason %+v", where, why)
		}
	}
}
