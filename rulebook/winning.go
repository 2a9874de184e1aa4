package rulebook

import "github.com/seqref/seqref/engine"

var winningRules = []Rule{
	{
		ID: WinRule, Group: Winning, Kind: Principle,
		Statement: "A team wins the moment it has completed the sequences it needs.",
		read:      winText,
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "SEQUENCE", Quote: "The object of the game is to score two (2) Sequences before the opponent does when two players or two teams (four players) are playing; or one (1) Sequence when three players or three teams (six players) are playing."},
			Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "For 2 players or 2 teams, this requires 2 sequences. For 3 players or 3 teams, this only requires one sequence."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Winning", Quote: "The game ends immediately when a player or team completes the required number of Sequences."},
			Source{File: seedBible, Document: titleBible, Section: "OBJECT OF THE GAME", Quote: "For one player or team to score ONE SEQUENCE before their opponents."},
		},
		Docs: "docs/format.md sections 3 and 4",
	},
	{
		engineRule: engine.GameOver, Group: Winning, Kind: Illegal,
		Statement: "The game ends with the winning entry: nothing may follow it.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Winning", Quote: "The game ends immediately when a player or team completes the required number of Sequences."},
			Source{File: seedSequence, Document: titleSequence, Section: "END OF PLAY", Quote: "Play continues in a clockwise direction until one player or team scores the required number of Sequences, at which point that player or team wins the game."},
			Source{File: seedBible, Document: titleBible, Section: "LOSS OF CARD", Quote: "until one player or team scores a SEQUENCE, at which point that player or team wins the game."},
		},
		Docs: "docs/format.md sections 4 and 8",
	},
}
