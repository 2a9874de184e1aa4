package engine

// AppendPlays appends to dst every legal play of the cards a known hand
// holds, as Place and Take actions with their spaces, and returns the
// extended slice. Each card is listed once however many copies the hand
// holds. For an unknown hand it appends nothing. With a dst of enough
// capacity it allocates nothing.
func (g *Game) AppendPlays(dst []Action, player int) []Action {
	h := &g.hands[player]
	if !h.Known() {
		return dst
	}
	for c := Card(1); c < NumCards; c++ {
		if h.cards[c] > 0 {
			dst = g.AppendPlaysOf(dst, c, g.teamOf[player])
		}
	}
	return dst
}

// AppendPlaysOf appends every legal play of card c by a player of team t.
func (g *Game) AppendPlaysOf(dst []Action, c Card, t Team) []Action {
	kind := Place
	if g.rules.Kind(c) == Removal {
		kind = Take
	}
	return appendSpaces(dst, kind, c, g.Targets(c, t))
}

// Targets is the set of spaces card c may be played on by a player of team
// t: the open spaces that show a normal card, every open space that is not
// a corner for a wild card, the opponents' unlocked chips for a remove card.
// It is empty for a dead card and for a card the ruleset's deck lacks.
func (g *Game) Targets(c Card, t Team) SpaceSet {
	switch g.rules.Kind(c) {
	case Normal:
		return g.layout.masks[c].Minus(g.board.occupied)
	case Wild:
		return allSpaces.Minus(g.board.Covered())
	case Removal:
		return g.removable(t)
	}
	return SpaceSet{}
}

// grow returns cards with room for n more.
func grow(cards []Card, n int) []Card {
	return append(make([]Card, 0, len(cards)+n), cards...)
}

var allSpaces = SpaceSet{lo: ^uint64(0), hi: (1 << (NumSpaces - 64)) - 1}

// playSpaces are the spaces a chip may go on: all but the corners.
var playSpaces = allSpaces.Minus(Corners)

func appendSpaces(dst []Action, k ActionKind, c Card, set SpaceSet) []Action {
	for w := set.lo; w != 0; w &= w - 1 {
		dst = append(dst, Action{Kind: k, Card: c, Space: Space(trailingZeros(w))})
	}
	for w := set.hi; w != 0; w &= w - 1 {
		dst = append(dst, Action{Kind: k, Card: c, Space: Space(64 + trailingZeros(w))})
	}
	return dst
}

// SplitHand sorts cards, each distinct card once and in the order given,
// into those a player of team t can play now, appended to live, and the dead
// ones, appended to dead. A wild or remove card without a target is neither.
// With live and dead of enough capacity (len(cards) more each) it allocates
// nothing, and it may then write past what it appends, within that capacity.
func (g *Game) SplitHand(cards []Card, t Team, live, dead []Card) ([]Card, []Card) {
	playable := g.PlayableSet(t)
	if cap(live)-len(live) < len(cards) || cap(dead)-len(dead) < len(cards) {
		live, dead = grow(live, len(cards)), grow(dead, len(cards))
	}
	nl, nd := len(live), len(dead)
	live, dead = live[:cap(live)], dead[:cap(dead)]
	// Every card is written at the end of both lists, and each list grows by
	// one only when the card belongs there: no branch depends on the cards,
	// which are random in self-play.
	var seen CardSet
	deadCards := g.dead
	for _, c := range cards {
		if c >= NumCards {
			continue // in no set
		}
		bit := CardSet(1) << (c & 63)
		fresh := bit &^ seen
		seen |= bit
		live[nl] = c
		if playable&fresh != 0 {
			nl++ // keep these increments free of branches (see above)
		}
		dead[nd] = c
		if deadCards&fresh != 0 {
			nd++
		}
	}
	return live[:nl], dead[:nd]
}
