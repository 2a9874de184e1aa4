package play

import (
	"math/bits"

	"github.com/seqref/seqref/engine"
)

// A hand of up to eight cards is also one 64-bit word, card i in byte i
// (cards are below 64), so that finding a card and taking it out are a few
// word operations whatever its place, with no branch on the cards.

const (
	lowBits  = 0x0101_0101_0101_0101 // the lowest bit of every byte
	highBits = 0x8080_8080_8080_8080 // the highest bit of every byte
)

// removeCard takes the first card c out of h, the cards after it moving
// down one place, and returns how many it took: 1, or 0 when h did not
// hold it. The bytes equal to c are
// the zero bytes of x; subtracting 1 from every byte borrows through the
// lowest zero byte first, so the lowest byte flagged is exact (the ones
// above it may not be, and are not used).
func removeCard(h *[maxHand]cardT, c cardT) int {
	w := handWord(h)
	x := w ^ lowBits*uint64(c)
	at := uint(bits.TrailingZeros64((x-lowBits)&^x&highBits)) &^ 7 // 64 when not found
	below := uint64(1)<<at - 1
	setHandWord(h, w&below|w>>8&^below)
	return int(at>>6 ^ 1) // at is 64 or below 57
}

// handWord is h as a word, card 0 in the low byte (the compiler makes the
// eight loads one).
func handWord(h *[maxHand]cardT) uint64 {
	return uint64(h[0]) | uint64(h[1])<<8 | uint64(h[2])<<16 | uint64(h[3])<<24 |
		uint64(h[4])<<32 | uint64(h[5])<<40 | uint64(h[6])<<48 | uint64(h[7])<<56
}

// setHandWord stores w into h, the low byte as card 0 (one store).
func setHandWord(h *[maxHand]cardT, w uint64) {
	h[0], h[1], h[2], h[3] = cardT(w), cardT(w>>8), cardT(w>>16), cardT(w>>24)
	h[4], h[5], h[6], h[7] = cardT(w>>32), cardT(w>>40), cardT(w>>48), cardT(w>>56)
}

// heldCards is the set of the cards of a hand whose places past its cards
// hold NoCard: one shift per place, without a loop or a branch. Cards are
// below 64, and NoCard's bit is left out.
func heldCards(h *[maxHand]cardT) engine.CardSet {
	w := handWord(h)
	set := engine.CardSet(1)<<(w&63) | engine.CardSet(1)<<(w>>8&63) |
		engine.CardSet(1)<<(w>>16&63) | engine.CardSet(1)<<(w>>24&63) |
		engine.CardSet(1)<<(w>>32&63) | engine.CardSet(1)<<(w>>40&63) |
		engine.CardSet(1)<<(w>>48&63) | engine.CardSet(1)<<(w>>56&63)
	return set &^ 1
}
