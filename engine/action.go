package engine

// ActionKind is one action of a turn (docs/format.md section 5).
type ActionKind uint8

// The actions of the turn notation.
const (
	NoAction   ActionKind = iota
	TurnInDead            // dead CARD: turn in a dead card
	Place                 // CARD@SPACE: place a chip with a normal or wild card
	Take                  // CARDxSPACE: remove the chip at SPACE with a remove card
	PlaceShort            // CARD: place on the one open space that shows CARD
	Pass                  // pass: no play and no draw
	Draw                  // +CARD or +?: the card drawn (NoCard when unknown)
	NoDraw                // nodraw: the draw was missed (a penalty)
	Claim                 // =FROM-TO: the placement claims the sequence FROM-TO
)

// Action is one action of a turn. Card is the card turned in, played or drawn
// (NoCard for "+?"); Space is the target of Place and Take, and one end of
// the sequence a Claim names; To is a Claim's other end.
type Action struct {
	Kind  ActionKind
	Card  Card
	Space Space
	To    Space
}

// IsPlay reports whether the action is a play: a placement or a removal.
func (a Action) IsPlay() bool { return a.Kind == Place || a.Kind == Take || a.Kind == PlaceShort }

// Forfeit is the card one player gave up for table talk.
type Forfeit struct {
	Player int
	Card   Card // NoCard when the record does not say which card
}
