package rulebook_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/seqref/seqref/rulebook"
)

// TestDecisionsAreTheDocs: the decisions are numbered D1, D2, ... in order,
// each has a title and a text, and docs/rules.md states every one of them
// (and no more).
func TestDecisionsAreTheDocs(t *testing.T) {
	data, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	docs := string(data)
	all := rulebook.Decisions()
	if len(all) < 20 {
		t.Fatalf("%d decisions, want at least 20", len(all))
	}
	for i, d := range all {
		if want := fmt.Sprintf("D%d", i+1); d.ID != want {
			t.Errorf("decision %d is %s, want %s", i+1, d.ID, want)
		}
		if d.Title == "" || !strings.HasSuffix(d.Text, ".") {
			t.Errorf("%s: title %q, text %q: want a title and a sentence", d.ID, d.Title, d.Text)
		}
		if !strings.Contains(docs, "**"+d.ID+". ") {
			t.Errorf("docs/rules.md does not state %s", d.ID)
		}
		if got, ok := rulebook.DecisionOf(strings.ToLower(d.ID)); !ok || got.ID != d.ID {
			t.Errorf("DecisionOf(%q) = %v, %v", strings.ToLower(d.ID), got.ID, ok)
		}
	}
	if next := fmt.Sprintf("**D%d. ", len(all)+1); strings.Contains(docs, next) {
		t.Errorf("docs/rules.md states %s, which the catalogue does not hold", strings.Trim(next, "*. "))
	}
	if _, ok := rulebook.DecisionOf("D0"); ok {
		t.Error("DecisionOf found D0")
	}
}
