package rulebook

import "github.com/seqref/seqref/engine"

var setupRules = []Rule{
	{
		engineRule: engine.SetupPlayers, Group: Setup, Kind: Illegal,
		Statement: "The number of players must be one the ruleset allows.",
		read:      playerCounts,
		Sources: []Source{
			Source{File: seedAlt, Document: titleAlt, Section: "NUMBER OF PLAYERS", Quote: "NUMBER OF PLAYERS: 2, 3, 4, 6, 8, 9, 10, or 12 players can play"},
			Source{File: seedBible, Document: titleBible, Section: "PLAYERS", Quote: "2 to 6 players. Up to 3 players may play individually. More than 3 players must be in teams."},
		},
		Docs: "docs/format.md section 3",
		Note: "Bible Sequence says 2 to 6 players, but five players can neither play alone (up to 3 may) nor split into equal teams, so bible allows 2, 3, 4 or 6.",
	},
	{
		engineRule: engine.SetupTeams, Group: Setup, Kind: Illegal,
		Statement: "Players play alone (up to three) or in two or three teams of equal size; the teams are the chip colours green, blue and red.",
		read:      teamsText,
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "GAME SET-UP", Quote: "Team players must be evenly divided into teams."},
			Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "Sequence is a strategy board game for either 2 or 3 individual players or 2 or 3 even teams of players up to 12 players in total."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Setup", Quote: "Players divide evenly into 2 or 3 teams."},
			Source{File: seedBible, Document: titleBible, Section: "EQUIPMENT", Quote: "Three sets of chips are used only when there are three players."},
		},
		Docs: "docs/format.md section 3",
	},
	{
		engineRule: engine.SetupSeating, Group: Setup, Kind: Illegal,
		Statement: "Teammates alternate around the table: with T teams, the player in seat i is on the same team as the player in seat i+T. The order of players: is the seating.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "GAME SET-UP", Quote: "Team members must alternate their physical positions with opponents around the playing surface."},
			Source{File: seedSequence, Document: titleSequence, Section: "NUMBER OF CARDS DEALT TO EACH PLAYER", Quote: "Team members must alternate their physical positions every third player around the playing surface."},
			Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "Players should sit so that no two teammates sit next to one another."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Setup", Quote: "Teammates must alternate seating positions around the board (e.g., Team A, Team B, Team A, Team B)."},
			Source{File: seedBible, Document: titleBible, Section: "SETUP", Quote: "Team members must alternate their physical positions with opponents around the playing surface."},
		},
		Docs: "docs/format.md section 3",
	},
	{
		engineRule: engine.SetupHands, Group: Setup, Kind: Illegal,
		Statement: "A starting hand written in hands: holds exactly as many cards as the ruleset deals for that many players. With start: hand sizes are not checked.",
		read:      dealText,
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "Number Of Cards Dealt Each Player", Quote: "2 players 7 cards each"},
			Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "In a 2-player game each player receives a hand of 7 cards, 3 and 4 players receive 6 cards each, 6 players receive 5 cards each, 8 and 9 players receive 4 cards each, and 10 and 12 players receive 3 cards each."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Setup", Quote: "3-4 players: 6 cards each"},
			Source{File: seedBible, Document: titleBible, Section: "SETUP", Quote: "For 2-3 players: 5 cards each; For 4-6 players: 4 cards each."},
		},
		Docs: "docs/format.md sections 3 and 5",
	},
	{
		engineRule: engine.SetupDeck, Group: Setup, Kind: Illegal,
		Statement: "Hands and deck together hold no card more often than the ruleset's deck does. Without start:, the deck is exactly what the deal leaves, so with every hand written too, hands and deck are the whole deck.",
		read:      deckText,
		Sources: []Source{
			Source{File: seedAlt, Document: titleAlt, Section: "MATERIALS", Quote: "MATERIALS: A rulebook, a game board, 48 chips each of red, blue and green, and 104 sequence cards."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Setup", Quote: "Shuffle the deck (2 full decks combined)"},
			Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "There are eight (8) Jacks in the card deck"},
			Source{File: seedBible, Document: titleBible, Section: "ADD & REMOVE CARDS", Quote: "There are two 'ADD' and two 'REMOVE' cards in the card deck."},
		},
		Docs: "docs/format.md sections 1, 3 and 5",
		Note: "Jokers are not used: the standard deck is two 52-card decks without them, both shuffled together for any number of players.",
	},
	{
		engineRule: engine.SetupStart, Group: Setup, Kind: Illegal,
		Statement: "A start: position must be one a game can reach: chips only of colours in play; each listed sequence five spaces in a line holding that team's locked chips or corners; no locked chip outside a listed sequence; no two sequences of a team sharing more than one space; at most one team that already has the sequences it needs.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "THE JACKS", Quote: "Once a Sequence is achieved by a player or a team, it cannot be broken."},
			Source{File: seedSequence, Document: titleSequence, Section: "END OF PLAY", Quote: "If two Sequences are required to win, any one of the spaces from the first Sequence may be used as part of the second Sequence."},
		},
		Docs: "docs/format.md section 5",
		Note: "The rule documents know no start positions; start: is the record format's, and a start position obeys the rules a game from an empty board would.",
	},
}
