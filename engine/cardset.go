package engine

import "math/bits"

// CardSet is a set of cards, bit c for card c (NumCards is below 64). The
// cards a hand could play and the dead cards are each one CardSet, so that
// classifying a hand is a mask operation per card.
type CardSet uint64

// CardSetOf returns the set holding the given cards; cards that are not
// cards (NumCards or above) are left out.
func CardSetOf(cards ...Card) CardSet {
	var s CardSet
	for _, c := range cards {
		s = s.With(c)
	}
	return s
}

// Has reports whether c is in the set.
func (s CardSet) Has(c Card) bool { return c < NumCards && s&(1<<c) != 0 }

// With returns the set with c added; a value that is not a card leaves the
// set as it is.
func (s CardSet) With(c Card) CardSet {
	if c >= NumCards {
		return s
	}
	return s | 1<<c
}

// Len is the number of cards in the set.
func (s CardSet) Len() int { return bits.OnesCount64(uint64(s)) }

// Cards lists the cards of the set in card order.
func (s CardSet) Cards() []Card {
	out := make([]Card, 0, s.Len())
	for w := uint64(s); w != 0; w &= w - 1 {
		out = append(out, Card(bits.TrailingZeros64(w)))
	}
	return out
}

// PlayableSet is the set of cards a player of team t could play now: the
// normal cards that are not dead, the wild cards while a space is open, the
// remove cards while an opponent's chip can be taken. A card the ruleset's
// deck lacks is never in it.
func (g *Game) PlayableSet(t Team) CardSet {
	playable := g.normalCards &^ g.dead
	if !playSpaces.Minus(g.board.occupied).IsEmpty() {
		playable |= g.wildCards
	}
	if !g.removable(t).IsEmpty() {
		playable |= g.removeCards
	}
	return playable
}

// DeadSet is the set of dead cards: the normal cards whose two spaces are
// both covered.
func (g *Game) DeadSet() CardSet { return g.dead }
