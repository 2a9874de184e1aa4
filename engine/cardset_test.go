package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
)

func TestCardSet(t *testing.T) {
	s := engine.CardSetOf(engine.Card(3), engine.Card(54), engine.Card(3), engine.NumCards, 200)
	if s.Len() != 2 || !s.Has(3) || !s.Has(54) || s.Has(4) || s.Has(engine.NumCards) || s.Has(200) {
		t.Errorf("CardSetOf(3, 54, 3, NumCards, 200) = %b", s)
	}
	if got := s.Cards(); len(got) != 2 || got[0] != 3 || got[1] != 54 {
		t.Errorf("Cards() = %v, want [3 54]", got)
	}
}
