package play

import (
	"math/bits"

	"github.com/seqref/seqref/engine"
)

// handWord is a hand of up to eight cards as one 64-bit word: card i in
// byte i, in the order the cards arrived, and NoCard (0) in every byte past
// the hand's cards. Cards are below 64, so finding a card, taking it out
// and the set of the cards held are a few word operations whatever their
// places, with no branch on the cards; and each is small enough for the
// compiler to write it out where it is used.
type handWord uint64

const (
	lowBits  = 0x0101_0101_0101_0101 // the lowest bit of every byte
	highBits = 0x8080_8080_8080_8080 // the highest bit of every byte
)

// handWordOf is the word of cards, at most maxHand of them.
func handWordOf(cards []cardT) handWord {
	var h handWord
	for i, c := range cards {
		h |= handWord(c) << (8 * i)
	}
	return h
}

// at is the card in place i.
func (h handWord) at(i int) cardT { return cardT(h >> (8 * i & 63)) }

// with is h with c put in place n, the first place past the hand's n
// cards; n is below maxHand, as a hand never grows past its deal.
func (h handWord) with(n int, c cardT) handWord { return h | handWord(c)<<(8*n&63) }

// without is h with its first c taken out, the cards after it moving down
// one place, and how many it took: 1, or 0 when h does not hold c. The
// bytes equal to c are the zero bytes of x; subtracting 1 from every byte
// borrows through the lowest zero byte first, so the lowest byte flagged is
// exact (the ones above it may not be, and are not used).
func (h handWord) without(c cardT) (handWord, int) {
	x := uint64(h) ^ lowBits*uint64(c)
	at := uint(bits.TrailingZeros64((x-lowBits)&^x&highBits)) &^ 7 // 64 when not found
	below := handWord(1)<<at - 1
	return h&below | h>>8&^below, int(at>>6 ^ 1) // at is 64 or below 57
}

// held is the set of the hand's cards: one shift per place, without a loop
// or a branch. NoCard's bit, set by the places past the cards, is left out.
func (h handWord) held() engine.CardSet {
	set := engine.CardSet(1)<<(h&63) | engine.CardSet(1)<<(h>>8&63) |
		engine.CardSet(1)<<(h>>16&63) | engine.CardSet(1)<<(h>>24&63) |
		engine.CardSet(1)<<(h>>32&63) | engine.CardSet(1)<<(h>>40&63) |
		engine.CardSet(1)<<(h>>48&63) | engine.CardSet(1)<<(h>>56&63)
	return set &^ 1
}

// cards are the hand's places, NoCard past its cards.
func (h handWord) cards() [maxHand]cardT {
	var out [maxHand]cardT
	for i := range out {
		out[i] = h.at(i)
	}
	return out
}

// nthDistinct is the k-th card of the hand, counting from 0 and each
// distinct card once at its first place, among the cards of set; NoCard
// when the hand holds k or fewer of set's cards. The walk ends at the first
// NoCard, the end of the cards.
func (h handWord) nthDistinct(set engine.CardSet, k int) cardT {
	for ; h != 0; h >>= 8 {
		c := cardT(h)
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

// appendDistinct appends to dst the distinct cards of the hand that are in
// set, in the order the hand holds them.
func (h handWord) appendDistinct(dst []cardT, set engine.CardSet) []cardT {
	for ; h != 0; h >>= 8 {
		c := cardT(h)
		if bit := engine.CardSet(1) << (c & 63); set&bit != 0 {
			dst = append(dst, c)
			set &^= bit
		}
	}
	return dst
}
