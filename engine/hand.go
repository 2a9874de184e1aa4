package engine

// Hand is what is known of one player's hand: the cards, when every card that
// reached it is known (docs/format.md section 6), and its size, when that is known.
type Hand struct {
	cards     [NumCards]uint8
	size      int8
	known     bool
	sizeKnown bool
}

// Known reports whether every card in the hand is known. A hand known to be
// empty is known.
func (h *Hand) Known() bool { return h.known || (h.sizeKnown && h.size == 0) }

// Size is the number of cards in the hand, and whether it is known.
func (h *Hand) Size() (int, bool) { return int(h.size), h.sizeKnown }

// Count is how many copies of c a known hand holds.
func (h *Hand) Count(c Card) int { return int(h.cards[c]) }

// Cards lists a known hand's cards in Card order; nil for an unknown hand.
func (h *Hand) Cards() []Card {
	if !h.Known() {
		return nil
	}
	out := make([]Card, 0, h.size)
	for c := Card(1); c < NumCards; c++ {
		for i := uint8(0); i < h.cards[c]; i++ {
			out = append(out, c)
		}
	}
	return out
}

// holds reports whether the hand may hold c: an unknown hand may hold anything.
func (h *Hand) holds(c Card) bool { return !h.Known() || c < NumCards && h.cards[c] > 0 }

// add puts a card into the hand; NoCard is a card nobody knows, which makes
// the hand unknown.
func (h *Hand) add(c Card) {
	if c == NoCard {
		h.known = false
	} else if h.cards[c] < 255 {
		h.cards[c]++
	}
	if h.sizeKnown {
		h.size++
	}
}

// take removes a card from the hand; NoCard is a card nobody knows. A hand
// whose size is known to reach zero is known again: it holds nothing,
// whatever was known of it before.
func (h *Hand) take(c Card) {
	if c == NoCard {
		h.known = false
	} else if h.cards[c] > 0 {
		h.cards[c]--
	}
	if h.sizeKnown && h.size > 0 {
		h.size--
		if h.size == 0 {
			h.cards = [NumCards]uint8{}
			h.known = true
		}
	}
}
