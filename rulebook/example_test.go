package rulebook_test

import (
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/rulebook"
)

// Look a rule up by its id: its statement, how each ruleset reads it, and
// where the rule documents say it.
func ExampleLookup() {
	r, ok := rulebook.Lookup("remove-locked")
	if !ok {
		return
	}
	fmt.Println(r.ID, "-", r.Kind)
	fmt.Println(r.Statement)
	for _, s := range r.SourcesFor(engine.StandardRules) {
		fmt.Println("source:", s.Cite())
	}
	// Output:
	// remove-locked - illegal
	// A chip that is part of a completed sequence is locked: no remove card can take it.
	// source: Game Rules, RVers of Idaho, THE JACKS
	// source: untitled rules ("OBJECT OF SEQUENCE")
}

// What players call a card under each ruleset.
func ExampleCardRole() {
	jd := engine.NewCard(engine.Jack, engine.Diamonds)
	for _, r := range engine.Rulesets {
		fmt.Printf("%s: JD is %s\n", r.Name, rulebook.CardRole(r, jd))
	}
	// Output:
	// standard: JD is a two-eyed jack
	// red-jacks: JD is a red jack
	// bible: JD is not in the bible deck
}
