package record_test

import (
	"testing"

	"github.com/seqref/seqref/record"
)

// TestEncodeExpectValues writes the values of one expectation in each form
// test --update puts into a file: on one line in the old value's quoting,
// as a block, and as JSON.
func TestEncodeExpectValues(t *testing.T) {
	blue := "blue"
	x := &record.Expectation{
		Keys:   []string{"result", "winner", "turns", "error.turn", "error.rule", "completed", "position", "hand_sizes"},
		Result: record.Illegal, Winner: &blue, Turns: 3, ErrorTurn: 4, ErrorRule: "occupied",
		Completed: []record.SequenceEnds{{Team: "blue", From: "B2", To: "F6"}},
		Position:  "*8*/10/10/10/10/10/10/10/10/*8*",
		Counts:    map[string]map[string]int{"hand_sizes": {"Zed": 1, "Bo b": 6, "Ann": 7}},
		Seats:     []string{"Zed"},
	}
	flow := []struct {
		q    record.Quoting
		path []string
		want string
	}{
		{record.Plain, []string{"result"}, "illegal"},
		{record.SingleQuoted, []string{"winner"}, "'blue'"},
		{record.AsEncoded, []string{"position"}, `"*8*/10/10/10/10/10/10/10/10/*8*"`},
		{record.Plain, []string{"turns"}, "3"},
		{record.AsEncoded, []string{"error"}, "{turn: 4, rule: occupied}"},
		{record.AsEncoded, []string{"hand_sizes"}, "{Zed: 1, Ann: 7, Bo b: 6}"},
		{record.AsEncoded, []string{"completed"}, "[{team: blue, from: B2, to: F6}]"},
	}
	for _, c := range flow {
		if got, err := x.EncodeFlow(c.q, c.path...); err != nil || got != c.want {
			t.Errorf("EncodeFlow(%v) = %q, %v, want %q", c.path, got, err, c.want)
		}
	}
	if got, err := x.EncodeBlock("    ", "completed"); err != nil || got != "- {team: blue, from: B2, to: F6}" {
		t.Errorf("EncodeBlock(completed) = %q, %v", got, err)
	}
	const block = "result: illegal\n  winner: blue\n  turns: 3\n  error: {turn: 4, rule: occupied}\n" +
		"  completed:\n    - {team: blue, from: B2, to: F6}\n  position: \"*8*/10/10/10/10/10/10/10/10/*8*\"\n" +
		"  hand_sizes: {Zed: 1, Ann: 7, Bo b: 6}"
	if got, err := x.EncodeBlock("  "); err != nil || got != block {
		t.Errorf("EncodeBlock() = %q, %v, want %q", got, err, block)
	}
	if got, err := x.EncodeJSONValue("error"); err != nil || got != `{"turn": 4, "rule": "occupied"}` {
		t.Errorf("EncodeJSONValue(error) = %q, %v", got, err)
	}
	if collection, block := x.Collection("completed"); !collection || block {
		t.Errorf("Collection(completed) = %v, %v, want a collection in flow style", collection, block)
	}
	if _, err := x.EncodeFlow(record.AsEncoded, "score"); err == nil {
		t.Error("EncodeFlow wrote a key an expect: block does not have")
	}
}
