package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
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
func BenchmarkAppendPlays(b *testing.B) {
	g := game{hands: []string{"7H 5C 9S JD JS QS 2H", "?"}, pos: "*8*/1b8/10/10/4g5/10/10/10/10/*8*"}.new(b)
	buf := make([]engine.Action, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		buf = g.AppendPlays(buf[:0], 0)
	}
}
