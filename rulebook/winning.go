package rulebook

import "github.com/seqref/seqref/engine"

var winningRules = []Rule{
	{
		ID: WinRule, Group: Winning, Kind: Principle,
		Statement: "A team wins the moment it has completed the sequences it needs.",
		Rulesets:  perRuleset(winText),
		Sources: []Source{
			src(seedSequence, "SEQUENCE", "The object of the game is to score two (2) Sequences before the opponent does when two players or two teams (four players) are playing; or one (1) Sequence when three players or three teams (six players) are playing."),
			src(seedAlt, "Corner Chips", "For 2 players or 2 teams, this requires 2 sequences. For 3 players or 3 teams, this only requires one sequence."),
			src(seedRedJacks, "Winning", "The game ends immediately when a player or team completes the required number of Sequences."),
			src(seedBible, "OBJECT OF THE GAME", "For one player or team to score ONE SEQUENCE before their opponents."),
		},
		Docs: "docs/format.md sections 3 and 4",
	},
	{
		ID: engine.GameOver.String(), Group: Winning, Kind: Illegal,
		Statement: "The game ends with the winning entry: nothing may follow it.",
		Rulesets:  same("the same under every ruleset"),
		Sources: []Source{
			src(seedRedJacks, "Winning", "The game ends immediately when a player or team completes the required number of Sequences."),
			src(seedSequence, "END OF PLAY", "Play continues in a clockwise direction until one player or team scores the required number of Sequences, at which point that player or team wins the game."),
			src(seedBible, "LOSS OF CARD", "until one player or team scores a SEQUENCE, at which point that player or team wins the game."),
		},
		Docs: "docs/format.md sections 4 and 8",
	},
}
