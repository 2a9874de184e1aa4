package engine

// MaxPile is the most cards a draw pile can hold.
const MaxPile = 104

// Pile is what is known of the draw pile: its cards top first when their
// order is known, its size when that is known, and which cards it holds when
// that is known.
type Pile struct {
	cards       [MaxPile]Card
	top, end    int16 // with a known order, the pile is cards[top:end]
	size        int16 // when sizeKnown
	orderKnown  bool
	sizeKnown   bool
	counts      [NumCards]uint8 // when countsKnown
	countsKnown bool
}

// Size is the number of cards in the pile, and whether it is known.
func (p *Pile) Size() (int, bool) { return int(p.size), p.sizeKnown }

// OrderKnown reports whether the order of the pile is known.
func (p *Pile) OrderKnown() bool { return p.orderKnown }

// Top is the top card when the order is known and the pile is not empty.
func (p *Pile) Top() (Card, bool) {
	if !p.orderKnown || p.top >= p.end {
		return NoCard, false
	}
	return p.cards[p.top], true
}

// Cards lists the pile top first when its order is known; nil otherwise.
func (p *Pile) Cards() []Card {
	if !p.orderKnown {
		return nil
	}
	return append([]Card(nil), p.cards[p.top:p.end]...)
}

// setKnown makes the pile the given cards, top first.
func (p *Pile) setKnown(cards []Card) {
	*p = Pile{orderKnown: true, sizeKnown: true, countsKnown: true}
	n := copy(p.cards[:], cards)
	p.end, p.size = int16(n), int16(n)
	for _, c := range cards[:n] {
		p.counts[c]++
	}
}

// isEmpty reports whether the pile is known to be empty.
func (p *Pile) isEmpty() bool { return p.sizeKnown && p.size == 0 }

// takeTop removes the top card of a pile; written is the card the record
// names, or NoCard. It returns the card, NoCard when nobody knows it.
func (p *Pile) takeTop(written Card) Card {
	c := written
	if p.orderKnown {
		c = p.cards[p.top]
		p.top++
	}
	if c == NoCard {
		p.countsKnown = false
	} else if p.counts[c] > 0 {
		p.counts[c]--
	}
	if p.sizeKnown && p.size > 0 {
		p.size--
	}
	return c
}
