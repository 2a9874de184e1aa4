package play

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/seqref/seqref/engine"
)

// TestRemoveCard checks the word operations on a hand against slices: the
// first copy of the card goes, the cards after it move down, the hand is
// unchanged when it does not hold the card. Hands have copies and every
// size up to eight; the bytes past the hand's size are left as they were.
func TestRemoveCard(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	for i := 0; i < 20000; i++ {
		var h [maxHand]cardT
		for j := range h {
			h[j] = cardT(1 + r.IntN(int(engine.NumCards)-1))
			if r.IntN(4) == 0 && j > 0 {
				h[j] = h[r.IntN(j)] // a copy
			}
		}
		c := cardT(1 + r.IntN(int(engine.NumCards)-1))
		if r.IntN(2) == 0 {
			c = h[r.IntN(maxHand)]
		}
		want := slices.Clone(h[:])
		at := slices.Index(want, c)
		if at >= 0 {
			want = append(slices.Delete(want, at, at+1), 0)
		}
		got := h
		if taken := removeCard(&got, c); (taken == 1) != (at >= 0) || taken > 1 || !slices.Equal(got[:], want) {
			t.Fatalf("removeCard(%v, %v) = %v, %v; want %v, %v", h, c, taken, got, at >= 0, want)
		}
	}
}
