package rulebook

// Shape names a particular way of breaking a rule, for which a rule document
// has a sentence of its own: the sentence a ruling quotes besides the rule's
// general statement.
type Shape string

// The shapes a rule document forbids in so many words.
const (
	// RemoveThenPlace: a chip placed on the space a remove card has just
	// emptied, in the same turn.
	RemoveThenPlace Shape = "remove-then-place"
	// DrawAfterMissed: a second draw after the play, by a player who missed
	// a draw before (the missed card is lost for good).
	DrawAfterMissed Shape = "draw-after-missed"
	// SecondDraw: more than one draw after the play.
	SecondDraw Shape = "second-draw"
	// DeadWithoutPlay: a dead card turned in with no play after it, or after
	// the play.
	DeadWithoutPlay Shape = "dead-without-play"
	// SecondDead: a second dead card in one turn.
	SecondDead Shape = "second-dead"
	// AfterWin: any entry after the game was won.
	AfterWin Shape = "after-win"
)

// forbidding holds, for each shape, the sentences of the rule documents that
// forbid it.
var forbidding = map[Shape][]Source{
	RemoveThenPlace: {
		Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "That completes the turn. The player's own chip cannot be placed on that same space during the turn."},
		Source{File: seedBible, Document: titleBible, Section: "ADD & REMOVE CARDS", Quote: "That completes your turn. You cannot place one of your chips on that same space during this turn."},
	},
	DrawAfterMissed: {
		Source{File: seedSequence, Document: titleSequence, Section: "LOSS OF A CARD", Quote: "the player loses the right to take a card and must finish the game with less cards than the other players - a disadvantage."},
		Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "If a player forgets to draw before the next player draws from the deck, they must now play with a smaller hand of cards."},
		Source{File: seedRedJacks, Document: titleRedJacks, Section: "Gameplay", Quote: "you lose the right to draw and must finish the game with fewer cards."},
		Source{File: seedBible, Document: titleBible, Section: "LOSS OF CARD", Quote: "you lose the right to take a card and you must finish the game with less cards than the other players - a disadvantage."},
	},
	SecondDraw: drawSources,
	DeadWithoutPlay: {
		Source{File: seedSequence, Document: titleSequence, Section: "DEAD CARDS", Quote: "Proceed to take the normal turn."},
		Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "you may then draw a new card and take your turn."},
		Source{File: seedRedJacks, Document: titleRedJacks, Section: "Board Features", Quote: "You may reveal it on your turn, discard it, draw a new card, and then take your normal turn."},
		Source{File: seedBible, Document: titleBible, Section: "DEAD CARD", Quote: "You then proceed to play your normal turn."},
	},
	SecondDead: {
		Source{File: seedSequence, Document: titleSequence, Section: "DEAD CARDS", Quote: "take a replacement card (one card per turn)"},
		Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "Once per turn, you may turn in a dead card for a new one"},
		Source{File: seedBible, Document: titleBible, Section: "DEAD CARD", Quote: "take a replacement card (one card per turn)"},
	},
	AfterWin: {
		Source{File: seedSequence, Document: titleSequence, Section: "END OF PLAY", Quote: "Play continues in a clockwise direction until one player or team scores the required number of Sequences, at which point that player or team wins the game."},
		Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "The game ends when a player or team completes the needed number of sequences to win."},
		Source{File: seedRedJacks, Document: titleRedJacks, Section: "Winning", Quote: "The game ends immediately when a player or team completes the required number of Sequences."},
		Source{File: seedBible, Document: titleBible, Section: "LOSS OF CARD", Quote: "Play continues in a clockwise direction until one player or team scores a SEQUENCE, at which point that player or team wins the game."},
	},
}

// Forbidding lists the sentences of every rule document that forbid a shape;
// OfRuleset keeps those of one ruleset.
func Forbidding(s Shape) []Source { return append([]Source(nil), forbidding[s]...) }

// Shapes lists every shape, for tests.
func Shapes() []Shape {
	return []Shape{RemoveThenPlace, DrawAfterMissed, SecondDraw, DeadWithoutPlay, SecondDead, AfterWin}
}
