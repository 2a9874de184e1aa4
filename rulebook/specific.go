package rulebook

// Fact names what distinguishes a situation for the sentence a ruling
// quotes: the number of players for the deal, the kind of card played,
// a dead card turned in out of turn. A ruling on a rule with a fact quotes
// the sentence of the ruleset's documents that speaks of that very fact
// (docs/referee.md, "The answer first").
type Fact string

// The facts that pick a sentence; for the deal, PlayersFact names the
// number of players.
const (
	// NormalCard, WildCard and RemoveCard: the kind of card played.
	NormalCard Fact = "normal card"
	WildCard   Fact = "wild card"
	RemoveCard Fact = "remove card"
	// DeadOutOfTurn: a dead card turned in when it is not the player's
	// turn.
	DeadOutOfTurn Fact = "dead card out of turn"
	// TwoToWin and OneToWins: the number of sequences a team needs.
	TwoToWin Fact = "two sequences to win"
	OneToWin Fact = "one sequence to win"
	// PlayAlone: more than three players, some of whom play alone.
	PlayAlone Fact = "more than three, some alone"
)

// PlayersFact is the fact of a deal for n players: "3 players".
func PlayersFact(n int) Fact { return Fact(itoa(n) + " players") }

func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

const (
	dealSection    = "Number Of Cards Dealt Each Player"
	oneEyed        = "four (4) Jacks with one (1) eye which are anti-wild and are used to remove chips from the board."
	twoEyed        = "four (4) Jacks with two eyes which are wild and are used to place a chip anywhere on the board not already occupied by a chip"
	altDeal        = "In a 2-player game each player receives a hand of 7 cards, 3 and 4 players receive 6 cards each, 6 players receive 5 cards each, 8 and 9 players receive 4 cards each, and 10 and 12 players receive 3 cards each."
	bibleDealSmall = "For 2-3 players: 5 cards each"
	bibleDealLarge = "For 4-6 players: 4 cards each."
)

// factSentence is a sentence of a rule document on a rule's fact: static
// data, so that the table costs the WebAssembly of the board page (which
// must stay within its weight, docs/architecture.md) no code.
type factSentence struct {
	rule                 ID
	fact                 Fact
	file, section, quote string
}

