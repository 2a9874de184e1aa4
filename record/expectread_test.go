package record_test

import (
	"errors"
	"testing"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
)

// TestReadExpectation reads the expect: block, the comment line or the
// JSON key, nothing for a file without one or with an empty one, and a
// comment line that is not YAML as a *LoadError on its line.
func TestReadExpectation(t *testing.T) {
	for _, c := range []struct {
		format record.Format
		text   string
		at     record.Pos
	}{
		{record.YAML, "sequence: 1\nexpect:\n  result: win\n", record.Pos{Line: 3, Col: 3}},
		{record.YAML, "not: [a record\n# expect: {result: win}\n", record.Pos{Line: 2, Col: 11}},
		{record.JSON, "{\"sequence\": 1,\n \"expect\": {\"result\": \"win\"}}\n", record.Pos{Line: 2, Col: 12}},
	} {
		x, err := c.format.ReadExpectation([]byte(c.text))
		if err != nil || x == nil || x.Result != record.Win || len(x.Keys) != 1 || x.At != c.at {
			t.Errorf("%q: %+v, %v, want result win at %v", c.text, x, err, c.at)
		}
	}
	for _, text := range []string{"sequence: 1\n", "expect:\n", "expect: {}\n", "# expect:\n"} {
		if x, err := record.YAML.ReadExpectation([]byte(text)); x != nil || err != nil {
			t.Errorf("%q: %+v, %v, want none", text, x, err)
		}
	}
	if x, err := record.JSON.ReadExpectation([]byte("{\"expect\": ")); x != nil || err != nil {
		t.Errorf("text that is not JSON: %+v, %v, want none", x, err)
	}
	_, err := record.YAML.ReadExpectation([]byte("x\n# expect: {result: [win\n"))
	var le *record.LoadError
	if !errors.As(err, &le) || le.Rule != rulebook.SyntaxRule || le.Pos.Line != 2 {
		t.Errorf("bad comment: %v, want a *record.LoadError of rule syntax on line 2", err)
	}
}
