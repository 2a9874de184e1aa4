package match_test

import (
	"bytes"
	"fmt"
	"testing"
	"time"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
	"github.com/seqref/seqref/play"
)

// BenchmarkMatch is the games per second of a match between the greedy and
// the random bot (the code of seqref bot, in the test binary), one game at
// a time and two at once, in each placement: none, pin (each game on one
// CPU), and spin (each on two, busy-waiting; where the process may use two
// CPUs a game), records included: the cost of the protocol and the
// processes, against BenchmarkSelfPlay, which plays in process.
func BenchmarkMatch(b *testing.B) {
	for _, jobs := range []int{1, 2} {
		for _, placement := range []match.Placement{match.PlaceNone, match.PlacePin, match.PlaceSpin} {
			b.Run(fmt.Sprintf("j=%d,%v", jobs, placement), func(b *testing.B) {
				benchmarkMatch(b, jobs, placement)
			})
		}
	}
}

func benchmarkMatch(b *testing.B, jobs int, placement match.Placement) {
	dir := b.TempDir()
	cfg := &match.Config{
		Bots:  []string{botCommand(b, "greedy", dir), botCommand(b, "random", dir)},
		Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: b.N, Seed: 1,
		MoveTime: 10 * time.Second, Parallel: jobs, Placement: placement,
	}
	if err := cfg.CheckPlacement(); err != nil {
		b.Skip(err)
	}
	entries := 0
	b.ResetTimer()
	err := cfg.Run(func(r *match.Result) error {
		if r.Fault != nil {
			return fmt.Errorf("game %d: %s", r.GameIndex+1, r.Fault.Words())
		}
		entries += r.Entries
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(entries)/b.Elapsed().Seconds(), "entries/s")
}

// BenchmarkSelfPlay is the games per second of seqref play: two-player
// standard games played in process by one policy, each written as a
// record.
func BenchmarkSelfPlay(b *testing.B) {
	for _, policy := range []play.Policy{play.Random, play.Greedy} {
		b.Run(policy.String(), func(b *testing.B) {
			var buf bytes.Buffer
			entries := 0
			for i := 0; i < b.N; i++ {
				g, err := play.Play(play.Config{Rules: engine.StandardRules, Players: 2, Seed: uint64(i + 1), Policy: policy})
				if err != nil {
					b.Fatal(err)
				}
				buf.Reset()
				if err := play.WriteRecord(&buf, g); err != nil {
					b.Fatal(err)
				}
				entries += len(g.Entries)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
			b.ReportMetric(float64(entries)/b.Elapsed().Seconds(), "entries/s")
		})
	}
}