// specific holds, for a rule and a fact, the sentences of the rule
// documents that speak of that fact, most specific first.
var specific = []factSentence{
	{"setup-hands", "2 players", seedSequence, dealSection, "2 players 7 cards each"},
	{"setup-hands", "2 players", seedRedJacks, "Setup", "2 players: 7 cards each"},
	{"setup-hands", "2 players", seedBible, "SETUP", bibleDealSmall},
	{"setup-hands", "2 players", seedAlt, "TYPE OF GAME", altDeal},
	{"setup-hands", "3 players", seedSequence, dealSection, "3 players 6 cards each"},
	{"setup-hands", "3 players", seedRedJacks, "Setup", "3-4 players: 6 cards each"},
	{"setup-hands", "3 players", seedBible, "SETUP", bibleDealSmall},
	{"setup-hands", "3 players", seedAlt, "TYPE OF GAME", altDeal},
	{"setup-hands", "4 players", seedSequence, dealSection, "4 players 6 cards each"},
	{"setup-hands", "4 players", seedRedJacks, "Setup", "3-4 players: 6 cards each"},
	{"setup-hands", "4 players", seedBible, "SETUP", bibleDealLarge},
	{"setup-hands", "4 players", seedAlt, "TYPE OF GAME", altDeal},
	{"setup-hands", "5 players", seedBible, "SETUP", bibleDealLarge},
	{"setup-hands", "6 players", seedSequence, dealSection, "6 players 5 cards each"},
	{"setup-hands", "6 players", seedRedJacks, "Setup", "6 players: 5 cards each"},
	{"setup-hands", "6 players", seedBible, "SETUP", bibleDealLarge},
	{"setup-hands", "6 players", seedAlt, "TYPE OF GAME", altDeal},
	{"setup-hands", "8 players", seedSequence, dealSection, "8 players 4 cards each"},
	{"setup-hands", "8 players", seedRedJacks, "Setup", "8-9 players: 4 cards each"},
	{"setup-hands", "8 players", seedAlt, "TYPE OF GAME", altDeal},
	{"setup-hands", "9 players", seedSequence, dealSection, "9 players 4 cards each"},
	{"setup-hands", "9 players", seedRedJacks, "Setup", "8-9 players: 4 cards each"},
	{"setup-hands", "9 players", seedAlt, "TYPE OF GAME", altDeal},
	{"setup-hands", "10 players", seedSequence, dealSection, "10 players 3 cards each"},
	{"setup-hands", "10 players", seedRedJacks, "Setup", "10-12 players: 3 cards each"},
	{"setup-hands", "10 players", seedAlt, "TYPE OF GAME", altDeal},
	{"setup-hands", "12 players", seedSequence, dealSection, "12 players 3 cards each"},
	{"setup-hands", "12 players", seedRedJacks, "Setup", "10-12 players: 3 cards each"},
	{"setup-hands", "12 players", seedAlt, "TYPE OF GAME", altDeal},
	{"occupied", NormalCard, seedAlt, "TYPE OF GAME", "A player may play on either space when they play the matching card, as long as it is not already occupied by another player’s marker."},
	{"occupied", NormalCard, seedBible, "PLAY", "A player can play on either one of the spaces as long as it is not already covered by another marker chip."},
	{"occupied", NormalCard, seedRedJacks, "Gameplay", "Place a chip of your color on one of the two corresponding spaces on the game board."},
	{"occupied", WildCard, seedSequence, "THE JACKS", twoEyed},
	{"occupied", WildCard, seedRedJacks, "Special Cards", "Can be played to place a chip on any open space on the board."},
	{"occupied", WildCard, seedBible, "ADD & REMOVE CARDS", "To play an 'ADD' card, place it on your discard pile and place one of your chips on any open space on the game board."},
	{"wrong-card", WildCard, seedSequence, "THE JACKS", twoEyed},
	{"wrong-card", WildCard, seedAlt, "Corner Chips", "Two eyed jacks are wild cards and allow you to place a chip wherever you would like on the board."},
	{"wrong-card", WildCard, seedRedJacks, "Special Cards", "Red Jacks (Wild): Hearts and Diamonds."},
	{"wrong-card", RemoveCard, seedSequence, "THE JACKS", oneEyed},
	{"wrong-card", RemoveCard, seedAlt, "Corner Chips", "The one-eyed jacks can be played to remove one of another team’s chip from the board."},
	{"wrong-card", RemoveCard, seedRedJacks, "Special Cards", "Black Jacks (Remove): Clubs and Spades."},
	{"wrong-card", RemoveCard, seedBible, "ADD & REMOVE CARDS", "To play a 'REMOVE' card, place it on your discard pile and remove one of your opponent's chips from the game board."},
	{"wrong-card", NormalCard, seedSequence, "THE JACKS", oneEyed},
	{"wrong-card", NormalCard, seedAlt, "Corner Chips", "The one-eyed jacks can be played to remove one of another team’s chip from the board."},
	{"wrong-card", NormalCard, seedRedJacks, "Special Cards", "Black Jacks (Remove): Clubs and Spades."},
	{"wrong-card", NormalCard, seedBible, "ADD & REMOVE CARDS", "To play a 'REMOVE' card, place it on your discard pile and remove one of your opponent's chips from the game board."},
	{"play-remove", RemoveCard, seedSequence, "THE JACKS", oneEyed},
	{"play-remove", RemoveCard, seedAlt, "Corner Chips", "The one-eyed jacks can be played to remove one of another team’s chip from the board."},
	{"play-remove", RemoveCard, seedRedJacks, "Special Cards", "Black Jacks (Remove): Clubs and Spades. Can be played to remove one of the opponent's chips from the board."},
	{"play-remove", RemoveCard, seedBible, "ADD & REMOVE CARDS", "To play a 'REMOVE' card, place it on your discard pile and remove one of your opponent's chips from the game board."},
	{"play-wild", WildCard, seedSequence, "THE JACKS", twoEyed},
	{"play-wild", WildCard, seedAlt, "Corner Chips", "Two eyed jacks are wild cards and allow you to place a chip wherever you would like on the board."},
	{"play-wild", WildCard, seedRedJacks, "Special Cards", "Red Jacks (Wild): Hearts and Diamonds. Can be played to place a chip on any open space on the board."},
	{"play-wild", WildCard, seedBible, "ADD & REMOVE CARDS", "To play an 'ADD' card, place it on your discard pile and place one of your chips on any open space on the game board."},
	{"win", TwoToWin, seedSequence, "SEQUENCE", "The object of the game is to score two (2) Sequences before the opponent does when two players or two teams (four players) are playing"},
	{"win", TwoToWin, seedAlt, "Corner Chips", "For 2 players or 2 teams, this requires 2 sequences."},
	{"win", OneToWin, seedAlt, "Corner Chips", "For 3 players or 3 teams, this only requires one sequence."},
	{"win", OneToWin, seedSequence, "SEQUENCE", "or one (1) Sequence when three players or three teams (six players) are playing."},
	{"win", OneToWin, seedBible, "OBJECT OF THE GAME", "For one player or team to score ONE SEQUENCE before their opponents."},
	{"setup-teams", PlayAlone, seedAlt, "TYPE OF GAME", "Sequence is a strategy board game for either 2 or 3 individual players or 2 or 3 even teams of players up to 12 players in total."},
	{"setup-teams", PlayAlone, seedBible, "PLAYERS", "Up to 3 players may play individually. More than 3 players must be in teams."},
	{"setup-teams", PlayAlone, seedRedJacks, "Setup", "Teams: Players divide evenly into 2 or 3 teams."},
	{"out-of-turn", DeadOutOfTurn, seedSequence, "DEAD CARDS", "The Player may turn it in for a new card when it is his turn."},
	{"out-of-turn", DeadOutOfTurn, seedAlt, "Corner Chips", "Once per turn, you may turn in a dead card for a new one"},
	{"out-of-turn", DeadOutOfTurn, seedRedJacks, "Board Features", "You may reveal it on your turn, discard it, draw a new card, and then take your normal turn."},
}

// Specific lists the sentences of every rule document that speak of a
// rule's fact, most specific first; OfRuleset keeps those of one ruleset.
func Specific(rule ID, f Fact) []Source {
	var out []Source
	for _, s := range specific {
		if s.rule == rule && s.fact == f {
			out = append(out, src(s.file, s.section, s.quote))
		}
	}
	return out
}

// SpecificSources lists every sentence of the table, for tests.
func SpecificSources() []Source {
	out := make([]Source, len(specific))
	for i, s := range specific {
		out[i] = src(s.file, s.section, s.quote)
	}
	return out
}
