package situation_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/situation"
)

// BenchmarkOf is the cost of the situation of a finished game in notation,
// which validate --format json adds to every verdict.
func BenchmarkOf(b *testing.B) {
	game, err := play.Play(play.Config{Rules: engine.StandardRules, Players: 2, Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = situation.Of(game.Final).String()
	}
}
