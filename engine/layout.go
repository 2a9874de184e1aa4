package engine

// Layout is what the board shows: the card printed on every space, and the two
// spaces that show every card. Corners show NoCard.
type Layout struct {
	card   [NumSpaces]Card
	spaces [NumCards][2]Space
	masks  [NumCards]SpaceSet // the spaces that show each card
}

// Card is the card printed on the space (NoCard on a corner).
func (l *Layout) Card(s Space) Card { return l.card[s] }

// SpacesOf returns the two spaces that show c; both are NoSpace for a card the
// board does not show (jacks, ADD, REMOVE).
func (l *Layout) SpacesOf(c Card) [2]Space { return l.spaces[c] }

// Mask is the set of spaces that show c; empty for a card the board does
// not show.
func (l *Layout) Mask(c Card) SpaceSet { return l.masks[c] }

// Shows reports whether space s shows card c.
func (l *Layout) Shows(s Space, c Card) bool {
	sp := l.spaces[c]
	return c != NoCard && (sp[0] == s || sp[1] == s)
}

// LayoutProblem says why a board cannot be used: which space, and what is wrong.
type LayoutProblem struct {
	Space Space  // the space at fault, or NoSpace
	Card  Card   // the card at fault, or NoCard
	What  string // a short explanation
}

func (p *LayoutProblem) Error() string { return p.What }

// NewLayout builds a layout from the card on every space, row by row from A1.
// The four corners must hold NoCard; every other space a standard card that is
// not a jack; and every such card must show exactly twice.
func NewLayout(cards [NumSpaces]Card) (*Layout, error) {
	l := &Layout{card: cards}
	for c := range l.spaces {
		l.spaces[c] = [2]Space{NoSpace, NoSpace}
	}
	for i, c := range cards {
		s := Space(i)
		if s.IsCorner() {
			if c != NoCard {
				return nil, &LayoutProblem{Space: s, Card: c, What: "corner " + s.String() + " must be a free space (XX)"}
			}
			continue
		}
		if !c.IsStandard() || c.IsJack() {
			return nil, &LayoutProblem{Space: s, Card: c, What: "space " + s.String() + " must show a card that is not a jack"}
		}
		l.masks[c] = l.masks[c].With(s)
		switch {
		case l.spaces[c][0] == NoSpace:
			l.spaces[c][0] = s
		case l.spaces[c][1] == NoSpace:
			l.spaces[c][1] = s
		default:
			return nil, &LayoutProblem{Space: s, Card: c, What: c.String() + " shows a third time at " + s.String()}
		}
	}
	for c := Card(1); c <= 52; c++ {
		if c.IsJack() {
			continue
		}
		if l.spaces[c][1] == NoSpace {
			return nil, &LayoutProblem{Space: NoSpace, Card: c, What: c.String() + " must show exactly twice"}
		}
	}
	return l, nil
}

// standardRows is the standard board of docs/format.md section 2, row 1 first.
var standardRows = [10][10]string{
	{"XX", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "XX"},
	{"6C", "5C", "4C", "3C", "2C", "AH", "KH", "QH", "10H", "10S"},
	{"7C", "AS", "2D", "3D", "4D", "5D", "6D", "7D", "9H", "QS"},
	{"8C", "KS", "6C", "5C", "4C", "3C", "2C", "8D", "8H", "KS"},
	{"9C", "QS", "7C", "6H", "5H", "4H", "AH", "9D", "7H", "AS"},
	{"10C", "10S", "8C", "7H", "2H", "3H", "KH", "10D", "6H", "2D"},
	{"QC", "9S", "9C", "8H", "9H", "10H", "QH", "QD", "5H", "3D"},
	{"KC", "8S", "10C", "QC", "KC", "AC", "AD", "KD", "4H", "4D"},
	{"AC", "7S", "6S", "5S", "4S", "3S", "2S", "2H", "3H", "5D"},
	{"XX", "AD", "KD", "QD", "10D", "9D", "8D", "7D", "6D", "XX"},
}

// StandardLayout is the board printed in docs/format.md section 2, used by every
// ruleset unless a record names another board.
var StandardLayout = mustStandardLayout()

func mustStandardLayout() *Layout {
	var cards [NumSpaces]Card
	for r, row := range standardRows {
		for c, name := range row {
			cards[r*10+c] = cardFromName(name)
		}
	}
	l, err := NewLayout(cards)
	if err != nil {
		panic("engine: the standard board is wrong: " + err.Error())
	}
	return l
}

// cardFromName reads the canonical card names of the board table above; it is
// not the notation's parser, which reads every input form.
func cardFromName(name string) Card {
	for c := Card(1); c < NumCards; c++ {
		if c.String() == name {
			return c
		}
	}
	return NoCard
}
