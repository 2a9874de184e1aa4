package puzzle

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
)

// generated makes n puzzles of a kind from a fixed seed for tampering.
func generated(t *testing.T, k Kind, n int) []*Puzzle {
	t.Helper()
	puzzles, err := Generate(Options{Kind: k, Seed: 99, Count: n})
	if err != nil {
		t.Fatal(err)
	}
	return puzzles
}

// checkText loads a record and checks it as a puzzle.
func checkText(t *testing.T, data []byte) error {
	t.Helper()
	rec, err := record.Load(data, record.LoadOptions{})
	if err != nil {
		t.Fatalf("the tampered record does not load: %v\n%s", err, data)
	}
	return Check(rec)
}

// wantProblem fails unless err is a Problem with a position whose message
// holds every part.
func wantProblem(t *testing.T, err error, data []byte, parts ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("Check accepts the tampered puzzle:\n%s", data)
	}
	var p *Problem
	ok := errors.As(err, &p)
	if !ok || p.Pos.Line == 0 || p.Pos.Col == 0 {
		t.Errorf("Check's error %q is not a Problem with a line and column", err)
	}
	for _, part := range parts {
		if !strings.Contains(err.Error(), part) {
			t.Errorf("Check's error %q does not say %q", err, part)
		}
	}
}

// withWild is the puzzle with the ruleset's first wild card added to the
// hand, for the first puzzle whose ruleset has jacks and whose hand and
// answer hold no wild card; nil when there is none.
func withWild(puzzles []*Puzzle) *Puzzle {
	for _, pz := range puzzles {
		rules := pz.Position.Rules
		wild := rules.WildCards()
		if !wild[0].IsJack() || rules.Kind(pz.Answer.Play.Card) != engine.Normal {
			continue
		}
		if slices.ContainsFunc(pz.Position.Hand, func(c engine.Card) bool { return rules.Kind(c) == engine.Wild }) {
			continue
		}
		c := *pz
		c.Position.Hand = append(slices.Clone(pz.Position.Hand), wild[0])
		return &c
	}
	return nil
}

func TestCheckRejectsSecondAnswer(t *testing.T) {
	for _, k := range []Kind{Win, Block} {
		t.Run(string(k), func(t *testing.T) {
			pz := withWild(generated(t, k, 12))
			if pz == nil {
				t.Fatal("no puzzle to add a wild card to")
			}
			data := pz.Record()
			wantProblem(t, checkText(t, data), data, "no single answer", pz.Position.Rules.WildCards()[0].String())
		})
	}
}

func TestCheckRejectsWrongAnswer(t *testing.T) {
	for _, k := range []Kind{Win, Block} {
		t.Run(string(k), func(t *testing.T) {
			pz := generated(t, k, 1)[0]
			g, _ := pz.Position.Game()
			i := slices.IndexFunc(legalPlays(g, pz.Position.ToMove), func(a engine.Action) bool { return !sameAction(a, pz.Answer.Play) })
			if i < 0 {
				t.Fatal("the hand has one legal play only")
			}
			wrong := legalPlays(g, pz.Position.ToMove)[i]
			c := *pz
			c.Answer.Play, c.Turn = wrong, []engine.Action{wrong}
			data := c.Record()
			wantProblem(t, checkText(t, data), data, "does not", "the one play")
		})
	}
	t.Run("dead", func(t *testing.T) {
		pz := generated(t, Dead, 1)[0]
		c := *pz
		c.Answer.Dead = append(slices.Clone(pz.Answer.Dead), pz.Position.Hand[0])
		if slices.Contains(pz.Answer.Dead, pz.Position.Hand[0]) {
			c.Answer.Dead = pz.Answer.Dead[1:]
		}
		slices.Sort(c.Answer.Dead)
		if len(c.Answer.Dead) == 0 {
			c.Answer.Dead = []engine.Card{engine.NewCard(engine.Ace, engine.Spades)}
		}
		data := c.Record()
		wantProblem(t, checkText(t, data), data, "the dead cards of")
	})
	t.Run("legal", func(t *testing.T) {
		pz := generated(t, Legal, 1)[0]
		c := *pz
		c.Answer.Rule = engine.Occupied
		if pz.Answer.Rule == engine.Occupied {
			c.Answer.Rule = engine.NoRule
		}
		data := c.Record()
		wantProblem(t, checkText(t, data), data, "the engine rules "+ruleText(pz.Answer.Rule))
	})
	t.Run("count", func(t *testing.T) {
		pz := generated(t, Count, 1)[0]
		c := *pz
		c.Answer.Counts[pz.Position.Team()]++
		data := c.Record()
		wantProblem(t, checkText(t, data), data, "after the turn the sequences are")
	})
}

func TestCheckRejectsWrongDifficulty(t *testing.T) {
	for _, k := range Kinds {
		pz := generated(t, k, 1)[0]
		c := *pz
		c.Difficulty = Hard
		if pz.Difficulty == Hard {
			c.Difficulty = Easy
		}
		data := c.Record()
		wantProblem(t, checkText(t, data), data, "by the rule of "+string(k)+" puzzles")
	}
}

// TestCheckRejectsTamperedRecord changes the text of a good puzzle record.
func TestCheckRejectsTamperedRecord(t *testing.T) {
	pz := generated(t, Win, 1)[0]
	good := string(pz.Record())
	other := pz.Names[pz.Position.Next()]
	cases := []struct {
		name, old, new string
		says           []string
	}{
		{"expect", "result: win", "result: unfinished", []string{"expect: result is unfinished"}},
		{"no winner", "  winner: ", "  # winner: ", []string{"expect: must name winner"}},
		{"deck", "start:", "deck: [2S]\nstart:", []string{"no deck:"}},
		{"other hand", "hands:\n", "hands:\n  " + other + ": [2S]\n", []string{"only the hand of the player to move"}},
		{"two turns", "turns:\n", "turns:\n  - " + pz.Player() + ": pass\n", []string{"one entry, not 2"}},
		{"unknown key", "puzzle: {", "puzzle: {hint: none, ", []string{`unknown key "hint"`}},
		{"bad kind", "kind: win", "kind: mate", []string{`unknown puzzle kind "mate"`}},
		{"bad answer", `answer: "`, `answer: "pass `, []string{"one play with its space"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(good, tc.old) {
				t.Fatalf("the record has no %q:\n%s", tc.old, good)
			}
			data := []byte(strings.Replace(good, tc.old, tc.new, 1))
			wantProblem(t, checkText(t, data), data, tc.says...)
		})
	}
}

func TestCheckNeedsPuzzleBlock(t *testing.T) {
	rec, err := record.Load([]byte("sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: blue}\nturns: []\n"), record.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(rec); err == nil || !strings.Contains(err.Error(), "no puzzle: block") {
		t.Errorf("Check of a record without a puzzle: block gives %v", err)
	}
}

// TestGenerateIsStable: the same seed gives the same bytes, and a smaller
// count gives the first puzzles of a larger one.
func TestGenerateIsStable(t *testing.T) {
	a := generated(t, Legal, 3)
	b, err := Generate(Options{Kind: Legal, Seed: 99, Count: 2})
	if err != nil {
		t.Fatal(err)
	}
	for i := range b {
		if string(a[i].Record()) != string(b[i].Record()) {
			t.Errorf("puzzle %d differs between counts 3 and 2", i)
		}
	}
}
