package play

import "github.com/seqref/seqref/engine"

// The policies choose among the distinct cards of a hand in the order the
// hand holds them. The dealer's hands are words (handWord), whose methods
// choose; a hand given as a slice, as a bot's is, which may be longer than
// eight cards, is read as words of eight cards each, in order.

// nthDistinct is the k-th card of hand, counting from 0 and each distinct
// card once at its first place, among the cards of set; k must be below
// the number of set's cards the hand holds.
func nthDistinct(hand []cardT, set engine.CardSet, k int) cardT {
	for len(hand) > 0 {
		n := min(len(hand), maxHand)
		w := handWordOf(hand[:n])
		here := w.held() & set // the distinct cards of set among these
		if k < here.Len() {
			return w.nthDistinct(set, k)
		}
		k -= here.Len()
		set &^= here // a later copy is not a second choice
		hand = hand[n:]
	}
	return engine.NoCard
}

// appendDistinct appends to dst the distinct cards of hand that are in set,
// in the order the hand holds them.
func appendDistinct(dst []cardT, hand []cardT, set engine.CardSet) []cardT {
	for len(hand) > 0 {
		n := min(len(hand), maxHand)
		w := handWordOf(hand[:n])
		dst = w.appendDistinct(dst, set)
		set &^= w.held()
		hand = hand[n:]
	}
	return dst
}
