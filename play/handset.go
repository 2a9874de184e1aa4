package play

import "github.com/seqref/seqref/engine"

// The policies choose among the distinct cards of a hand in the order the
// hand holds them. A hand is at most eight cards, so the cards of a kind
// (playable, dead) are a CardSet mask, and the k-th of them in hand order
// is found by one short walk, without building a list.

// nthDistinct is the k-th card of hand, counting from 0 and each distinct
// card once at its first place, among the cards of set; k must be below
// the number of set's cards the hand holds.
func nthDistinct(hand []cardT, set engine.CardSet, k int) cardT {
	for _, c := range hand {
		bit := engine.CardSet(1) << (c & 63)
		if set&bit == 0 {
			continue
		}
		if k == 0 {
			return c
		}
		k--
		set &^= bit // a second copy is not a second choice
	}
	return engine.NoCard
}

// appendDistinct appends to dst the distinct cards of hand that are in set,
// in the order the hand holds them.
func appendDistinct(dst []cardT, hand []cardT, set engine.CardSet) []cardT {
	for _, c := range hand {
		if bit := engine.CardSet(1) << (c & 63); set&bit != 0 {
			dst = append(dst, c)
			set &^= bit
		}
	}
	return dst
}
