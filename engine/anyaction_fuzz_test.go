package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
	selfplay "github.com/seqref/seqref/play"
)

// FuzzAnyActions gives the engine entries no notation would write: any
// action kind, card, space and claim end as a library caller could build
// them by hand, out of range values included, in a position reached by
// self-play. Turn, Check, Apply and Push never panic; they agree on the
// verdict; an entry Turn refuses leaves the game as it was, and an
// entry it accepts leaves the game Apply and Push leave.
func FuzzAnyActions(f *testing.F) {
	f.Add(uint64(1), uint8(10), []byte{2, 7, 100, 0, 6, 3, 255, 255})
	f.Add(uint64(2), uint8(3), []byte{3, 11, 200, 0})
	f.Add(uint64(3), uint8(0), []byte{1, 60, 255, 0, 6, 0, 0, 0, 2, 5, 44, 0, 8, 0, 128, 127})
	f.Add(uint64(4), uint8(20), []byte{4, 9, 0, 0, 6, 1, 0, 0})
	f.Fuzz(func(t *testing.T, seed uint64, at uint8, raw []byte) {
		pg, err := selfplay.Play(selfplay.Config{Rules: engine.Rulesets[seed%uint64(len(engine.Rulesets))], Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		g := gameAt(t, pg, int(at))
		var acts []engine.Action
		for i := 0; i+4 <= len(raw) && len(acts) < 8; i += 4 {
			acts = append(acts, engine.Action{Kind: engine.ActionKind(raw[i] % 10), Card: engine.Card(raw[i+1]), Space: engine.Space(int8(raw[i+2])), To: engine.Space(int8(raw[i+3]))})
		}
		p := g.ToMove()
		before := *g
		checked := g.Check(p, acts)
		if *g != before {
			t.Fatalf("Check changed the game")
		}
		turned := *g
		_, v := turned.Turn(p, acts)
		if v != checked {
			t.Fatalf("Turn %+v, Check %+v on %+v", v, checked, acts)
		}
		if !v.OK() && turned != before {
			t.Fatalf("Turn refused %+v (%s) and changed the game", acts, v.Rule)
		}
		applied, stepped := *g, *g
		_, va := applied.Apply(p, acts)
		vs := stepped.Push(p, acts)
		if va != v || vs != v {
			t.Fatalf("Turn %+v, Apply %+v, Push %+v on %+v", v, va, vs, acts)
		}
		if v.OK() && (applied != turned || stepped != turned) {
			t.Fatalf("the games after %+v differ between Turn, Apply and Push", acts)
		}
	})
}
