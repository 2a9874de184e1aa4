package play_test

import (
	"runtime"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/cputime"
	"github.com/seqref/seqref/play"
)

// benchmarkSimulate plays a new seed every iteration and reports games per
// second, moves (the players' entries, every one judged) per second, and
// entries per game. Every entry is judged by the engine with every rule:
// dead cards, draws, reshuffles and sequence accounting. The time counted
// includes dealing and setting up every game. cpu-moves/s counts the CPU
// time of the benchmark's thread instead of the time on the clock: on a
// machine shared with other work it is the speed of one core (Linux only).
func benchmarkSimulate(b *testing.B, r *engine.Ruleset, players int, pol play.Policy) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ReportAllocs()
	seed, entries, moves := uint64(0), 0, 0
	var sim play.Simulator
	cpu0, cpuOK := cputime.Thread()
	for b.Loop() {
		seed++
		o, err := sim.Simulate(play.Config{Rules: r, Players: players, Seed: seed, Policy: pol})
		if err != nil {
			b.Fatal(err)
		}
		entries += o.Entries
		moves += o.Moves
	}
	cpu1, _ := cputime.Thread()
	b.ReportMetric(float64(entries)/float64(b.N), "entries/game")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
	if cpuOK && cpu1 > cpu0 {
		b.ReportMetric(float64(moves)/(cpu1-cpu0).Seconds(), "cpu-moves/s")
	}
}

// BenchmarkSimulateRandom2p is the headline figure: random two-player
// standard games. Target (issue 14): 10,000,000 moves/s on one core
// (go test ./play -run XXX -bench SimulateRandom2p -cpu 1 -benchmem), and
// 0 allocs/op: a game allocates nothing once the Simulator has played one.
func BenchmarkSimulateRandom2p(b *testing.B) {
	benchmarkSimulate(b, engine.StandardRules, 2, play.Random)
}

// BenchmarkSimulateGreedy2p plays the greedy policy, which scores every
// legal play.
func BenchmarkSimulateGreedy2p(b *testing.B) {
	benchmarkSimulate(b, engine.StandardRules, 2, play.Greedy)
}

// BenchmarkSimulateRandom12p is the largest table: twelve players in teams.
func BenchmarkSimulateRandom12p(b *testing.B) {
	benchmarkSimulate(b, engine.StandardRules, 12, play.Random)
}

// BenchmarkPlayRandom2p keeps every entry, as writing records does.
func BenchmarkPlayRandom2p(b *testing.B) {
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		if _, err := play.Play(play.Config{Rules: engine.StandardRules, Players: 2, Seed: seed, Policy: play.Random}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
