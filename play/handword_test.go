package play

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/seqref/seqref/engine"
)

// randomHand is a hand of n cards, with copies.
func randomHand(r *rand.Rand, n int) []cardT {
	h := make([]cardT, n)
	for j := range h {
		h[j] = cardT(1 + r.IntN(int(engine.NumCards)-1))
		if r.IntN(4) == 0 && j > 0 {
			h[j] = h[r.IntN(j)] // a copy
		}
	}
	return h
}

// TestHandWord checks the word operations on a hand against slices: the
// first copy of a card goes and the cards after it move down, the hand is
// unchanged when it does not hold the card; a card put past the cards
// lands there; held is the set of the cards. Hands have copies and every
// size up to eight.
func TestHandWord(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	for i := 0; i < 20000; i++ {
		h := randomHand(r, r.IntN(maxHand+1))
		w := handWordOf(h)
		if got := w.cards(); !slices.Equal(got[:len(h)], h) || slices.ContainsFunc(got[len(h):], func(c cardT) bool { return c != engine.NoCard }) {
			t.Fatalf("handWordOf(%v).cards() = %v", h, got)
		}
		if got, want := w.held(), engine.CardSetOf(h...); got != want {
			t.Fatalf("held(%v) = %b, want %b", h, got, want)
		}
		c := cardT(1 + r.IntN(int(engine.NumCards)-1))
		if r.IntN(2) == 0 && len(h) > 0 {
			c = h[r.IntN(len(h))]
		}
		want := slices.Clone(h)
		at := slices.Index(want, c)
		if at >= 0 {
			want = slices.Delete(want, at, at+1)
		}
		if got, taken := w.without(c); (taken == 1) != (at >= 0) || taken > 1 || got != handWordOf(want) {
			t.Fatalf("%v without %v = %v, %v; want %v, %v", h, c, got.cards(), taken, want, at >= 0)
		}
		if len(h) < maxHand {
			if got := w.with(len(h), c); got != handWordOf(append(slices.Clone(h), c)) {
				t.Fatalf("%v with %v = %v", h, c, got.cards())
			}
		}
	}
}

// TestDistinctCards checks nthDistinct and appendDistinct, on words and on
// slices of any length (read eight cards at a time), against a plain
// reading of the hand: the distinct cards of a set in the order of their
// first places.
func TestDistinctCards(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for i := 0; i < 20000; i++ {
		h := randomHand(r, r.IntN(3*maxHand))
		var set engine.CardSet
		for range r.IntN(40) {
			set |= 1 << (1 + r.IntN(int(engine.NumCards)-1))
		}
		set |= engine.CardSetOf(h[:r.IntN(len(h)+1)]...)
		var want []cardT
		for _, c := range h {
			if set&(1<<c) != 0 && !slices.Contains(want, c) {
				want = append(want, c)
			}
		}
		if got := appendDistinct(nil, h, set); !slices.Equal(got, want) {
			t.Fatalf("appendDistinct(%v, %b) = %v, want %v", h, set, got, want)
		}
		for k := 0; k <= len(want); k++ {
			wantK := engine.NoCard
			if k < len(want) {
				wantK = want[k]
			}
			if got := nthDistinct(h, set, k); got != wantK {
				t.Fatalf("nthDistinct(%v, %b, %d) = %v, want %v", h, set, k, got, wantK)
			}
			if len(h) <= maxHand {
				if got := handWordOf(h).nthDistinct(set, k); got != wantK {
					t.Fatalf("%v.nthDistinct(%b, %d) = %v, want %v", h, set, k, got, wantK)
				}
			}
		}
	}
}
