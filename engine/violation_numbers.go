package engine

// The numbers of a Violation, by rule family. Each method is meaningful only
// for the rules and details its comment names; for any other it returns
// whatever was stored, which means nothing.

// Players is how many players the setup seats: setup-players, setup-teams
// with TooManyTeams, and setup-start with StartToMove.
func (v Violation) Players() int { return v.n }

// MoverSeat is, for setup-start with StartToMove, the seat Start.ToMove
// names, which is not from 0 to Players()-1.
func (v Violation) MoverSeat() int { return v.m }

// Teams is how many teams the setup has: setup-teams with TooFewTeams or
// TooManyTeams, and setup-seating.
func (v Violation) Teams() int { return v.m }

// Teammate is, for setup-seating, the seat Teams places before Player: the
// player whose team Player should be on, and is not.
func (v Violation) Teammate() int { return v.n }

// TeamSizes are, for setup-teams with UnequalTeams, the players of Team and
// of another team.
func (v Violation) TeamSizes() (team, other int) { return v.n, v.m }

// HandSize is, for setup-hands, how many cards Player's starting hand holds
// and how many the ruleset deals.
func (v Violation) HandSize() (held, dealt int) { return v.n, v.m }

// Copies compares a count of Card with the copies the ruleset's deck holds:
// for setup-deck with TooManyCopies, how often it appears in hands and deck;
// for card-count, which time since the last reshuffle the play makes it leave
// a hand; for reshuffle-mismatch with ReshuffleHeld, how many known hands
// hold.
func (v Violation) Copies() (count, inDeck int) { return v.n, v.m }

// DeckCards is, for setup-deck with DeckSize, how many cards deck: holds and
// how many the deal leaves.
func (v Violation) DeckCards() (have, want int) { return v.n, v.m }

// StartSequence is the index in start: sequences of the sequence at fault,
// for setup-start with StartColour (when LineEnd is set), StartNotInLine,
// StartNotLocked and StartOverlap.
func (v Violation) StartSequence() int { return v.n }

// OtherSequence is, for setup-start with StartOverlap, the index of the
// earlier listed sequence that StartSequence overlaps.
func (v Violation) OtherSequence() int { return v.m }

// SequenceCount is, for setup-start with StartTooMany, how many sequences
// start: lists.
func (v Violation) SequenceCount() int { return v.n }

// Unfilled is the space of the sequence Space-LineEnd that holds neither a
// chip of Team nor a corner: setup-start with StartNotLocked (no locked chip)
// and claim with ClaimNotFull.
func (v Violation) Unfilled() Space { return Space(v.m) }

// ToMove is, for out-of-turn, the seat of the player whose turn it is.
func (v Violation) ToMove() int { return v.n }

// SequenceIndex is a completed sequence of the game, for Game.Sequences:
// for remove-locked, the one holding the chip at Space; for claim with
// ClaimShares, the one the named sequence overlaps, or -1 for one named
// before it in the same entry.
func (v Violation) SequenceIndex() int { return v.n }

// PileSize is, for reshuffle-mismatch with ReshuffleNotEmpty, how many cards
// the draw pile still holds.
func (v Violation) PileSize() int { return v.n }

// Listed compares a reshuffle entry's list with what it should hold, for
// reshuffle-mismatch: with ReshuffleMissing or ReshuffleExtra and a Card, how
// often the list holds Card and how often it was discarded (or, past the
// deck's copies, how many the deck holds); with ReshuffleMissing and no Card,
// the list's length and the cards already drawn from the new pile; with
// ReshuffleTooFew, the list's length and the cards discarded.
func (v Violation) Listed() (listed, expected int) { return v.n, v.m }
