package moves_test

import (
	"testing"

	"github.com/seqref/seqref/moves"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/situation"
)

// BenchmarkList lists the plays, with what each does, of a mid-game
// situation: seven cards, a wild jack among them, threats on the board.
func BenchmarkList(b *testing.B) {
	s, err := notation.ParseSituation("*8*/1gb3b3/2g3b3/3gg1b3/4b5/b4g4/10/3b6/1GGGGG4/*8* g=B9-F9 standard gb 1 4C,JS,5H,9D,QC,2S,JD")
	if err != nil {
		b.Fatal(err)
	}
	g, err := situation.NewGame(s)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	plays := 0
	for b.Loop() {
		plays += len(moves.List(g).Plays)
	}
	b.ReportMetric(float64(plays)/b.Elapsed().Seconds(), "plays/s")
}
