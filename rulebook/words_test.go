package rulebook_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/rulebook"
)

// TestEveryRulesetHasWords: every ruleset of the engine has its words and
// rule documents here, and every card its deck holds has a name.
func TestEveryRulesetHasWords(t *testing.T) {
	for _, r := range engine.Rulesets {
		w := rulebook.WordsOf(r)
		if w.Wild == "" || w.Remove == "" || w.Normal == "" || w.Deck == "" || len(w.Sources) == 0 || w.Game == "" || w.In == "" {
			t.Errorf("%s: words missing: %+v", r.Name, w)
		}
		for c := engine.Card(1); c < engine.NumCards; c++ {
			role := rulebook.CardRole(r, c)
			if (r.Kind(c) == engine.NotInDeck) != (role == "not in the "+r.Name+" deck") {
				t.Errorf("%s: %v (%v) is %q", r.Name, c, r.Kind(c), role)
			}
		}
	}
	if got := rulebook.CardRole(engine.StandardRules, engine.NewCard(engine.Jack, engine.Hearts)); got != "a one-eyed jack" {
		t.Errorf("JH under standard is %q", got)
	}
	if got := rulebook.CardRole(engine.BibleRules, engine.Add); got != "the ADD card" {
		t.Errorf("ADD under bible is %q", got)
	}
}
