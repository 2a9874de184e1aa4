package engine

// The facts of a Violation besides its fields, by what they mean. Each is
// set only for the rules its comment names, and is NoCard or NoSpace for
// every other, so that a caller never reads a value that means nothing.

// Shown is, for wrong-space (a normal card placed on a space that shows
// another card), the card Space shows.
func (v Violation) Shown() Card { return v.cardFor(WrongSpace, WrongSpace) }

// Drawn is the card that was there to draw: for draw-mismatch with NotTop,
// the top of the draw pile, which is not the Card written; for
// reshuffle-mismatch with ReshuffleDrawn, the card drawn from the new pile,
// where the list says Card.
func (v Violation) Drawn() Card { return v.cardFor(DrawMismatch, ReshuffleMismatch) }

// OtherSpace is, for ambiguous and no-space-open, the second space that
// shows Card (Space is the first); for wrong-space, the first space that
// shows Card, which Space does not.
func (v Violation) OtherSpace() Space { return v.spaceFor(Ambiguous, NoSpaceOpen, WrongSpace) }

// LineEnd is, for claim and for setup-start with a sequence at fault, the
// end of the line of five spaces that starts at Space: the sequence is
// Space-LineEnd.
func (v Violation) LineEnd() Space { return v.spaceFor(WrongClaim, SetupStart, SetupStart) }

// cardFor is the second card when the rule is a or b, NoCard otherwise.
func (v Violation) cardFor(a, b Rule) Card {
	if v.Rule != a && v.Rule != b {
		return NoCard
	}
	return v.card2
}

// spaceFor is the second space when the rule is a, b or c, NoSpace
// otherwise.
func (v Violation) spaceFor(a, b, c Rule) Space {
	if v.Rule != a && v.Rule != b && v.Rule != c {
		return NoSpace
	}
	return v.space2
}
