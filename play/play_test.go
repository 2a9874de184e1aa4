package play_test

import (
	"bytes"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/validate"
)

func TestScratchPlay(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := play.Play(play.Config{Rules: engine.StandardRules, Players: 2, Seed: seed, Policy: play.Random})
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		play.WriteRecord(&buf, g)
		rec, err := validate.Load(buf.Bytes(), validate.Options{})
		if err != nil {
			t.Fatalf("%v\n%s", err, buf.String())
		}
		v := validate.Play(rec, nil).Verdict("x")
		t.Logf("seed %d: %s %v entries %d", seed, v.Result, v.Sequences, v.Turns)
	}
}
