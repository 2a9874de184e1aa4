package rulebook

import "github.com/seqref/seqref/engine"

// Seed document file names: the rule documents the rulesets come from
// (docs/format.md section 3), embedded in this package (SeedDocument).
const (
	SeedBible       = "000_e33cca0d91d8e667.txt"
	SeedSequence    = "001_36f3b2b344b99fc1.txt"
	SeedSequenceAlt = "002_8847278d90c855c0.txt"
	SeedRedJacks    = "003_7a82ec5e927ce9a5.txt"
)

// Words is how players and the rule documents speak of a ruleset: what they
// call its cards and its deck, and the documents it comes from. The engine
// holds what the cards do; these are the words for it.
type Words struct {
	// Wild and Remove are what players call a wild card and a remove card
	// under the ruleset, with the article: "a two-eyed jack", "the ADD
	// card". A normal card is "a normal card" under every ruleset.
	Wild, Remove string
	// Normal says which cards are normal: "every card but the jacks is
	// normal".
	Normal string
	// Deck describes the deck, after its number of cards: "two 52-card
	// decks, every card twice, 8 jacks".
	Deck string
	// Sources are the seed documents the ruleset comes from, by file name.
	Sources []string
	// Game is the game the ruleset plays, as players name it, never by the
	// ruleset's id: "the standard game", "Bible Sequence"; In says "under
	// the ruleset" in their words: "in the standard game", "with red jacks
	// wild".
	Game, In string
}

// normalRole is what players call a card that is neither wild nor removes.
const normalRole = "a normal card"

const (
	jacksNormal = "every card but the jacks is normal"
	jacksDeck   = "two 52-card decks, every card twice, 8 jacks"
)

// RulesetWords holds the Words of every ruleset of engine.Rulesets, by its
// name. A ruleset added to engine.Rulesets gets its words here.
var RulesetWords = map[string]Words{
	engine.StandardRules.Name: {Wild: "a two-eyed jack", Remove: "a one-eyed jack", Normal: jacksNormal, Deck: jacksDeck,
		Sources: []string{SeedSequence, SeedSequenceAlt}, Game: "the standard game", In: "in the standard game"},
	engine.RedJacksRules.Name: {Wild: "a red jack", Remove: "a black jack", Normal: jacksNormal, Deck: jacksDeck,
		Sources: []string{SeedRedJacks}, Game: "the game with red jacks wild", In: "with red jacks wild"},
	engine.BibleRules.Name: {Wild: "the ADD card", Remove: "the REMOVE card",
		Normal:  "every card but ADD and REMOVE is normal (the bible deck has no jacks)",
		Deck:    "the 48 cards the board shows, twice each, with 2 ADD and 2 REMOVE; no jacks",
		Sources: []string{SeedBible}, Game: "Bible Sequence", In: "in Bible Sequence"},
}

// WordsOf returns the words of ruleset r (the zero Words for a ruleset
// RulesetWords does not hold).
func WordsOf(r *engine.Ruleset) Words { return RulesetWords[r.Name] }

// GameWords is the game a ruleset plays as players name it (Words.Game),
// or "the NAME rules" for a ruleset without words.
func GameWords(r *engine.Ruleset) string {
	if w := WordsOf(r); w.Game != "" {
		return w.Game
	}
	return "the " + r.Name + " rules"
}

// InWords says "under the ruleset" as players do (Words.In), or "under
// NAME" for a ruleset without words.
func InWords(r *engine.Ruleset) string {
	if w := WordsOf(r); w.In != "" {
		return w.In
	}
	return "under " + r.Name
}
