package engine

// cardsLeft reports whether a card could be drawn: the pile is not known to
// be empty, or there are discards to reshuffle into a new one (perhaps
// unseen ones from before a start position).
func (g *Game) cardsLeft() bool { return !g.pile.isEmpty() || g.Discards() > 0 || g.preStart }

// draw gives the player the top card of the pile. written is the card the
// record names (NoCard for "+?" or no draw written); explicit is true when a
// draw is written at all; at is its action index. It returns the card drawn
// when it is known.
func (g *Game) draw(j *judging, written Card, explicit bool, at int) (Card, bool) {
	// card-count comes before draw-mismatch in the table of rules.
	if written != NoCard && g.rules.Kind(written) == NotInDeck {
		v := j.fail(CardCount, NoDetail)
		v.Player, v.ActionIndex, v.Card = j.player, at, written
		return NoCard, false
	}
	if g.pile.isEmpty() && g.cardsLeft() {
		g.reshufflePile(&j.rep)
	}
	mismatch := func(d Detail, top Card) (Card, bool) {
		v := j.fail(DrawMismatch, d)
		v.Player, v.ActionIndex, v.Card, v.card2 = j.player, at, written, top
		return NoCard, false
	}
	if g.pile.isEmpty() {
		if explicit {
			return mismatch(PileEmpty, NoCard)
		}
		j.rep.DrawnNone = true
		return NoCard, true
	}
	if written != NoCard {
		if top, ok := g.pile.Top(); ok && top != written {
			return mismatch(NotTop, top)
		}
		if !g.pile.orderKnown && g.pile.countsKnown && g.pile.counts[written] == 0 {
			return mismatch(NotInPile, NoCard)
		}
	}
	c := g.pile.takeTop(written)
	g.hands[j.player].add(c)
	if g.awaiting && g.nDrawn < len(g.drawnFromIt) {
		g.drawnFromIt[g.nDrawn] = c
		g.nDrawn++
	}
	if g.pile.isEmpty() && g.Discards() > 0 {
		g.reshufflePile(&j.rep)
	}
	return c, true
}

// reshufflePile makes the discards the new draw pile, in an order nobody
// knows until a reshuffle entry gives it. At the first reshuffle of a record
// with a start position the discards from before the start join it unseen,
// so its size is not known.
func (g *Game) reshufflePile(rep *Report) {
	g.pile = Pile{size: int16(g.Discards()), sizeKnown: !g.preStart}
	g.pile.counts = g.discards
	g.pile.countsKnown = !g.preStart && g.unknownDiscards == 0
	g.formed = g.discards
	g.formedAny = g.unknownDiscards
	g.formedExtra, g.preStart = g.preStart, false
	g.awaiting, g.nDrawn = true, 0
	g.discards = [NumCards]uint8{}
	g.knownDiscards, g.unknownDiscards = 0, 0
	rep.Reshuffles++
}
