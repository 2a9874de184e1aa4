package engine

// Detail refines a violation where one rule id covers several situations,
// so that a message can say exactly what was wrong.
type Detail uint8

// The details. Each refines the rule named in its comment (and returned by
// its Rule method); the words after the rule name what a message reads.
const (
	NoDetail Detail = iota

	TeamColour   // setup-teams: Player has no valid colour
	TooFewTeams  // setup-teams: fewer than two teams (Teams)
	TooManyTeams // setup-teams: Teams teams, more than the ruleset allows with Players players
	UnequalTeams // setup-teams: Team has TeamSizes players, another team a different number

	HandSize // setup-hands: Player holds HandSize cards, not the deal

	TooManyCopies // setup-deck: Card appears Copies times in hands and deck, more than the deck holds
	DeckSize      // setup-deck: the deck has DeckCards cards, not what the deal leaves

	StartColour        // setup-start: a chip of Team, which is not in play, at Space; or StartSequence of Team (Space-LineEnd)
	StartNotInLine     // setup-start: StartSequence (Space-LineEnd) is not five spaces in a line
	StartNotLocked     // setup-start: StartSequence (Space-LineEnd) has Unfilled, without a locked chip of Team
	StartLockedOutside // setup-start: locked chip at Space is in no listed sequence
	StartOverlap       // setup-start: StartSequence and OtherSequence of Team share more than one space
	StartTwoWinners    // setup-start: more than one team already has the sequences it needs
	StartTooMany       // setup-start: SequenceCount sequences, more than any game can make
	StartToMove        // setup-start: the player to move, MoverSeat, is no seat of the Players players (only a hand-built Start can name one)

	ShapeNoPlay        // turn-shape: the entry has no play and no pass
	ShapeSecondPlay    // turn-shape: a second play or pass at Action
	ShapeDrawAfterPass // turn-shape: a draw or nodraw after a pass
	ShapeOutOfPlace    // turn-shape: the action at Action cannot stand there
	ShapeSecondDraw    // turn-shape: a second draw at Action

	RemoveCardPlaced // wrong-card: a remove card used to place
	PlaceCardRemoves // wrong-card: a wild or normal card used to remove

	PileEmpty         // draw-mismatch: nothing to draw
	NotTop            // draw-mismatch: Card written, Drawn is the top of the pile
	NotInPile         // draw-mismatch: Card is not in the draw pile at all
	ReshuffleNotEmpty // reshuffle-mismatch: the pile still held PileSize cards
	ReshuffleMissing  // reshuffle-mismatch: Card was discarded more often than Listed; with no Card, the list is shorter than the cards already drawn
	ReshuffleExtra    // reshuffle-mismatch: Card is Listed more often than it was discarded
	ReshuffleDrawn    // reshuffle-mismatch: the card drawn from the new pile was Drawn, the list says Card
	ReshuffleTooFew   // reshuffle-mismatch: the list is shorter than the discards (some unseen), see Listed
	ReshuffleHeld     // reshuffle-mismatch: Card is listed, but known hands hold Copies of it

	ClaimNotInLine  // claim: Space-LineEnd is not five spaces in a line
	ClaimMissesChip // claim: Space-LineEnd does not hold the placed chip
	ClaimNotFull    // claim: Space-LineEnd has Unfilled, with neither a chip of Team nor a corner
	ClaimShares     // claim: Space-LineEnd shares more than one space with SequenceIndex

	OffBoard // wrong-space: Space is not on the board (only a hand-built Action can name one)

	numDetails
)

// detailRules is the rule each detail refines.
var detailRules = [numDetails]Rule{
	TeamColour: SetupTeams, TooFewTeams: SetupTeams, TooManyTeams: SetupTeams, UnequalTeams: SetupTeams,
	HandSize:      SetupHands,
	TooManyCopies: SetupDeck, DeckSize: SetupDeck,
	StartColour: SetupStart, StartNotInLine: SetupStart, StartNotLocked: SetupStart, StartLockedOutside: SetupStart,
	StartOverlap: SetupStart, StartTwoWinners: SetupStart, StartTooMany: SetupStart, StartToMove: SetupStart,
	ShapeNoPlay: TurnShape, ShapeSecondPlay: TurnShape, ShapeDrawAfterPass: TurnShape, ShapeOutOfPlace: TurnShape,
	ShapeSecondDraw:  TurnShape,
	RemoveCardPlaced: WrongCard, PlaceCardRemoves: WrongCard,
	PileEmpty: DrawMismatch, NotTop: DrawMismatch, NotInPile: DrawMismatch,
	ReshuffleNotEmpty: ReshuffleMismatch, ReshuffleMissing: ReshuffleMismatch, ReshuffleExtra: ReshuffleMismatch,
	ReshuffleDrawn: ReshuffleMismatch, ReshuffleTooFew: ReshuffleMismatch, ReshuffleHeld: ReshuffleMismatch,
	ClaimNotInLine: WrongClaim, ClaimMissesChip: WrongClaim, ClaimNotFull: WrongClaim, ClaimShares: WrongClaim,
	OffBoard: WrongSpace,
}

// Rule is the rule the detail refines; NoRule for NoDetail.
func (d Detail) Rule() Rule {
	if d >= numDetails {
		return NoRule
	}
	return detailRules[d]
}

// AllDetails lists every detail but NoDetail, in order.
func AllDetails() []Detail {
	out := make([]Detail, 0, numDetails-1)
	for d := Detail(1); d < numDetails; d++ {
		out = append(out, d)
	}
	return out
}

// Violation is a broken rule, with the facts a message needs. The zero
// Violation means the entry was legal; test with OK. The fields are the
// things concerned, each with its value for none (NoTeam, NoCard, NoSpace,
// -1). The other facts are read through methods named after what they mean:
// a second card or space (Shown, Drawn, OtherSpace, LineEnd, which are
// NoCard or NoSpace for a rule they do not concern) and the numbers (Players,
// HandSize, Copies...), each of which says for which rules and details it has
// a meaning (see also the comments of the Details). It is a small value:
// nothing about it allocates.
type Violation struct {
	Rule   Rule
	Detail Detail
	// ActionIndex is the index, from 0, of the action at fault within the
	// entry's actions, or -1 when the fault is the entry as a whole. For
	// setup-deck with TooManyCopies it is the card's index (from 0) in the
	// hand of Player or, with no Player, in the deck.
	ActionIndex int
	Player      int   // the player concerned (a seat index), or -1
	Team        Team  // the team concerned, or NoTeam
	Card        Card  // the card concerned, or NoCard
	Space       Space // the space concerned (a line's first end), or NoSpace
	// card2, space2, n and m are the other facts of the violation; what they
	// hold depends on the rule and detail, and only the methods named after
	// what they mean read them (violation_facts.go, violation_numbers.go).
	card2  Card
	space2 Space
	n, m   int
}

// OK reports whether nothing was broken.
func (v Violation) OK() bool { return v.Rule == NoRule }

// violation starts a violation of rule r with everything else unset.
func violation(r Rule, d Detail) Violation {
	return Violation{Rule: r, Detail: d, ActionIndex: -1, Player: -1, Team: NoTeam, Space: NoSpace, space2: NoSpace}
}
