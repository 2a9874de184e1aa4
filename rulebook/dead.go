package rulebook

import "github.com/seqref/seqref/engine"

var deadSources = []Source{
	Source{File: seedSequence, Document: titleSequence, Section: "DEAD CARDS", Quote: "A card in a players hand which cannot be played on the board because there is no open matching space is a DEAD card. The Player may turn it in for a new card when it is his turn."},
	Source{File: seedBible, Document: titleBible, Section: "DEAD CARD", Quote: "because both spaces representing that card are covered by a chip, you are holding a DEAD CARD and you may turn it in for a new card."},
	Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "Once per turn, you may turn in a dead card for a new one by placing it in your discard pile and declaring it a dead card."},
	Source{File: seedRedJacks, Document: titleRedJacks, Section: "Board Features", Quote: "If you hold a card where both corresponding board spaces are already covered (by any player), it is a \"Dead Card.\""},
}

var deadRules = []Rule{
	{
		ID: DeadCard, Group: DeadCards, Kind: Principle,
		Statement: "A card is dead when both spaces that show it are covered, by any team's chips. On their turn, before the play, a player may turn in one dead card: it goes to the discards and a replacement is drawn. Turning it in is allowed, never required.",
		read:      neverDeadText,
		Sources:   deadSources,
		Docs:      "docs/format.md section 4",
	},
	{
		engineRule: engine.NotDead, Group: DeadCards, Kind: Illegal,
		Statement: "Only a dead card may be turned in: a card with an open space that shows it is not dead, and wild and remove cards never are.",
		read:      neverDeadText,
		Sources:   deadSources,
		Docs:      "docs/format.md sections 4 and 8",
	},
	{
		engineRule: engine.DeadTwice, Group: DeadCards, Kind: Illegal,
		Statement: "At most one dead card may be turned in per turn.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "DEAD CARDS", Quote: "take a replacement card (one card per turn)"},
			Source{File: seedBible, Document: titleBible, Section: "DEAD CARD", Quote: "take a replacement card (one card per turn)"},
			Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "Once per turn, you may turn in a dead card for a new one"},
		},
		Docs: "docs/format.md sections 4 and 8",
	},
}
