package engine

// Detail refines a violation where one rule id covers several situations,
// so that a message can say exactly what was wrong.
type Detail uint8

// The details. Each is used by the rules named in its comment.
const (
	NoDetail Detail = iota

	TeamColour        // setup-teams: Player has no valid colour
	TooFewTeams       // setup-teams: fewer than two teams
	TooManyTeams      // setup-teams: more teams than the ruleset allows with this many players
	UnequalTeams      // setup-teams: Team has N players, another team a different number
	MoreTeamsThanSeat // setup-teams: up to three play alone; Team is shared

	HandSize // setup-hands: Player holds N cards, the deal is M

	TooManyCopies  // setup-deck: Card appears N times, the deck holds M
	DeckSize       // setup-deck: the deck has N cards, the deal leaves M
	DeckIncomplete // setup-deck: hands and deck are not the whole deck

	StartColour        // setup-start: a chip of Team, which is not in play, at Space
	StartNotInLine     // setup-start: sequence N is not five spaces in a line
	StartNotLocked     // setup-start: sequence N (Space-Space2) has space M without a locked chip of Team
	StartLockedOutside // setup-start: locked chip at Space is in no listed sequence
	StartOverlap       // setup-start: sequences N and M of Team share more than one space
	StartTwoWinners    // setup-start: more than one team already has the sequences it needs
	StartTooMany       // setup-start: more sequences than any game can make

	ShapeNoPlay        // turn-shape: the entry has no play and no pass
	ShapeSecondPlay    // turn-shape: a second play or pass at Action
	ShapeDrawAfterPass // turn-shape: a draw or nodraw after a pass
	ShapeOutOfPlace    // turn-shape: the action at Action cannot stand there
	ShapeSecondDraw    // turn-shape: a second draw at Action

	RemoveCardPlaced // wrong-card: a remove card used to place
	PlaceCardRemoves // wrong-card: a wild or normal card used to remove

	PileEmpty         // draw-mismatch: nothing to draw
	NotTop            // draw-mismatch: Card written, Card2 is the top of the pile
	NotInPile         // draw-mismatch: Card is not in the draw pile at all
	ReshuffleNotEmpty // reshuffle-mismatch: the pile still held N cards
	ReshuffleMissing  // reshuffle-mismatch: Card was discarded but is not listed
	ReshuffleExtra    // reshuffle-mismatch: Card is listed but was not discarded
	ReshuffleDrawn    // reshuffle-mismatch: the card drawn from the new pile was Card2, the list says Card
	ReshuffleTooFew   // reshuffle-mismatch: the list has N cards, the discards are M (some unseen)
	ReshuffleHeld     // reshuffle-mismatch: Card is listed, but known hands hold N of its M copies

	ClaimNotInLine  // claim: Space-Space2 is not five spaces in a line
	ClaimMissesChip // claim: Space-Space2 does not hold the placed chip
	ClaimNotFull    // claim: Space-Space2 has neither a chip of Team nor a corner at space N
	ClaimShares     // claim: Space-Space2 shares more than one space with sequence N (-1: one claimed by this placement)
)

// Violation is a broken rule, with the facts a message needs. The zero
// Violation means the entry was legal; test with OK.
type Violation struct {
	Rule   Rule
	Detail Detail
	// Action is the index of the action at fault within the entry's actions,
	// or -1 when the fault is the entry as a whole.
	Action int
	Player int // the player concerned (a seat index), or -1
	Team   Team
	Card   Card
	Card2  Card
	Space  Space
	Space2 Space
	N, M   int
}

// OK reports whether nothing was broken.
func (v Violation) OK() bool { return v.Rule == NoRule }

// violation starts a violation of rule r with everything else unset.
func violation(r Rule, d Detail) Violation {
	return Violation{Rule: r, Detail: d, Action: -1, Player: -1, Team: NoTeam, Space: NoSpace, Space2: NoSpace}
}
