package ruling_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
)

// houseRules is a fourth ruleset, made only of the table's fields: standard
// Sequence with the black jacks wild and the red jacks removing.
func houseRules() *engine.Ruleset {
	house := *engine.StandardRules
	house.ID, house.Name = engine.RulesetID(len(engine.Rulesets)), "house"
	for c := engine.Card(1); c < engine.NumCards; c++ {
		switch {
		case !c.IsStandard() || !c.IsJack():
		case c.Suit().IsRed():
			house.Kinds[c] = engine.Removal
		default:
			house.Kinds[c] = engine.Wild
		}
	}
	return &house
}

// houseWords are the words of houseRules: the standard ones, but for what
// players call the jacks.
func houseWords() rulebook.Words {
	w := rulebook.WordsOf(engine.StandardRules)
	w.Wild, w.Remove = "a black jack", "a red jack"
	w.Game, w.In = "the house game", "in the house game"
	return w
}

// withHouseRules adds houseRules to engine.Rulesets, and its words to
// rulebook.RulesetWords, for the test.
func withHouseRules(t *testing.T) *engine.Ruleset {
	house := houseRules()
	saved := engine.Rulesets
	engine.Rulesets = append(slices.Clone(saved), house)
	rulebook.RulesetWords[house.Name] = houseWords()
	t.Cleanup(func() {
		engine.Rulesets = saved
		delete(rulebook.RulesetWords, house.Name)
	})
	return house
}

// TestAFourthRulesetIsOnlyATableEntry: a ruleset added to engine.Rulesets,
// with its words in rulebook.RulesetWords, and nowhere else, is read from
// records, judged, named in messages and ruled on with the words of its own
// table entries.
func TestAFourthRulesetIsOnlyATableEntry(t *testing.T) {
	house := withHouseRules(t)
	rec := load(t, "house", `hands:
  Ann: [JS, JD, 7H]
  Bob: [JH, JC, 5C]
start:
  position: "*8*/10/10/10/10/10/10/10/10/*8*"
turns:
  - Ann: JS@E5
  - Bob: JHxE5
  - Ann: JD@D6
`)
	if rec.Rules != house {
		t.Fatalf("the record reads ruleset %s", rec.Rules.Name)
	}
	want := []struct {
		rule, says string
	}{
		{"play-wild", "JS is a black jack in the house game"},
		{"play-remove", "JH is a red jack in the house game"},
		{"wrong-card", "JD (a red jack, remove) removes chips in the house game; it cannot place one"},
	}
	for n, w := range want {
		r, err := ruling.RuleOn(rec, n+1)
		if err != nil {
			t.Fatal(err)
		}
		text := r.Message
		for _, reason := range r.Reasons {
			text += "\n" + reason.Text
		}
		if string(r.Rule) != w.rule || !strings.Contains(text, w.says) {
			t.Errorf("entry %d: [%s] %s\nwant [%s] saying %q", n+1, r.Rule, text, w.rule, w.says)
		}
	}
	if got := rulebook.CardRole(house, engine.NewCard(engine.Jack, engine.Clubs)); got != "a black jack" {
		t.Errorf("CardRole(JC) = %q under house", got)
	}
	_, err := record.Load([]byte("sequence: 1\nruleset: nope\nplayers: []\nturns: []\n"), record.LoadOptions{})
	if err == nil || !strings.Contains(err.Error(), "the rulesets are standard, red-jacks, bible and house") {
		t.Errorf("an unknown ruleset: %v", err)
	}
}

// TestEveryFixtureUnderAFourthRuleset rules on every entry of the rule
// fixtures, the examples and the conformance cases under the fourth ruleset,
// as TestEveryEntryOfEveryRecord does under the table's three.
func TestEveryFixtureUnderAFourthRuleset(t *testing.T) {
	ruleOnEveryEntry(t, []*engine.Ruleset{withHouseRules(t)})
}
