package schema

import (
	"bytes"
	"testing"
)

// TestWithRulesetsReplacesTheEnum: a fourth ruleset reaches the schema
// without touching record.schema.json.
func TestWithRulesetsReplacesTheEnum(t *testing.T) {
	got := withRulesets(template, []string{"standard", "red-jacks", "bible", "house"})
	want := []byte(`"enum": ["standard", "red-jacks", "bible", "house"]`)
	if !bytes.Contains(got, want) {
		t.Errorf("the schema does not hold %s", want)
	}
	if len(rulesetEnum.FindAll(template, -1)) != 1 {
		t.Errorf("record.schema.json has %d ruleset enums, want 1", len(rulesetEnum.FindAll(template, -1)))
	}
	if len(got) != len(template)+len(`, "house"`) {
		t.Errorf("withRulesets changed more than the enum")
	}
}
