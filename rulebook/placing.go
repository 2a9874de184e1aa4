package rulebook

import "github.com/seqref/seqref/engine"

var normalSources = []Source{
	Source{File: seedSequence, Document: titleSequence, Section: "RULES OF THE GAME", Quote: "places one of their marker chips on the matching card on the game board. Each card is pictured twice on the game board except for Jacks."},
	Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "A player may play on either space when they play the matching card, as long as it is not already occupied by another player’s marker."},
	Source{File: seedRedJacks, Document: titleRedJacks, Section: "Gameplay", Quote: "Place a chip of your color on one of the two corresponding spaces on the game board."},
	Source{File: seedBible, Document: titleBible, Section: "PLAY", Quote: "A player can play on either one of the spaces as long as it is not already covered by another marker chip."},
}

var wildSources = []Source{
	Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "four (4) Jacks with two eyes which are wild and are used to place a chip anywhere on the board not already occupied by a chip"},
	Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "Two eyed jacks are wild cards and allow you to place a chip wherever you would like on the board."},
	Source{File: seedRedJacks, Document: titleRedJacks, Section: "Special Cards", Quote: "Red Jacks (Wild): Hearts and Diamonds. Can be played to place a chip on any open space on the board."},
	Source{File: seedBible, Document: titleBible, Section: "ADD & REMOVE CARDS", Quote: "To play an 'ADD' card, place it on your discard pile and place one of your chips on any open space on the game board."},
}

var cornerSources = []Source{
	Source{File: seedSequence, Document: titleSequence, Section: "SEQUENCE", Quote: "There are printed \"chips\" in the four corners of the game board. These are free spaces and may be used by all players to complete their Sequence."},
	Source{File: seedRedJacks, Document: titleRedJacks, Section: "Board Features", Quote: "Free Spaces (Corners): The four corner spaces are \"printed chips\" relevant to all players."},
	Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "There are 4 corner chips on the board."},
}

var placingRules = []Rule{
	{
		ID: PlayNormal, Group: Placing, Kind: Principle,
		Statement: "A normal card places a chip of the player's team on an open space that shows that card. Every normal card is shown on two spaces and either may be used; open means no chip and not a corner.",
		read:      func(r *engine.Ruleset) string { return WordsOf(r).Normal },
		Sources:   normalSources,
		Docs:      "docs/format.md section 4",
	},
	{
		ID: PlayWild, Group: Placing, Kind: Principle,
		Statement: "A wild card places a chip of the player's team on any open space that is not a corner.",
		read:      wildText,
		Sources:   wildSources,
		Docs:      "docs/format.md sections 3 and 4",
	},
	{
		engineRule: engine.Ambiguous, Group: Placing, Kind: Illegal,
		Statement: "A placement written without its space (7H) must have exactly one open space that shows the card. When both are open the player's choice is not known, so the record must name the space; a wild card always needs its space.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "A player may play on either space when they play the matching card"},
			Source{File: seedBible, Document: titleBible, Section: "PLAY", Quote: "A player can play on either one of the spaces"},
		},
		Docs: "docs/format.md sections 5 and 8",
		Note: "A rule of the notation: the rule documents leave the choice of space to the player, so a record has to say which.",
	},
	{
		engineRule: engine.NoSpaceOpen, Group: Placing, Kind: Illegal,
		Statement: "A normal card written without a space needs an open space that shows it. When both spaces are covered the card is dead: it cannot be played, only turned in.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "DEAD CARDS", Quote: "A card in a players hand which cannot be played on the board because there is no open matching space is a DEAD card."},
			Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "These are cards that cannot be played because all spots on the board have been covered."},
		},
		Docs: "docs/format.md sections 5 and 8",
	},
	{
		engineRule: engine.CornerSpace, Group: Placing, Kind: Illegal,
		Statement: "No chip is ever placed on, or removed from, a free corner: the corners are printed chips that count for every team.",
		same:      "the same under every ruleset (bible uses the standard board and its corners)",
		Sources:   cornerSources,
		Docs:      "docs/format.md sections 2 and 4",
	},
	{
		engineRule: engine.WrongSpace, Group: Placing, Kind: Illegal,
		Statement: "A normal card places only on a space that shows the same card.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "RULES OF THE GAME", Quote: "places one of their marker chips on the matching card on the game board."},
			Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "Then they will place a marker on the matching space on the game board."},
			Source{File: seedBible, Document: titleBible, Section: "PLAY", Quote: "places one of their marker chips on the matching picture on the game board."},
			Source{File: seedBible, Document: titleBible, Section: "PLAY", Quote: "Each card is pictured twice on the gameboard."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Gameplay", Quote: "Place a chip of your color on one of the two corresponding spaces on the game board."},
		},
		Docs: "docs/format.md sections 4 and 8",
	},
	{
		engineRule: engine.Occupied, Group: Placing, Kind: Illegal,
		Statement: "A chip is placed only on an open space: one that holds no chip, whoever's it is.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "used to place a chip anywhere on the board not already occupied by a chip"},
			Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "as long as it is not already occupied by another player’s marker."},
			Source{File: seedBible, Document: titleBible, Section: "PLAY", Quote: "as long as it is not already covered by another marker chip."},
		},
		Docs: "docs/format.md sections 4 and 8",
	},
}
