package play_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/goldenfile"
	"github.com/seqref/seqref/play"
)

// gamesDir holds one complete self-play game per ruleset and player count.
const gamesDir = "../fixtures/games"

// fixtureGame is the game kept for a ruleset and player count: the greedy
// game of the first seed from 1 on that ends in a win, so that every
// fixture is a complete game.
func fixtureGame(t *testing.T, r *engine.Ruleset, players int) *play.Transcript {
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
			goldenfile.Check(t, filepath.Join(gamesDir, name), buf.Bytes())
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
