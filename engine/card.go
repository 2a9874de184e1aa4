package engine

// Suit is a card suit. The order is the one of the notation: S, H, D, C.
type Suit uint8

// The four suits.
const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
)

// Letter is the suit's letter in the notation: S, H, D or C.
func (s Suit) Letter() byte { return "SHDC"[s&3] }

// IsRed reports whether the suit is hearts or diamonds.
func (s Suit) IsRed() bool { return s == Hearts || s == Diamonds }

// String is the suit's English name in lower case.
func (s Suit) String() string {
	return [...]string{"spades", "hearts", "diamonds", "clubs"}[s&3]
}

// Rank is a card rank from Ace (1) to King (13).
type Rank uint8

// The ranks with names; 2 to 10 are their own numbers.
const (
	Ace   Rank = 1
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

// String is the rank in the notation: A, 2 ... 10, J, Q, K.
func (r Rank) String() string {
	switch {
	case r == Ace:
		return "A"
	case r >= 2 && r <= 10:
		return [...]string{"2", "3", "4", "5", "6", "7", "8", "9", "10"}[r-2]
	case r == Jack:
		return "J"
	case r == Queen:
		return "Q"
	case r == King:
		return "K"
	}
	return "?"
}

// Card is a playing card or a Bible Sequence action card, as a small integer:
// 1..52 are the standard cards (suit*13 + rank), then Add and Remove. NoCard is 0.
type Card uint8

// Cards that are not rank and suit.
const (
	NoCard Card = 0
	Add    Card = 53 // Bible Sequence ADD: place a chip anywhere open
	Remove Card = 54 // Bible Sequence REMOVE: take an opponent's chip off
)

// NumCards is one more than the largest Card, for arrays indexed by card.
const NumCards = 55

// NewCard returns the standard card of rank r and suit s.
func NewCard(r Rank, s Suit) Card {
	if r < Ace || r > King || s > Clubs {
		return NoCard
	}
	return Card(uint8(s)*13 + uint8(r))
}

// IsStandard reports whether c is one of the 52 rank-and-suit cards.
func (c Card) IsStandard() bool { return c >= 1 && c <= 52 }

// Rank is the card's rank, or 0 for a card without one.
func (c Card) Rank() Rank {
	if !c.IsStandard() {
		return 0
	}
	return Rank((c-1)%13 + 1)
}

// Suit is the card's suit; meaningful only for standard cards.
func (c Card) Suit() Suit { return Suit((c - 1) / 13) }

// IsJack reports whether c is one of the four jacks.
func (c Card) IsJack() bool { return c.Rank() == Jack }

// String is the card in canonical notation: 10H, AS, JD, ADD, REMOVE.
func (c Card) String() string {
	if c < NumCards {
		return cardNames[c] // made once: a card is written on every line of a match
	}
	return "?"
}

// cardNames are the cards' names, by card.
var cardNames = func() (names [NumCards]string) {
	for c := range names {
		names[c] = Card(c).name()
	}
	return names
}()

// name is the card in canonical notation, made.
func (c Card) name() string {
	switch {
	case c.IsStandard():
		return c.Rank().String() + string(c.Suit().Letter())
	case c == Add:
		return "ADD"
	case c == Remove:
		return "REMOVE"
	}
	return "?"
}

// AllCards lists every card the engine knows, in Card order.
func AllCards() []Card {
	cards := make([]Card, 0, NumCards-1)
	for c := Card(1); c < NumCards; c++ {
		cards = append(cards, c)
	}
	return cards
}
