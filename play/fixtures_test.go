package play_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
)

var update = flag.Bool("update", false, "regenerate fixtures/games from self-play")

// gamesDir holds one complete self-play game per ruleset and player count.
const gamesDir = "../fixtures/games"

// fixtureGame is the game kept for a ruleset and player count: the greedy
// game of the first seed from 1 on that ends in a win, so that every
// fixture is a complete game.
func fixtureGame(t *testing.T, r *engine.Ruleset, players int) *play.Game {
	t.Helper()
	for seed := uint64(1); seed <= 50; seed++ {
		g, err := play.Play(play.Config{Rules: r, Players: players, Seed: seed, Policy: play.Greedy})
		if err != nil {
			t.Fatal(err)
		}
		if g.Final.Winner() != engine.NoTeam {
			return g
		}
	}
	t.Fatalf("%s, %d players: no seed up to 50 gives a won game", r.Name, players)
	return nil
}

// TestGameFixtures checks that fixtures/games holds, for every ruleset and
// every player count it allows, the record self-play makes from a fixed
// seed, byte for byte: so the games are reproducible, and -update
// regenerates them. Their verdicts are checked by seqref test (the
// expect: block of each) at the repository root.
func TestGameFixtures(t *testing.T) {
	want := map[string]bool{}
	for _, r := range engine.Rulesets {
		for _, n := range r.PlayerCounts() {
			name := fmt.Sprintf("%s-%02dp.yaml", r.Name, n)
			want[name] = true
			var buf bytes.Buffer
			if err := play.WriteRecord(&buf, fixtureGame(t, r, n)); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(gamesDir, name)
			if *update {
				if err := os.MkdirAll(gamesDir, 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			got, err := os.ReadFile(path)
			if err != nil {
				t.Errorf("%v (run go test ./play -run TestGameFixtures -update)", err)
				continue
			}
			if diff := cmp.Diff(buf.String(), string(got)); diff != "" {
				t.Errorf("%s differs from self-play (-generated +file):\n%s", path, diff)
			}
		}
	}
	entries, err := os.ReadDir(gamesDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !want[e.Name()] {
			t.Errorf("%s: not a generated game; remove it or add it to the generator", filepath.Join(gamesDir, e.Name()))
		}
	}
}
