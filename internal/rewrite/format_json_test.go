package rewrite_test

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/rewrite"
	"github.com/seqref/seqref/record"
)

// TestFormatJSONLongKey formats a JSON record whose player's name, a key
// of each of its entries, is longer than the 1,024 characters of a YAML
// key: fmt read the JSON text as YAML and refused a record it accepts.
// A JSON record is read as JSON, and written back the same.
func TestFormatJSONLongKey(t *testing.T) {
	name := strings.Repeat("A", 1100)
	src := []byte(`{"sequence": 1, "ruleset": "standard", "players": [{"name": "` + name + `", "team": "green"}, {"name": "Bob", "team": "blue"}], "turns": [{"` + name + `": "ah@g5"}]}`)
	out, err := rewrite.Format(src, record.JSON, record.LoadOptions{})
	if err != nil {
		t.Fatalf("format: %v", err)
	}
	want := strings.Replace(string(src), "ah@g5", "AH@G5", 1)
	if string(out) != want {
		t.Errorf("formatted:\n%s\nwant:\n%s", out, want)
	}
	again, err := rewrite.Format(out, record.JSON, record.LoadOptions{})
	if err != nil || string(again) != string(out) {
		t.Errorf("formatting twice: %v, %q; want the same text", err, again)
	}
}
