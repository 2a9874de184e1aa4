package engine

// Reshuffle applies a reshuffle entry: cards is the new draw pile, top first
// (docs/format.md section 5). It must stand right after the entry that emptied the
// pile, hold every card discarded since the last reshuffle and, only in a
// record with a start position, other cards discarded before the start.
func (g *Game) Reshuffle(cards []Card) Violation {
	next := *g
	v := next.reshuffle(cards)
	if v.OK() {
		*g = next
	}
	return v
}

func (g *Game) reshuffle(cards []Card) Violation {
	if g.winner != NoTeam {
		v := violation(GameOver, NoDetail)
		v.Team = g.winner
		return v
	}
	var listed [NumCards]int
	for i, c := range cards {
		if c >= NumCards || g.rules.Kind(c) == NotInDeck {
			v := violation(CardCount, NoDetail)
			v.Card, v.ActionIndex = c, i
			return v
		}
		listed[c]++
		if listed[c] > int(g.rules.Copies[c]) {
			v := violation(ReshuffleMismatch, ReshuffleExtra)
			v.Card, v.ActionIndex, v.n, v.m = c, i, listed[c], int(g.rules.Copies[c])
			return v
		}
	}
	// The cards the new pile must hold, and how many more it may hold.
	var want [NumCards]uint8
	extra := 0
	drawn := 0
	extraAllowed := g.preStart
	switch {
	case g.awaiting:
		want, extra, drawn = g.formed, g.formedAny, g.nDrawn
		extraAllowed = g.formedExtra
	case g.pile.sizeKnown && g.pile.size > 0:
		v := violation(ReshuffleMismatch, ReshuffleNotEmpty)
		v.n = int(g.pile.size)
		return v
	default:
		want, extra = g.discards, g.unknownDiscards
		g.discards = [NumCards]uint8{}
		g.knownDiscards, g.unknownDiscards = 0, 0
	}
	g.awaiting, g.preStart = false, false
	for c := Card(1); c < NumCards; c++ {
		switch {
		case listed[c] < int(want[c]):
			v := violation(ReshuffleMismatch, ReshuffleMissing)
			v.Card, v.n, v.m = c, listed[c], int(want[c])
			return v
		case listed[c] > int(want[c]):
			extra -= listed[c] - int(want[c])
			if extra < 0 && !extraAllowed {
				v := violation(ReshuffleMismatch, ReshuffleExtra)
				v.Card, v.n, v.m = c, listed[c], int(want[c])
				return v
			}
		}
	}
	if extra > 0 {
		// Cards were discarded unseen (forfeits whose card is not written);
		// the list must hold that many more than the known discards.
		v := violation(ReshuffleMismatch, ReshuffleTooFew)
		v.n, v.m = len(cards), len(cards)+extra
		return v
	}
	if len(cards) < drawn {
		v := violation(ReshuffleMismatch, ReshuffleMissing)
		v.n, v.m = len(cards), drawn
		return v
	}
	for i := 0; i < drawn; i++ {
		if d := g.drawnFromIt[i]; d != NoCard && d != cards[i] {
			v := violation(ReshuffleMismatch, ReshuffleDrawn)
			v.Card, v.card2, v.ActionIndex = cards[i], d, i
			return v
		}
	}
	if v := g.listedNotHeld(&listed, drawn); !v.OK() {
		return v
	}
	g.pile.setKnown(cards[drawn:])
	return Violation{}
}

// listedNotHeld checks that no card is listed for the new pile while known
// hands hold the deck's other copies of it: a card held cannot have been
// discarded, even before a start position. The first drawn cards of the list
// were drawn from the new pile into hands, so they count once.
func (g *Game) listedNotHeld(listed *[NumCards]int, drawn int) Violation {
	var held [NumCards]int
	for p := 0; p < g.players; p++ {
		if h := &g.hands[p]; h.Known() {
			for c := Card(1); c < NumCards; c++ {
				held[c] += int(h.cards[c])
			}
		}
	}
	for i := 0; i < drawn; i++ {
		if d := g.drawnFromIt[i]; d != NoCard && held[d] > 0 {
			held[d]--
		}
	}
	for c := Card(1); c < NumCards; c++ {
		if listed[c] > 0 && listed[c]+held[c] > int(g.rules.Copies[c]) {
			v := violation(ReshuffleMismatch, ReshuffleHeld)
			v.Card, v.n, v.m = c, held[c], int(g.rules.Copies[c])
			return v
		}
	}
	return Violation{}
}

// TableTalk applies a table-talk entry: every member of team t forfeits one
// card to the discards (docs/format.md section 4). forfeits names the card each
// member gave up; nil when the record does not say, which makes their hands
// unknown. It takes no turn.
func (g *Game) TableTalk(t Team, forfeits []Forfeit) Violation {
	next := *g
	j := judging{player: -1}
	if next.tableTalk(&j, t, forfeits) {
		*g = next
	}
	return j.v
}

func (g *Game) tableTalk(j *judging, t Team, forfeits []Forfeit) bool {
	if !g.entryStarts(j) {
		return false
	}
	if forfeits == nil {
		for p := 0; p < g.players; p++ {
			if g.teamOf[p] == t && g.hasCards(p) {
				g.discard(p, NoCard)
			}
		}
		return true
	}
	for i, f := range forfeits {
		if f.Player < 0 || f.Player >= g.players {
			continue
		}
		if f.Card == NoCard {
			if g.hasCards(f.Player) {
				g.discard(f.Player, NoCard)
			}
			continue
		}
		if !g.holds(j, f.Player, f.Card, i) {
			return false
		}
		g.discard(f.Player, f.Card)
	}
	return true
}

// hasCards reports whether the player may hold a card: a hand not known to be
// empty.
func (g *Game) hasCards(p int) bool {
	n, known := g.hands[p].Size()
	return !known || n > 0
}
