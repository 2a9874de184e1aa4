package rulebook

import "github.com/seqref/seqref/engine"

var removeSources = []Source{
	src(seedSequence, "THE JACKS", "place or remove a chip belonging to your opponent from the board according to whether it is a one-eyed or two-eyed Jack. That completes the turn. The player's own chip cannot be placed on that same space during the turn."),
	src(seedAlt, "Corner Chips", "The one-eyed jacks can be played to remove one of another team’s chip from the board."),
	src(seedRedJacks, "Special Cards", "Black Jacks (Remove): Clubs and Spades. Can be played to remove one of the opponent's chips from the board."),
	src(seedBible, "ADD & REMOVE CARDS", "To play a 'REMOVE' card, place it on your discard pile and remove one of your opponent's chips from the game board."),
}

var removingRules = []Rule{
	{
		ID: PlayRemove, Group: Removing, Kind: Principle,
		Statement: "A remove card takes one opponent's chip off the board: not a corner, not the player's own team's chip, not a chip in a completed sequence. The space stays empty this turn.",
		Rulesets:  perRuleset(removeText),
		Sources:   removeSources,
		Docs:      "docs/format.md sections 3 and 4",
	},
	{
		ID: engine.WrongCard.String(), Group: Removing, Kind: Illegal,
		Statement: "A remove card only removes, and a wild or normal card only places. Which jacks do which depends on the ruleset.",
		Rulesets:  perRuleset(kindsText),
		Sources: []Source{
			src(seedSequence, "THE JACKS", "four (4) Jacks with two eyes which are wild and are used to place a chip anywhere on the board not already occupied by a chip"),
			src(seedSequence, "THE JACKS", "four (4) Jacks with one (1) eye which are anti-wild and are used to remove chips from the board."),
			src(seedAlt, "Corner Chips", "The one-eyed jacks can be played to remove one of another team’s chip from the board."),
			src(seedAlt, "Corner Chips", "Two eyed jacks are wild cards and allow you to place a chip wherever you would like on the board."),
			src(seedRedJacks, "Special Cards", "Red Jacks (Wild): Hearts and Diamonds."),
			src(seedRedJacks, "Special Cards", "Black Jacks (Remove): Clubs and Spades."),
			src(seedBible, "ADD & REMOVE CARDS", "To play a 'REMOVE' card, place it on your discard pile and remove one of your opponent's chips from the game board."),
		},
		Docs: "docs/format.md sections 3, 5 and 8",
	},
	{
		ID: engine.RemoveEmpty.String(), Group: Removing, Kind: Illegal,
		Statement: "A remove card must take a chip: the space must hold one.",
		Rulesets:  same("the same under every ruleset"),
		Sources: []Source{
			src(seedSequence, "THE JACKS", "used to remove chips from the board."),
			src(seedBible, "ADD & REMOVE CARDS", "remove one of your opponent's chips from the game board."),
		},
		Docs: "docs/format.md section 8",
	},
	{
		ID: engine.RemoveOwn.String(), Group: Removing, Kind: Illegal,
		Statement: "A remove card takes an opponent's chip, never one of the player's own team.",
		Rulesets:  same("the same under every ruleset"),
		Sources: []Source{
			src(seedSequence, "THE JACKS", "remove a chip belonging to your opponent from the board"),
			src(seedAlt, "Corner Chips", "remove one of another team’s chip from the board."),
			src(seedRedJacks, "Special Cards", "remove one of the opponent's chips from the board."),
			src(seedBible, "ADD & REMOVE CARDS", "remove one of your opponent's chips from the game board."),
		},
		Docs: "docs/format.md sections 4 and 8",
	},
	{
		ID: engine.RemoveLocked.String(), Group: Removing, Kind: Illegal,
		Statement: "A chip that is part of a completed sequence is locked: no remove card can take it.",
		Rulesets:  same("the same under every ruleset"),
		Sources: []Source{
			src(seedSequence, "THE JACKS", "A chip cannot be removed if it is already part of a completed Sequence. Once a Sequence is achieved by a player or a team, it cannot be broken."),
			src(seedAlt, "Corner Chips", "This cannot be done to a completed sequence, however."),
			src(seedRedJacks, "Special Cards", "Restriction: You cannot remove a chip that is part of a completed Sequence."),
			src(seedBible, "ADD & REMOVE CARDS", "you cannot remove a marker chip that is already part of a completed SEQUENCE."),
		},
		Docs: "docs/format.md sections 4 and 8",
	},
}
