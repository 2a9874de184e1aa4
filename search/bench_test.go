package search

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/situation"
)

// BenchmarkPlayout is the cost of one playout from an early two-player
// position: a deal of the unseen cards, a candidate play, and the game
// played to its end by the playout policy.
func BenchmarkPlayout(b *testing.B) {
	s, err := notation.ParseSituation("*8*/2g7/10/4g5/10/10/3b6/10/10/*8* - standard gb 2 2S,7H,9S,KH,QD,5C,JD 80")
	if err != nil {
		b.Fatal(err)
	}
	g, err := situation.NewGame(s)
	if err != nil {
		b.Fatal(err)
	}
	hand := s.Hand.Cards
	sr := New(Config{Playouts: 1}, 1)
	sr.candidates(g, g.TeamOf(1), hand)
	sr.prepare(g, 1, hand)
	sr.shuffle()
	turns := 0
	b.ReportAllocs()
	for b.Loop() {
		if _, err := sr.playout(1, engine.Blue, sr.arms[0].play); err != nil {
			b.Fatal(err)
		}
		turns += sr.r.next
		sr.shuffle()
	}
	b.ReportMetric(float64(turns)/float64(b.N), "draws/op")
}
