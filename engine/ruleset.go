package engine

// CardKind is what a card does under a ruleset.
type CardKind uint8

// The kinds of card.
const (
	NotInDeck CardKind = iota // the ruleset's deck does not hold the card
	Normal                    // places a chip on an open space that shows it
	Wild                      // places a chip on any open space that is not a corner
	Removal                   // takes an opponent's unlocked chip off the board
)

// String names the kind as the documentation does.
func (k CardKind) String() string {
	return [...]string{"not in the deck", "normal", "wild", "remove"}[k]
}

// RulesetID names one of the rulesets.
type RulesetID uint8

// The rulesets of docs/format.md section 3.
const (
	Standard RulesetID = iota // Sequence, seeds 001 and 002
	RedJacks                  // Sequence with red jacks wild, seed 003
	Bible                     // Bible Sequence, seed 000
)

// MaxPlayers is the largest number of players any ruleset allows.
const MaxPlayers = 12

// Ruleset is everything that differs between the rulesets in play: which
// player counts are allowed, the deal, what every card does, the deck, and
// how many sequences win. Everything outside the engine reads a ruleset's
// differences from these fields: a new ruleset is a new entry of Rulesets
// (and, for its words and rule documents, of rulebook.RulesetWords).
type Ruleset struct {
	// ID is the ruleset's constant (Standard, RedJacks, Bible); what the
	// ruleset does is in the fields below, which is what callers read.
	ID RulesetID
	// Name is how records, flags and messages name the ruleset.
	Name string
	// Deal is the number of cards dealt to each player, by player count; 0
	// means the ruleset does not allow that many players.
	Deal [MaxPlayers + 1]int8
	// Kinds says what every card does.
	Kinds [NumCards]CardKind
	// Copies is how many of every card the deck holds.
	Copies [NumCards]uint8
	// DeckSize is the number of cards in the deck.
	DeckSize int
	// ThreeTeamsOnlyAlone is true when three colours may be used only by three
	// players playing alone (Bible Sequence).
	ThreeTeamsOnlyAlone bool
	// OneSequenceWins is true when one sequence wins whatever the number of
	// teams (Bible Sequence); otherwise two teams need two, three teams one.
	OneSequenceWins bool
}

// Kind says what card c does under the ruleset.
func (r *Ruleset) Kind(c Card) CardKind {
	if c >= NumCards {
		return NotInDeck
	}
	return r.Kinds[c]
}

// AllowsPlayers reports whether n players may play.
func (r *Ruleset) AllowsPlayers(n int) bool { return n >= 0 && n <= MaxPlayers && r.Deal[n] > 0 }

// PlayerCounts lists the allowed player counts in increasing order.
func (r *Ruleset) PlayerCounts() []int {
	var out []int
	for n := range r.Deal {
		if r.Deal[n] > 0 {
			out = append(out, n)
		}
	}
	return out
}

// SequencesToWin is the number of sequences a team needs with the given
// number of teams in play.
func (r *Ruleset) SequencesToWin(teams int) int {
	if r.OneSequenceWins || teams >= 3 {
		return 1
	}
	return 2
}

// WildCards lists the cards that place anywhere, in Card order.
func (r *Ruleset) WildCards() []Card { return r.cardsOfKind(Wild) }

// RemoveCards lists the cards that take a chip off, in Card order.
func (r *Ruleset) RemoveCards() []Card { return r.cardsOfKind(Removal) }

func (r *Ruleset) cardsOfKind(k CardKind) []Card {
	var out []Card
	for c := Card(1); c < NumCards; c++ {
		if r.Kinds[c] == k {
			out = append(out, c)
		}
	}
	return out
}

var (
	// StandardRules is standard Sequence: two-eyed jacks (JD, JC) are wild,
	// one-eyed jacks (JH, JS) remove.
	StandardRules = sequenceRuleset(Standard, "standard", [2]Card{NewCard(Jack, Diamonds), NewCard(Jack, Clubs)})
	// RedJacksRules is the house variant: red jacks (JH, JD) are wild, black
	// jacks (JC, JS) remove.
	RedJacksRules = sequenceRuleset(RedJacks, "red-jacks", [2]Card{NewCard(Jack, Hearts), NewCard(Jack, Diamonds)})
	// BibleRules is Bible Sequence: no jacks; ADD places anywhere, REMOVE takes
	// a chip off; one sequence wins.
	BibleRules = bibleRuleset()
)

// Rulesets lists every ruleset in the order of docs/format.md section 3.
var Rulesets = []*Ruleset{StandardRules, RedJacksRules, BibleRules}

// RulesetNames lists the names of Rulesets, in their order.
func RulesetNames() []string {
	out := make([]string, len(Rulesets))
	for i, r := range Rulesets {
		out[i] = r.Name
	}
	return out
}

// RulesetNamed returns the ruleset with the given name, or nil.
func RulesetNamed(name string) *Ruleset {
	for _, r := range Rulesets {
		if r.Name == name {
			return r
		}
	}
	return nil
}

// sequenceRuleset is a 104-card ruleset in which the two jacks of wild
// place anywhere and the other two remove.
func sequenceRuleset(id RulesetID, name string, wild [2]Card) *Ruleset {
	r := &Ruleset{ID: id, Name: name}
	for n, cards := range map[int]int8{2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3} {
		r.Deal[n] = cards
	}
	for c := Card(1); c <= 52; c++ {
		r.Copies[c] = 2
		switch {
		case c == wild[0] || c == wild[1]:
			r.Kinds[c] = Wild
		case c.IsJack():
			r.Kinds[c] = Removal
		default:
			r.Kinds[c] = Normal
		}
	}
	r.DeckSize = 104
	return r
}

func bibleRuleset() *Ruleset {
	r := &Ruleset{ID: Bible, Name: "bible", ThreeTeamsOnlyAlone: true, OneSequenceWins: true}
	for n, cards := range map[int]int8{2: 5, 3: 5, 4: 4, 6: 4} {
		r.Deal[n] = cards
	}
	for c := Card(1); c <= 52; c++ {
		if !c.IsJack() {
			r.Copies[c], r.Kinds[c] = 2, Normal
		}
	}
	r.Copies[Add], r.Kinds[Add] = 2, Wild
	r.Copies[Remove], r.Kinds[Remove] = 2, Removal
	r.DeckSize = 100
	return r
}
