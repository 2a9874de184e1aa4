package puzzle

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/seqref/seqref/internal/expect"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/goldenfile"
	"github.com/seqref/seqref/ruling"
)

// The checked-in puzzles: fixtureCount of each kind from fixtureSeed,
// alternating easy and hard, in fixtureDir/KIND/.
const (
	fixtureSeed  = 2024
	fixtureCount = 50
	fixtureDir   = "../fixtures/puzzles"
)

// TestFixtures regenerates the checked-in puzzles in memory and compares
// them byte for byte with the files (-update rewrites them), then checks
// that every file replays to its expect: block and passes Check.
func TestFixtures(t *testing.T) {
	for _, k := range Kinds {
		t.Run(string(k), func(t *testing.T) {
			puzzles, err := Generate(Options{Kind: k, Seed: fixtureSeed, Count: fixtureCount})
			if err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(fixtureDir, string(k))
			var names []string
			for i, pz := range puzzles {
				name := FileName(k, i)
				names = append(names, name)
				path := filepath.Join(dir, name)
				goldenfile.Check(t, path, pz.Record())
				got, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				checkFixture(t, path, got)
			}
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				if !slices.Contains(names, e.Name()) {
					t.Errorf("%s: a file the fixture seed does not make", filepath.Join(dir, e.Name()))
				}
			}
		})
	}
}

// checkFixture confirms that a puzzle file replays to its expect: block and
// passes Check.
func checkFixture(t *testing.T, path string, data []byte) {
	t.Helper()
	rec, err := record.Load(data, record.LoadOptions{})
	if err != nil {
		t.Errorf("%s: %v", path, err)
		return
	}
	x := rec.Expectation
	if lerr := rec.ExpectError; lerr != nil || x == nil {
		t.Errorf("%s: the expect: block cannot be read (%v)", path, lerr)
		return
	}
	v := ruling.Judge(rec, path)
	for _, c := range expect.Compare(x, ruling.Judge(rec, "")) {
		if !c.Same {
			t.Errorf("%s: expect %s is %s, the record gives %s (verdict %s)", path, c.Key(), c.Want, c.Got, v.JSON())
		}
	}
	if err := Check(rec); err != nil {
		t.Errorf("%s:%v", path, err)
	}
}

// TestFixturesMix checks that the checked-in batches mix what they should:
// easy and hard puzzles, rulesets and player counts, and for legal puzzles
// every verdict of the catalogue.
func TestFixturesMix(t *testing.T) {
	for _, k := range Kinds {
		difficulties := map[Difficulty]int{}
		rulesets := map[string]bool{}
		players := map[int]bool{}
		verdicts := map[engine.Rule]bool{}
		for i := range fixtureCount {
			path := filepath.Join(fixtureDir, string(k), FileName(k, i))
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := record.Load(data, record.LoadOptions{})
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			pz, err := Read(rec)
			if err != nil {
				t.Fatalf("%s:%v", path, err)
			}
			difficulties[pz.Difficulty]++
			rulesets[pz.Position.Rules.Name] = true
			players[len(pz.Position.Teams)] = true
			verdicts[pz.Answer.Rule] = true
		}
		if difficulties[Easy] != fixtureCount/2 || difficulties[Hard] != fixtureCount/2 {
			t.Errorf("%s: %d easy and %d hard puzzles, want %d of each", k, difficulties[Easy], difficulties[Hard], fixtureCount/2)
		}
		if len(rulesets) != len(engine.Rulesets) || len(players) < 4 {
			t.Errorf("%s: puzzles from rulesets %v and player counts %v: not mixed enough", k, rulesets, players)
		}
		if k != Legal {
			continue
		}
		for _, r := range append(slices.Clone(easyRules), hardRules...) {
			if !verdicts[r] {
				t.Errorf("no legal puzzle is answered %s", ruleText(r))
			}
		}
	}
}
