package rulebook

import "github.com/seqref/seqref/engine"

var normalSources = []Source{
	src(seedSequence, "RULES OF THE GAME", "places one of their marker chips on the matching card on the game board. Each card is pictured twice on the game board except for Jacks."),
	src(seedAlt, "TYPE OF GAME", "A player may play on either space when they play the matching card, as long as it is not already occupied by another player’s marker."),
	src(seedRedJacks, "Gameplay", "Place a chip of your color on one of the two corresponding spaces on the game board."),
	src(seedBible, "PLAY", "A player can play on either one of the spaces as long as it is not already covered by another marker chip."),
}

var wildSources = []Source{
	src(seedSequence, "THE JACKS", "four (4) Jacks with two eyes which are wild and are used to place a chip anywhere on the board not already occupied by a chip"),
	src(seedAlt, "Corner Chips", "Two eyed jacks are wild cards and allow you to place a chip wherever you would like on the board."),
	src(seedRedJacks, "Special Cards", "Red Jacks (Wild): Hearts and Diamonds. Can be played to place a chip on any open space on the board."),
	src(seedBible, "ADD & REMOVE CARDS", "To play an 'ADD' card, place it on your discard pile and place one of your chips on any open space on the game board."),
}

var cornerSources = []Source{
	src(seedSequence, "SEQUENCE", "There are printed \"chips\" in the four corners of the game board. These are free spaces and may be used by all players to complete their Sequence."),
	src(seedRedJacks, "Board Features", "Free Spaces (Corners): The four corner spaces are \"printed chips\" relevant to all players."),
	src(seedAlt, "Corner Chips", "There are 4 corner chips on the board."),
}

var placingRules = []Rule{
	{
		ID: PlayNormal, Group: Placing, Kind: Principle,
		Statement: "A normal card places a chip of the player's team on an open space that shows that card. Every normal card is shown on two spaces and either may be used; open means no chip and not a corner.",
		Rulesets:  perRuleset(func(r *engine.Ruleset) string { return WordsOf(r).Normal }),
		Sources:   normalSources,
		Docs:      "docs/format.md section 4",
	},
	{
		ID: PlayWild, Group: Placing, Kind: Principle,
		Statement: "A wild card places a chip of the player's team on any open space that is not a corner.",
		Rulesets:  perRuleset(wildText),
		Sources:   wildSources,
		Docs:      "docs/format.md sections 3 and 4",
	},
	{
		ID: engine.Ambiguous.String(), Group: Placing, Kind: Illegal,
		Statement: "A placement written without its space (7H) must have exactly one open space that shows the card. When both are open the player's choice is not known, so the record must name the space; a wild card always needs its space.",
		Rulesets:  same("the same under every ruleset"),
		Sources: []Source{
			src(seedAlt, "TYPE OF GAME", "A player may play on either space when they play the matching card"),
			src(seedBible, "PLAY", "A player can play on either one of the spaces"),
		},
		Docs: "docs/format.md sections 5 and 8",
		Note: "A rule of the notation: the rule documents leave the choice of space to the player, so a record has to say which.",
	},
	{
		ID: engine.NoSpaceOpen.String(), Group: Placing, Kind: Illegal,
		Statement: "A normal card written without a space needs an open space that shows it. When both spaces are covered the card is dead: it cannot be played, only turned in.",
		Rulesets:  same("the same under every ruleset"),
		Sources: []Source{
			src(seedSequence, "DEAD CARDS", "A card in a players hand which cannot be played on the board because there is no open matching space is a DEAD card."),
			src(seedAlt, "Corner Chips", "These are cards that cannot be played because all spots on the board have been covered."),
		},
		Docs: "docs/format.md sections 5 and 8",
	},
	{
		ID: engine.CornerSpace.String(), Group: Placing, Kind: Illegal,
		Statement: "No chip is ever placed on, or removed from, a free corner: the corners are printed chips that count for every team.",
		Rulesets:  same("the same under every ruleset (bible uses the standard board and its corners)"),
		Sources:   cornerSources,
		Docs:      "docs/format.md sections 2 and 4",
	},
	{
		ID: engine.WrongSpace.String(), Group: Placing, Kind: Illegal,
		Statement: "A normal card places only on a space that shows the same card.",
		Rulesets:  same("the same under every ruleset"),
		Sources: []Source{
			src(seedSequence, "RULES OF THE GAME", "places one of their marker chips on the matching card on the game board."),
			src(seedBible, "PLAY", "places one of their marker chips on the matching picture on the game board."),
			src(seedRedJacks, "Gameplay", "Place a chip of your color on one of the two corresponding spaces on the game board."),
		},
		Docs: "docs/format.md sections 4 and 8",
	},
	{
		ID: engine.Occupied.String(), Group: Placing, Kind: Illegal,
		Statement: "A chip is placed only on an open space: one that holds no chip, whoever's it is.",
		Rulesets:  same("the same under every ruleset"),
		Sources: []Source{
			src(seedSequence, "THE JACKS", "used to place a chip anywhere on the board not already occupied by a chip"),
			src(seedAlt, "TYPE OF GAME", "as long as it is not already occupied by another player’s marker."),
			src(seedBible, "PLAY", "as long as it is not already covered by another marker chip."),
		},
		Docs: "docs/format.md sections 4 and 8",
	},
}
