package play_test

import (
	"bytes"
	"flag"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/ruling"
)

var gamesPerRuleset = flag.Int("games", 1000, "self-play games per ruleset for TestGamesValidate")

// TestGamesValidate plays games across every ruleset, every player count it
// allows and both policies, writes each as a record, reads it back and
// validates it: every game must be win or unfinished with no illegal entry,
// and the verdict (result, winner, entries, final position) must agree with
// the engine that played it. It checks the writer, the loader and the
// validator against self-play in one sweep. -games N sets the number of
// games per ruleset.
func TestGamesValidate(t *testing.T) {
	n := *gamesPerRuleset
	if testing.Short() {
		n = 60
	}
	for _, r := range engine.Rulesets {
		counts := r.PlayerCounts()
		results := map[record.Result]int{}
		for i := 0; i < n; i++ {
			cfg := play.Config{Rules: r, Players: counts[i%len(counts)], Seed: uint64(1000 + i), Policy: play.Policy(i / len(counts) % 2)}
			g, err := play.Play(cfg)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := play.WriteRecord(&buf, g); err != nil {
				t.Fatal(err)
			}
			rec, err := record.Load(buf.Bytes(), record.LoadOptions{})
			if err != nil {
				t.Fatalf("%s, %d players, %s, seed %d: the record does not load: %v", r.Name, cfg.Players, cfg.Policy, cfg.Seed, err)
			}
			v := ruling.Judge(rec, "game")
			results[v.Result]++
			want := record.Unfinished
			if g.Final.Winner() != engine.NoTeam {
				want = record.Win
			}
			if v.Result != want || v.Turns != len(g.Entries) {
				t.Fatalf("%s, %d players, %s, seed %d: verdict %s after %d entries, self-play says %s after %d; error %+v",
					r.Name, cfg.Players, cfg.Policy, cfg.Seed, v.Result, v.Turns, want, len(g.Entries), v.Error)
			}
			if want == record.Win && *v.Winner != g.Final.Winner() {
				t.Fatalf("%s seed %d: winner %s, self-play says %s", r.Name, cfg.Seed, *v.Winner, g.Final.Winner())
			}
			if v.Position != g.Final.String() {
				t.Fatalf("%s seed %d: final position %s, self-play says %s", r.Name, cfg.Seed, v.Position, g.Final)
			}
		}
		t.Logf("%s: %d games: %v", r.Name, n, results)
	}
}
