package rulebook

import "github.com/seqref/seqref/engine"

var turnOrderSources = []Source{
	Source{File: seedSequence, Document: titleSequence, Section: "RULES OF THE GAME", Quote: "Beginning with the player to the left of the dealer and moving in a clockwise direction, each player in turn selects a card of their choice from their hand"},
	Source{File: seedRedJacks, Document: titleRedJacks, Section: "Gameplay", Quote: "Turns move clockwise."},
	Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "The player left of the dealers starts the game."},
}

var passSources = []Source{
	Source{File: seedSequence, Document: titleSequence, Section: "DEAD CARDS", Quote: "If a player still cannot play a card on that turn, he must pass and wait until the next turn."},
}

var turnRules = []Rule{
	{
		ID: TurnOrder, Group: Turn, Kind: Principle,
		Statement: "Play goes around the table in seating order (the order of players:), one turn each, from the first player listed (or start: to_move). Table-talk and reshuffle entries take no turn.",
		same:      "the same under every ruleset",
		Sources:   turnOrderSources,
		Docs:      "docs/format.md sections 3 and 5",
		Note:      "Who deals is not recorded (the cut, \"lowest card deals - Aces are high\", is not judged, docs/rules.md D17): the first player listed is the player to the dealer's left and moves first.",
	},
	{
		engineRule: engine.OutOfTurn, Group: Turn, Kind: Illegal,
		Statement: "An entry must be made by the player to move.",
		same:      "the same under every ruleset",
		Sources:   turnOrderSources,
		Docs:      "docs/format.md sections 3 and 8",
	},
	{
		engineRule: engine.TurnShape, Group: Turn, Kind: Illegal,
		Statement: "A turn is, in this order: optionally one dead card turned in (with its replacement drawn), then exactly one play or a pass, then after a play the draw (or nodraw). A pass draws nothing.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "RULES OF THE GAME", Quote: "each player in turn selects a card of their choice from their hand and places it face up on a discard pile"},
			Source{File: seedSequence, Document: titleSequence, Section: "RULES OF THE GAME", Quote: "The player then draws a card from the draw deck to replace the card played and his turn ends"},
			Source{File: seedSequence, Document: titleSequence, Section: "DEAD CARDS", Quote: "Proceed to take the normal turn."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Gameplay", Quote: "Play a Card: Select a card from your hand and place it face-up in your personal discard pile."},
		},
		Docs: "docs/format.md sections 4 and 5",
		Note: "A second dead card is dead-twice rather than turn-shape.",
	},
	{
		engineRule: engine.NotInHand, Group: Turn, Kind: Illegal,
		Statement: "A player can only play, turn in or forfeit a card they hold. Judged only while the hand is known: written in hands: and every card drawn since known.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "RULES OF THE GAME", Quote: "each player in turn selects a card of their choice from their hand"},
			Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "On a player’s turn, they will choose a card from hand and play it into their personal, face-up discard pile."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Gameplay", Quote: "Select a card from your hand"},
			Source{File: seedBible, Document: titleBible, Section: "PLAY", Quote: "each player selects a card of their choice from their hand"},
		},
		Docs: "docs/format.md sections 6 and 8",
	},
	{
		engineRule: engine.CardCount, Group: Turn, Kind: Illegal,
		Statement: "A card the ruleset's deck does not hold can never be played, and no card can be played or discarded more often than the deck holds it between two reshuffles (judged while the draw pile's size is known).",
		read:      deckText,
		Sources: []Source{
			Source{File: seedAlt, Document: titleAlt, Section: "MATERIALS", Quote: "104 sequence cards"},
			Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "There are eight (8) Jacks in the card deck"},
			Source{File: seedBible, Document: titleBible, Section: "ADD & REMOVE CARDS", Quote: "There are two 'ADD' and two 'REMOVE' cards in the card deck."},
		},
		Docs: "docs/format.md sections 1 and 8",
	},
	{
		ID: PassTurn, Group: Turn, Kind: Principle,
		Statement: "A player who cannot play any card passes: no play and no draw. Holding a dead card that could have been turned in is no reason to refuse a pass.",
		same:      "the same under every ruleset",
		Sources:   passSources,
		Docs:      "docs/format.md section 4",
		Note:      "Only Game Rules, RVers of Idaho speaks of passing; the other rulesets follow it (docs/rules.md D18).",
	},
	{
		engineRule: engine.PassPlayable, Group: Turn, Kind: Illegal,
		Statement: "A pass is not allowed while the player's known hand holds a card that can be played (after any dead card turned in): an open space that shows it, any open space for a wild card, an opponent's unlocked chip for a remove card.",
		same:      "the same under every ruleset",
		Sources:   passSources,
		Docs:      "docs/format.md sections 4 and 8",
	},
}
