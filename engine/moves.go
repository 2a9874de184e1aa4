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
