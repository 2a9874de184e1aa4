package rulebook

import "github.com/seqref/seqref/engine"

var setupRules = []Rule{
	{
		ID: engine.SetupPlayers.String(), Group: Setup, Kind: Illegal,
		Statement: "The number of players must be one the ruleset allows.",
		Rulesets:  perRuleset(playerCounts),
		Sources: []Source{
			src(seedAlt, "NUMBER OF PLAYERS", "NUMBER OF PLAYERS: 2, 3, 4, 6, 8, 9, 10, or 12 players can play"),
			src(seedBible, "PLAYERS", "2 to 6 players. Up to 3 players may play individually. More than 3 players must be in teams."),
		},
		Docs: "docs/format.md section 3",
		Note: "Bible Sequence says 2 to 6 players, but five players can neither play alone (up to 3 may) nor split into equal teams, so bible allows 2, 3, 4 or 6.",
	},
	{
		ID: engine.SetupTeams.String(), Group: Setup, Kind: Illegal,
		Statement: "Players play alone (up to three) or in two or three teams of equal size; the teams are the chip colours green, blue and red.",
		Rulesets:  perRuleset(teamsText),
		Sources: []Source{
			src(seedSequence, "GAME SET-UP", "Team players must be evenly divided into teams."),
			src(seedAlt, "TYPE OF GAME", "Sequence is a strategy board game for either 2 or 3 individual players or 2 or 3 even teams of players up to 12 players in total."),
			src(seedRedJacks, "Setup", "Players divide evenly into 2 or 3 teams."),
			src(seedBible, "EQUIPMENT", "Three sets of chips are used only when there are three players."),
		},
		Docs: "docs/format.md section 3",
	},
	{
		ID: engine.SetupSeating.String(), Group: Setup, Kind: Illegal,
		Statement: "Teammates alternate around the table: with T teams, the player in seat i is on the same team as the player in seat i+T. The order of players: is the seating.",
		Rulesets:  same("the same under every ruleset"),
		Sources: []Source{
			src(seedSequence, "GAME SET-UP", "Team members must alternate their physical positions with opponents around the playing surface."),
			src(seedSequence, "NUMBER OF CARDS DEALT TO EACH PLAYER", "Team members must alternate their physical positions every third player around the playing surface."),
			src(seedAlt, "TYPE OF GAME", "Players should sit so that no two teammates sit next to one another."),
			src(seedRedJacks, "Setup", "Teammates must alternate seating positions around the board (e.g., Team A, Team B, Team A, Team B)."),
			src(seedBible, "SETUP", "Team members must alternate their physical positions with opponents around the playing surface."),
		},
		Docs: "docs/format.md section 3",
	},
	{
		ID: engine.SetupHands.String(), Group: Setup, Kind: Illegal,
		Statement: "A starting hand written in hands: holds exactly as many cards as the ruleset deals for that many players. With start: hand sizes are not checked.",
		Rulesets:  perRuleset(dealText),
		Sources: []Source{
			src(seedSequence, "Number Of Cards Dealt Each Player", "2 players 7 cards each"),
			src(seedAlt, "TYPE OF GAME", "In a 2-player game each player receives a hand of 7 cards, 3 and 4 players receive 6 cards each, 6 players receive 5 cards each, 8 and 9 players receive 4 cards each, and 10 and 12 players receive 3 cards each."),
			src(seedRedJacks, "Setup", "3-4 players: 6 cards each"),
			src(seedBible, "SETUP", "For 2-3 players: 5 cards each; For 4-6 players: 4 cards each."),
		},
		Docs: "docs/format.md sections 3 and 5",
	},
	{
		ID: engine.SetupDeck.String(), Group: Setup, Kind: Illegal,
		Statement: "Hands and deck together hold no card more often than the ruleset's deck does. Without start:, the deck is exactly what the deal leaves, so with every hand written too, hands and deck are the whole deck.",
		Rulesets:  perRuleset(deckText),
		Sources: []Source{
			src(seedAlt, "MATERIALS", "MATERIALS: A rulebook, a game board, 48 chips each of red, blue and green, and 104 sequence cards."),
			src(seedRedJacks, "Setup", "Shuffle the deck (2 full decks combined)"),
			src(seedSequence, "THE JACKS", "There are eight (8) Jacks in the card deck"),
			src(seedBible, "ADD & REMOVE CARDS", "There are two 'ADD' and two 'REMOVE' cards in the card deck."),
		},
		Docs: "docs/format.md sections 1, 3 and 5",
		Note: "Jokers are not used: the standard deck is two 52-card decks without them, both shuffled together for any number of players.",
	},
	{
		ID: engine.SetupStart.String(), Group: Setup, Kind: Illegal,
		Statement: "A start: position must be one a game can reach: chips only of colours in play; each listed sequence five spaces in a line holding that team's locked chips or corners; no locked chip outside a listed sequence; no two sequences of a team sharing more than one space; at most one team that already has the sequences it needs.",
		Rulesets:  same("the same under every ruleset"),
		Sources: []Source{
			src(seedSequence, "THE JACKS", "Once a Sequence is achieved by a player or a team, it cannot be broken."),
			src(seedSequence, "END OF PLAY", "If two Sequences are required to win, any one of the spaces from the first Sequence may be used as part of the second Sequence."),
		},
		Docs: "docs/format.md section 5",
		Note: "The rule documents know no start positions; start: is the record format's, and a start position obeys the rules a game from an empty board would.",
	},
}
