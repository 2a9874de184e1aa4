package searchcore

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/situation"
)

// BenchmarkPlayout is the cost of one playout from an early two-player
// position: a deal of the unseen cards, a candidate play, and the two
// turns after it searched by minimax (Params.ReplyPlies).
func BenchmarkPlayout(b *testing.B) {
	g, hand := gameAt(b, "*8*/2g7/10/4g5/10/10/3b6/10/10/*8* - standard gb 2 2S,7H,9S,KH,QD,5C,JD 80")
	sr := New(Config{Playouts: 1}, DefaultParams(), 1)
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

// BenchmarkMove is the cost of a move at the default budget, 1000
// playouts, from a position of the middle of a two-player game.
func BenchmarkMove(b *testing.B) {
	benchmarkMove(b, "*1bb4b*/b2b3b2/2gg3b2/b1g2b4/b1bg6/2gg1g4/2gg1g4/10/g9/*8* - standard gb 1 6S,4H,AD,9D,10D,2C,2C")
}

// BenchmarkMoveFour is BenchmarkMove in a four-player game, whose
// playouts search a whole round (Params.ReplyPliesFour).
func BenchmarkMoveFour(b *testing.B) {
	benchmarkMove(b, "*1bb4b*/b2b3b2/2gg3b2/b1g2b4/b1bg6/2gg1g4/2gg1g4/10/g9/*8* - standard gbgb 1 6S,4H,AD,9D,10D,2C")
}

// benchmarkMove is the cost of the mover's play in the situation text at
// the default budget.
func benchmarkMove(b *testing.B, text string) {
	g, hand := gameAt(b, text)
	sr := New(Config{Playouts: DefaultPlayouts}, DefaultParams(), 1)
	b.ReportAllocs()
	for b.Loop() {
		sr.Play(g, 0, hand)
	}
}

// gameAt is the game a situation describes, and the mover's hand.
func gameAt(b *testing.B, text string) (*engine.Game, []engine.Card) {
	b.Helper()
	s, err := notation.ParseSituation(text)
	if err != nil {
		b.Fatal(err)
	}
	g, err := situation.NewGame(s)
	if err != nil {
		b.Fatal(err)
	}
	return g, s.Hand.Cards
}
