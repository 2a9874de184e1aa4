package rulebook

import "github.com/seqref/seqref/engine"

var drawSources = []Source{
	Source{File: seedSequence, Document: titleSequence, Section: "RULES OF THE GAME", Quote: "The player then draws a card from the draw deck to replace the card played and his turn ends"},
	Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "Then draw a new card from the draw pile to your hand."},
	Source{File: seedRedJacks, Document: titleRedJacks, Section: "Gameplay", Quote: "Draw a new card from the deck."},
	Source{File: seedBible, Document: titleBible, Section: "PLAY", Quote: "The player then draws a card from the draw deck and their turn is now over."},
}

var reshuffleSources = []Source{
	Source{File: seedSequence, Document: titleSequence, Section: "TABLE TALK, RESHUFFLE", Quote: "When the draw deck becomes depleted during play, all discard piles are shuffled together to create a new draw deck."},
	Source{File: seedBible, Document: titleBible, Section: "LOSS OF CARD", Quote: "When the draw deck becomes depleted during play, all discard piles are shuffled together to create a new draw deck."},
}

var drawingRules = []Rule{
	{
		ID: DrawCard, Group: Drawing, Kind: Principle,
		Statement: "After a play the player draws the top card of the draw pile. A pass draws nothing; a play that wins ends the game before the draw; and when no card is left at all no draw is made and none is owed.",
		same:      "the same under every ruleset",
		Sources:   drawSources,
		Docs:      "docs/format.md section 4",
		Note:      "No draw after the winning placement follows docs/format.md section 4, \"the game ends the moment a team has the sequences it needs\" (docs/rules.md, D16).",
	},
	{
		engineRule: engine.DrawMismatch, Group: Drawing, Kind: Illegal,
		Statement: "A card written as drawn (+CARD) must be the top card of the draw pile when the pile's order is known (from deck: or a reshuffle entry), and a card the pile holds when only its contents are known.",
		same:      "the same under every ruleset",
		Sources:   drawSources,
		Docs:      "docs/format.md sections 5, 6 and 8",
	},
	{
		ID: ReshufflePile, Group: Drawing, Kind: Principle,
		Statement: "The moment the draw pile is empty, all discard piles (played, dead and forfeited cards) are shuffled into a new draw pile. A reshuffle entry right after the entry that emptied the pile may list it, top first.",
		same:      "the same under every ruleset",
		Sources:   reshuffleSources,
		Docs:      "docs/format.md sections 4 and 5",
	},
	{
		engineRule: engine.ReshuffleMismatch, Group: Drawing, Kind: Illegal,
		Statement: "A reshuffle entry comes right after the entry that emptied the draw pile and lists exactly the cards discarded since the last reshuffle (with start:, also cards discarded before the start).",
		same:      "the same under every ruleset",
		Sources:   reshuffleSources,
		Docs:      "docs/format.md sections 5 and 8",
	},
	{
		ID: MissedDraw, Group: Drawing, Kind: Penalty,
		Statement: "A player who does not draw in time (nodraw) loses that draw: the card stays on the pile for the next player, and they play on with one card fewer for the rest of the game. A penalty, not an illegal move.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "LOSS OF A CARD", Quote: "If a player fails to take a card before the next player makes a move AND takes his/her card, the player loses the right to take a card and must finish the game with less cards than the other players - a disadvantage."},
			Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "If a player forgets to draw before the next player draws from the deck, they must now play with a smaller hand of cards."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Gameplay", Quote: "Penalty: If you forget to draw before the next player places their chip, you lose the right to draw and must finish the game with fewer cards."},
			Source{File: seedBible, Document: titleBible, Section: "LOSS OF CARD", Quote: "you lose the right to take a card and you must finish the game with less cards than the other players - a disadvantage."},
		},
		Docs: "docs/format.md section 4",
		Note: "The rule documents put the deadline differently (before the next player moves and draws, draws, or places); a record writes nodraw and the tool does not judge the timing.",
	},
	{
		ID: TableTalk, Group: Drawing, Kind: Penalty,
		Statement: "No table talk or coaching. When a team talks, every member of that team forfeits one card of their choice to their discard pile. A penalty, not an illegal move; the entry takes no turn.",
		read: func(r *engine.Ruleset) string {
			return or(seedNotes[r.Name].tableTalk, "every member of the team forfeits one card")
		},
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "TABLE TALK, RESHUFFLE", Quote: "There must be no table talk or coaching team members."},
			Source{File: seedSequence, Document: titleSequence, Section: "TABLE TALK, RESHUFFLE", Quote: "every member of that team must forfeit one card of their choice from their hand and place it on their discard pile."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Winning", Quote: "No Table Talk: Coaching teammates is not allowed. If a player coaches, every member of that team must discard a card."},
		},
		Docs: "docs/format.md sections 4 and 5",
	},
}
