package engine_test

import (
	"runtime"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/cputime"
)

// BenchmarkTurn measures judging and applying one placement that draws from
// a known pile: the common entry of a record.
func BenchmarkTurn(b *testing.B) {
	g := game{hands: []string{"7H 5C 9S", "2S 3S 4S"}, deck: "QS 4D 8S 6D", pos: "*8*/1b8/10/10/4g5/10/10/10/10/*8*"}.new(b)
	turn := acts(b, "5C@D4 +QS")
	b.ReportAllocs()
	for b.Loop() {
		h := *g
		if _, v := h.Turn(0, turn); !v.OK() {
			b.Fatal(v.Rule)
		}
	}
}

// BenchmarkTurnCompletingSequence measures a placement that completes two
// sequences at once, the most work sequence detection does.
func BenchmarkTurnCompletingSequence(b *testing.B) {
	g := game{pos: "*8*/10/10/10/10/10/10/gggg1gggg1/10/*8*"}.new(b)
	turn := acts(b, "KC@E8")
	b.ReportAllocs()
	for b.Loop() {
		h := *g
		if _, v := h.Turn(0, turn); !v.OK() {
			b.Fatal(v.Rule)
		}
	}
}

// BenchmarkAppendPlays measures generating every play of a seven-card hand.
// cpu-ns/op counts the CPU time of the benchmark's thread, which other work
// on the machine does not inflate (Linux only).
func BenchmarkAppendPlays(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	g := game{hands: []string{"7H 5C 9S JD JS QS 2H", "?"}, pos: "*8*/1b8/10/10/4g5/10/10/10/10/*8*"}.new(b)
	buf := make([]engine.Action, 0, 256)
	b.ReportAllocs()
	cpu0, ok := cputime.Thread()
	for b.Loop() {
		buf = g.AppendPlays(buf[:0], 0)
	}
	if cpu1, _ := cputime.Thread(); ok && cpu1 > cpu0 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op")
	}
}
