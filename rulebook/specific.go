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

// specific holds, for a rule and a fact, the sentences of the rule
// documents that speak of that fact, most specific first.
var specific = map[string]map[Fact][]Source{
	"setup-hands": {
		PlayersFact(2):  {src(seedSequence, dealSection, "2 players 7 cards each"), src(seedRedJacks, "Setup", "2 players: 7 cards each"), src(seedBible, "SETUP", bibleDealSmall), src(seedAlt, "TYPE OF GAME", altDeal)},
		PlayersFact(3):  {src(seedSequence, dealSection, "3 players 6 cards each"), src(seedRedJacks, "Setup", "3-4 players: 6 cards each"), src(seedBible, "SETUP", bibleDealSmall), src(seedAlt, "TYPE OF GAME", altDeal)},
		PlayersFact(4):  {src(seedSequence, dealSection, "4 players 6 cards each"), src(seedRedJacks, "Setup", "3-4 players: 6 cards each"), src(seedBible, "SETUP", bibleDealLarge), src(seedAlt, "TYPE OF GAME", altDeal)},
		PlayersFact(5):  {src(seedBible, "SETUP", bibleDealLarge)},
		PlayersFact(6):  {src(seedSequence, dealSection, "6 players 5 cards each"), src(seedRedJacks, "Setup", "6 players: 5 cards each"), src(seedBible, "SETUP", bibleDealLarge), src(seedAlt, "TYPE OF GAME", altDeal)},
		PlayersFact(8):  {src(seedSequence, dealSection, "8 players 4 cards each"), src(seedRedJacks, "Setup", "8-9 players: 4 cards each"), src(seedAlt, "TYPE OF GAME", altDeal)},
		PlayersFact(9):  {src(seedSequence, dealSection, "9 players 4 cards each"), src(seedRedJacks, "Setup", "8-9 players: 4 cards each"), src(seedAlt, "TYPE OF GAME", altDeal)},
		PlayersFact(10): {src(seedSequence, dealSection, "10 players 3 cards each"), src(seedRedJacks, "Setup", "10-12 players: 3 cards each"), src(seedAlt, "TYPE OF GAME", altDeal)},
		PlayersFact(12): {src(seedSequence, dealSection, "12 players 3 cards each"), src(seedRedJacks, "Setup", "10-12 players: 3 cards each"), src(seedAlt, "TYPE OF GAME", altDeal)},
	},
	"occupied": {
		NormalCard: {
			src(seedAlt, "TYPE OF GAME", "A player may play on either space when they play the matching card, as long as it is not already occupied by another player’s marker."),
			src(seedBible, "PLAY", "A player can play on either one of the spaces as long as it is not already covered by another marker chip."),
			src(seedRedJacks, "Gameplay", "Place a chip of your color on one of the two corresponding spaces on the game board."),
		},
		WildCard: {
			src(seedSequence, "THE JACKS", twoEyed),
			src(seedRedJacks, "Special Cards", "Can be played to place a chip on any open space on the board."),
			src(seedBible, "ADD & REMOVE CARDS", "To play an 'ADD' card, place it on your discard pile and place one of your chips on any open space on the game board."),
		},
	},
	"wrong-card": {
		WildCard: {
			src(seedSequence, "THE JACKS", twoEyed),
			src(seedAlt, "Corner Chips", "Two eyed jacks are wild cards and allow you to place a chip wherever you would like on the board."),
			src(seedRedJacks, "Special Cards", "Red Jacks (Wild): Hearts and Diamonds."),
		},
		RemoveCard: {
			src(seedSequence, "THE JACKS", oneEyed),
			src(seedAlt, "Corner Chips", "The one-eyed jacks can be played to remove one of another team’s chip from the board."),
			src(seedRedJacks, "Special Cards", "Black Jacks (Remove): Clubs and Spades."),
			src(seedBible, "ADD & REMOVE CARDS", "To play a 'REMOVE' card, place it on your discard pile and remove one of your opponent's chips from the game board."),
		},
		NormalCard: {
			src(seedSequence, "THE JACKS", oneEyed),
			src(seedAlt, "Corner Chips", "The one-eyed jacks can be played to remove one of another team’s chip from the board."),
			src(seedRedJacks, "Special Cards", "Black Jacks (Remove): Clubs and Spades."),
			src(seedBible, "ADD & REMOVE CARDS", "To play a 'REMOVE' card, place it on your discard pile and remove one of your opponent's chips from the game board."),
		},
	},
	"play-remove": {
		RemoveCard: {
			src(seedSequence, "THE JACKS", oneEyed),
			src(seedAlt, "Corner Chips", "The one-eyed jacks can be played to remove one of another team’s chip from the board."),
			src(seedRedJacks, "Special Cards", "Black Jacks (Remove): Clubs and Spades. Can be played to remove one of the opponent's chips from the board."),
			src(seedBible, "ADD & REMOVE CARDS", "To play a 'REMOVE' card, place it on your discard pile and remove one of your opponent's chips from the game board."),
		},
	},
	"play-wild": {
		WildCard: {
			src(seedSequence, "THE JACKS", twoEyed),
			src(seedAlt, "Corner Chips", "Two eyed jacks are wild cards and allow you to place a chip wherever you would like on the board."),
			src(seedRedJacks, "Special Cards", "Red Jacks (Wild): Hearts and Diamonds. Can be played to place a chip on any open space on the board."),
			src(seedBible, "ADD & REMOVE CARDS", "To play an 'ADD' card, place it on your discard pile and place one of your chips on any open space on the game board."),
		},
	},
	"win": {
		TwoToWin: {
			src(seedSequence, "SEQUENCE", "The object of the game is to score two (2) Sequences before the opponent does when two players or two teams (four players) are playing"),
			src(seedAlt, "Corner Chips", "For 2 players or 2 teams, this requires 2 sequences."),
		},
		OneToWin: {
			src(seedAlt, "Corner Chips", "For 3 players or 3 teams, this only requires one sequence."),
			src(seedSequence, "SEQUENCE", "or one (1) Sequence when three players or three teams (six players) are playing."),
			src(seedBible, "OBJECT OF THE GAME", "For one player or team to score ONE SEQUENCE before their opponents."),
		},
	},
	"out-of-turn": {
		DeadOutOfTurn: {
			src(seedSequence, "DEAD CARDS", "The Player may turn it in for a new card when it is his turn."),
			src(seedAlt, "Corner Chips", "Once per turn, you may turn in a dead card for a new one"),
			src(seedRedJacks, "Board Features", "You may reveal it on your turn, discard it, draw a new card, and then take your normal turn."),
		},
	},
}

// Specific lists the sentences of every rule document that speak of a
// rule's fact, most specific first; OfRuleset keeps those of one ruleset.
func Specific(rule string, f Fact) []Source { return append([]Source(nil), specific[rule][f]...) }

// SpecificSources lists every sentence of the table, for tests.
func SpecificSources() []Source {
	var out []Source
	for _, byFact := range specific {
		for _, s := range byFact {
			out = append(out, s...)
		}
	}
	return out
}
