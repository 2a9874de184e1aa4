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

// Ruleset is everything that differs between the rulesets: which player
// counts are allowed, the deal, what every card does and what players call
// it, the deck, and how many sequences win. Everything outside the engine
// reads a ruleset's differences from these fields: a new ruleset is a new
// entry of Rulesets.
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
	// Roles name every card of the deck as players call it under the
	// ruleset, with its article: "a two-eyed jack", "a red jack", "the ADD
	// card", "a normal card"; empty for a card the deck does not hold.
	Roles [NumCards]string
	// NormalWords say which cards are normal: "every card but the jacks is
	// normal".
	NormalWords string
	// DeckWords describe the deck, after its number of cards: "two 52-card
	// decks, every card twice, 8 jacks".
	DeckWords string
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
	// Sources are the seed documents the ruleset comes from.
	Sources []string
}

// Role names what card c is under the ruleset, as players call it (see
// Roles); empty for a card the deck does not hold.
func (r *Ruleset) Role(c Card) string {
	if c >= NumCards {
		return ""
	}
	return r.Roles[c]
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

// Seed document file names: the rule documents the rulesets come from
// (docs/format.md section 3), embedded in package rulebook.
const (
	SeedBible       = "000_e33cca0d91d8e667.txt"
	SeedSequence    = "001_36f3b2b344b99fc1.txt"
	SeedSequenceAlt = "002_8847278d90c855c0.txt"
	SeedRedJacks    = "003_7a82ec5e927ce9a5.txt"
)

var (
	// StandardRules is standard Sequence: two-eyed jacks (JD, JC) are wild,
	// one-eyed jacks (JH, JS) remove.
	StandardRules = sequenceRuleset(Standard, "standard", jacks{
		wild: [2]Card{NewCard(Jack, Diamonds), NewCard(Jack, Clubs)}, wildRole: "a two-eyed jack", removeRole: "a one-eyed jack",
	}, SeedSequence, SeedSequenceAlt)
	// RedJacksRules is the house variant: red jacks (JH, JD) are wild, black
	// jacks (JC, JS) remove.
	RedJacksRules = sequenceRuleset(RedJacks, "red-jacks", jacks{
		wild: [2]Card{NewCard(Jack, Hearts), NewCard(Jack, Diamonds)}, wildRole: "a red jack", removeRole: "a black jack",
	}, SeedRedJacks)
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

// jacks says which two jacks of a 104-card ruleset are wild, the other two
// removing, and what players call each kind.
type jacks struct {
	wild                 [2]Card
	wildRole, removeRole string
}

// normalRole is what players call a card that is neither wild nor removes.
const normalRole = "a normal card"

func sequenceRuleset(id RulesetID, name string, j jacks, sources ...string) *Ruleset {
	r := &Ruleset{ID: id, Name: name, Sources: sources,
		NormalWords: "every card but the jacks is normal",
		DeckWords:   "two 52-card decks, every card twice, 8 jacks"}
	for n, cards := range map[int]int8{2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3} {
		r.Deal[n] = cards
	}
	for c := Card(1); c <= 52; c++ {
		r.Copies[c] = 2
		switch {
		case c == j.wild[0] || c == j.wild[1]:
			r.Kinds[c], r.Roles[c] = Wild, j.wildRole
		case c.IsJack():
			r.Kinds[c], r.Roles[c] = Removal, j.removeRole
		default:
			r.Kinds[c], r.Roles[c] = Normal, normalRole
		}
	}
	r.DeckSize = 104
	return r
}

func bibleRuleset() *Ruleset {
	r := &Ruleset{ID: Bible, Name: "bible", ThreeTeamsOnlyAlone: true, OneSequenceWins: true, Sources: []string{SeedBible},
		NormalWords: "every card but ADD and REMOVE is normal (the bible deck has no jacks)",
		DeckWords:   "the 48 cards the board shows, twice each, with 2 ADD and 2 REMOVE; no jacks"}
	for n, cards := range map[int]int8{2: 5, 3: 5, 4: 4, 6: 4} {
		r.Deal[n] = cards
	}
	for c := Card(1); c <= 52; c++ {
		if !c.IsJack() {
			r.Copies[c], r.Kinds[c], r.Roles[c] = 2, Normal, normalRole
		}
	}
	r.Copies[Add], r.Kinds[Add], r.Roles[Add] = 2, Wild, "the ADD card"
	r.Copies[Remove], r.Kinds[Remove], r.Roles[Remove] = 2, Removal, "the REMOVE card"
	r.DeckSize = 100
	return r
}
