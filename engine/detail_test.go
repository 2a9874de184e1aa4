package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
)

// TestEveryDetailRefinesARule: the table of details leaves none out.
func TestEveryDetailRefinesARule(t *testing.T) {
	for _, d := range engine.AllDetails() {
		if d.Rule() == engine.NoRule {
			t.Errorf("detail %d refines no rule", d)
		}
	}
	if engine.NoDetail.Rule() != engine.NoRule || engine.Detail(255).Rule() != engine.NoRule {
		t.Error("NoDetail or an unknown detail refines a rule")
	}
}
