package rulebook

import "github.com/seqref/seqref/engine"

var drawSources = []Source{
	src(seedSequence, "RULES OF THE GAME", "The player then draws a card from the draw deck to replace the card played and his turn ends"),
	src(seedAlt, "TYPE OF GAME", "Then draw a new card from the draw pile to your hand."),
	src(seedRedJacks, "Gameplay", "Draw a new card from the deck."),
	src(seedBible, "PLAY", "The player then draws a card from the draw deck and their turn is now over."),
}

var reshuffleSources = []Source{
	src(seedSequence, "TABLE TALK, RESHUFFLE", "When the draw deck becomes depleted during play, all discard piles are shuffled together to create a new draw deck."),
	src(seedBible, "LOSS OF CARD", "When the draw deck becomes depleted during play, all discard piles are shuffled together to create a new draw deck."),
}

var drawingRules = []Rule{
	{
		ID: DrawCard, Group: Drawing, Kind: Principle,
		Statement: "After a play the player draws the top card of the draw pile. A pass draws nothing; a play that wins ends the game before the draw; and when no card is left at all no draw is made and none is owed.",
		Rulesets:  same("the same under every ruleset"),
		Sources:   drawSources,
		Docs:      "docs/format.md section 4",
		Note:      "No draw after the winning placement follows docs/format.md section 4, \"the game ends the moment a team has the sequences it needs\" (docs/rules.md, D16).",
	},
	{
		ID: engine.DrawMismatch.String(), Group: Drawing, Kind: Illegal,
		Statement: "A card written as drawn (+CARD) must be the top card of the draw pile when the pile's order is known (from deck: or a reshuffle entry), and a card the pile holds when only its contents are known.",
		Rulesets:  same("the same under every ruleset"),
		Sources:   drawSources,
		Docs:      "docs/format.md sections 5, 6 and 8",
	},
	{
		ID: ReshufflePile, Group: Drawing, Kind: Principle,
		Statement: "The moment the draw pile is empty, all discard piles (played, dead and forfeited cards) are shuffled into a new draw pile. A reshuffle entry right after the entry that emptied the pile may list it, top first.",
		Rulesets:  same("the same under every ruleset"),
		Sources:   reshuffleSources,
		Docs:      "docs/format.md sections 4 and 5",
	},
	{
		ID: engine.ReshuffleMismatch.String(), Group: Drawing, Kind: Illegal,
		Statement: "A reshuffle entry comes right after the entry that emptied the draw pile and lists exactly the cards discarded since the last reshuffle (with start:, also cards discarded before the start).",
		Rulesets:  same("the same under every ruleset"),
		Sources:   reshuffleSources,
		Docs:      "docs/format.md sections 5 and 8",
	},
	{
		ID: MissedDraw, Group: Drawing, Kind: Penalty,
		Statement: "A player who does not draw in time (nodraw) loses that draw: the card stays on the pile for the next player, and they play on with one card fewer for the rest of the game. A penalty, not an illegal move.",
		Rulesets:  same("the same under every ruleset"),
		Sources: []Source{
			src(seedSequence, "LOSS OF A CARD", "If a player fails to take a card before the next player makes a move AND takes his/her card, the player loses the right to take a card and must finish the game with less cards than the other players - a disadvantage."),
			src(seedAlt, "TYPE OF GAME", "If a player forgets to draw before the next player draws from the deck, they must now play with a smaller hand of cards."),
			src(seedRedJacks, "Gameplay", "Penalty: If you forget to draw before the next player places their chip, you lose the right to draw and must finish the game with fewer cards."),
			src(seedBible, "LOSS OF CARD", "you lose the right to take a card and you must finish the game with less cards than the other players - a disadvantage."),
		},
		Docs: "docs/format.md section 4",
		Note: "The rule documents put the deadline differently (before the next player moves and draws, draws, or places); a record writes nodraw and the tool does not judge the timing.",
	},
	{
		ID: TableTalk, Group: Drawing, Kind: Penalty,
		Statement: "No table talk or coaching. When a team talks, every member of that team forfeits one card of their choice to their discard pile. A penalty, not an illegal move; the entry takes no turn.",
		Rulesets: perRuleset(func(r *engine.Ruleset) string {
			return or(seedNotes[r.Name].tableTalk, "every member of the team forfeits one card")
		}),
		Sources: []Source{
			src(seedSequence, "TABLE TALK, RESHUFFLE", "There must be no table talk or coaching team members."),
			src(seedSequence, "TABLE TALK, RESHUFFLE", "every member of that team must forfeit one card of their choice from their hand and place it on their discard pile."),
			src(seedRedJacks, "Winning", "No Table Talk: Coaching teammates is not allowed. If a player coaches, every member of that team must discard a card."),
		},
		Docs: "docs/format.md sections 4 and 5",
	},
}
