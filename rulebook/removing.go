package rulebook

import "github.com/seqref/seqref/engine"

var removeSources = []Source{
	Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "A chip cannot be removed if it is already part of a completed Sequence."},
	Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "place or remove a chip belonging to your opponent from the board according to whether it is a one-eyed or two-eyed Jack. That completes the turn. The player's own chip cannot be placed on that same space during the turn."},
	Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "The one-eyed jacks can be played to remove one of another team’s chip from the board."},
	Source{File: seedRedJacks, Document: titleRedJacks, Section: "Special Cards", Quote: "Black Jacks (Remove): Clubs and Spades. Can be played to remove one of the opponent's chips from the board."},
	Source{File: seedBible, Document: titleBible, Section: "ADD & REMOVE CARDS", Quote: "To play a 'REMOVE' card, place it on your discard pile and remove one of your opponent's chips from the game board."},
}

var removingRules = []Rule{
	{
		ID: PlayRemove, Group: Removing, Kind: Principle,
		Statement: "A remove card takes one opponent's chip off the board: not a corner, not the player's own team's chip, not a chip in a completed sequence. The space stays empty this turn.",
		read:      removeText,
		Sources:   removeSources,
		Docs:      "docs/format.md sections 3 and 4",
	},
	{
		engineRule: engine.WrongCard, Group: Removing, Kind: Illegal,
		Statement: "A remove card only removes, and a wild or normal card only places. Which jacks do which depends on the ruleset.",
		read:      kindsText,
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "four (4) Jacks with two eyes which are wild and are used to place a chip anywhere on the board not already occupied by a chip"},
			Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "four (4) Jacks with one (1) eye which are anti-wild and are used to remove chips from the board."},
			Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "The one-eyed jacks can be played to remove one of another team’s chip from the board."},
			Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "Two eyed jacks are wild cards and allow you to place a chip wherever you would like on the board."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Special Cards", Quote: "Red Jacks (Wild): Hearts and Diamonds."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Special Cards", Quote: "Black Jacks (Remove): Clubs and Spades."},
			Source{File: seedBible, Document: titleBible, Section: "ADD & REMOVE CARDS", Quote: "To play a 'REMOVE' card, place it on your discard pile and remove one of your opponent's chips from the game board."},
		},
		Docs: "docs/format.md sections 3, 5 and 8",
	},
	{
		engineRule: engine.RemoveEmpty, Group: Removing, Kind: Illegal,
		Statement: "A remove card must take a chip: the space must hold one.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "used to remove chips from the board."},
			Source{File: seedBible, Document: titleBible, Section: "ADD & REMOVE CARDS", Quote: "remove one of your opponent's chips from the game board."},
		},
		Docs: "docs/format.md section 8",
	},
	{
		engineRule: engine.RemoveOwn, Group: Removing, Kind: Illegal,
		Statement: "A remove card takes an opponent's chip, never one of the player's own team.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "remove a chip belonging to your opponent from the board"},
			Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "remove one of another team’s chip from the board."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Special Cards", Quote: "remove one of the opponent's chips from the board."},
			Source{File: seedBible, Document: titleBible, Section: "ADD & REMOVE CARDS", Quote: "remove one of your opponent's chips from the game board."},
		},
		Docs: "docs/format.md sections 4 and 8",
	},
	{
		engineRule: engine.RemoveLocked, Group: Removing, Kind: Illegal,
		Statement: "A chip that is part of a completed sequence is locked: no remove card can take it.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "A chip cannot be removed if it is already part of a completed Sequence. Once a Sequence is achieved by a player or a team, it cannot be broken."},
			Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "This cannot be done to a completed sequence, however."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Special Cards", Quote: "Restriction: You cannot remove a chip that is part of a completed Sequence."},
			Source{File: seedBible, Document: titleBible, Section: "ADD & REMOVE CARDS", Quote: "you cannot remove a marker chip that is already part of a completed SEQUENCE."},
		},
		Docs: "docs/format.md sections 4 and 8",
	},
}
