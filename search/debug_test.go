package search

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/situation"
)

func TestDebugArms(t *testing.T) {
	// blue threatens G1-G5 with G1 open; green holds a card for G1?
	s, err := notation.ParseSituation("*8*/1gb3b3/2g3b3/3gg1b3/6b3/b4g4/10/3b6/10/*8* - standard gb 1 5H,6D,2S,3S,KC,QH,9D")
	if err != nil {
		t.Fatal(err)
	}
	g, err := situation.NewGame(s)
	if err != nil {
		t.Fatal(err)
	}
	sr := New(Config{Playouts: 2000}, 1)
	a := sr.Play(g, 0, s.Hand.Cards)
	for _, x := range sr.arms {
		t.Logf("%s n=%d mean=%.3f static=%d", notation.FormatAction(x.play), x.n, x.sum/float64(x.n), x.static)
	}
	t.Logf("chose %s err %v", notation.FormatAction(a), sr.Err())
	_ = engine.Green
}

func TestDebugEnds(t *testing.T) {
	s, _ := notation.ParseSituation("*8*/1gb3b3/2g3b3/3gg1b3/6b3/b4g4/10/3b6/10/*8* - standard gb 1 5H,6D,2S,3S,KC,QH,9D")
	g, _ := situation.NewGame(s)
	sr := New(Config{Playouts: 1}, 1)
	sr.candidates(g, engine.Green, s.Hand.Cards)
	sr.prepare(g, 0, s.Hand.Cards)
	ends := map[string]int{}
	for i := 0; i < 200; i++ {
		sr.shuffle()
		v, err := sr.playout(0, engine.Green, sr.arms[4].play)
		if err != nil {
			t.Fatal(err)
		}
		key := "draw"
		if v == 1 {
			key = "win"
		} else if v == 0 {
			key = "loss"
		}
		if key == "draw" {
			key += notation.FormatSituation(situation.Of(&sr.game))[:0]
			n, _ := sr.game.Pile().Size()
			t.Logf("left %d pile %d seqs %d %d board %s", sr.r.left(), n, sr.game.SequenceCount(0), sr.game.SequenceCount(1), sr.game.Board())
		}
		ends[key]++
	}
	t.Log(notation.FormatAction(sr.arms[4].play), ends, len(sr.unseen))
}
