package rulebook

import "testing"

// TestEveryRuleHasAShortStatement: every rule of the catalogue is said in
// a few words that fit a line with its id, and no short statement is left
// over from a rule that is gone.
func TestEveryRuleHasAShortStatement(t *testing.T) {
	ids := map[ID]bool{}
	for _, r := range All() {
		ids[r.ID] = true
		s, ok := shortStatements[r.ID]
		if !ok {
			t.Errorf("%s has no short statement", r.ID)
			continue
		}
		if n := len("  "+string(r.ID)+": ") + len(s); n > 72 {
			t.Errorf("%s: the line of its short statement is %d columns, more than 72", r.ID, n)
		}
	}
	for id := range shortStatements {
		if !ids[id] {
			t.Errorf("short statement for %s, which is no rule", id)
		}
	}
}
