package validate_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

// verdictOf runs the whole path on a record text.
func verdictOf(t *testing.T, text string) *validate.Outcome {
	t.Helper()
	rec, err := record.Load([]byte(text), record.LoadOptions{})
	if err != nil {
		var le *record.LoadError
		if !errors.As(err, &le) {
			t.Fatalf("Load returned %T %v", err, err)
		}
		return validate.Invalid("game.yaml", le)
	}
	return ruling.Judge(rec, "game.yaml")
}

// jsonObject reads one JSON object, keeping its keys in order.
type jsonObject struct {
	keys   []string
	values map[string]json.RawMessage
}

func readObject(t *testing.T, data []byte) jsonObject {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		t.Fatalf("%s is not a JSON object", data)
	}
	o := jsonObject{values: map[string]json.RawMessage{}}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		key := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if _, dup := o.values[key]; dup {
			t.Fatalf("%s: key %q twice", data, key)
		}
		o.keys = append(o.keys, key)
		o.values[key] = raw
	}
	return o
}

// integer reads a JSON whole number.
func integer(t *testing.T, raw json.RawMessage, what string) int {
	t.Helper()
	var n int
	if err := json.Unmarshal(raw, &n); err != nil {
		t.Fatalf("%s is %s, not a whole number", what, raw)
	}
	return n
}

// text reads a JSON string.
func text(t *testing.T, raw json.RawMessage, what string) string {
	t.Helper()
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		t.Fatalf("%s is %s, not a string", what, raw)
	}
	return s
}

// shape is what a verdict's JSON must hold.
type shape struct {
	result    string
	winner    string // "" for null
	turns     int
	err       *errorShape
	sequences []string // "green=0" in order
}

type errorShape struct {
	turn int
	rule string
	line int
	col  int
}

// The keys of docs/format.md section 8, and the ones this tool adds.
var (
	verdictKeys      = []string{"file", "result", "winner", "turns", "error", "sequences"}
	verdictExtraKeys = []string{"position", "blocked"}
	errorKeys        = []string{"turn", "rule", "line", "column", "message"}
	errorExtraKeys   = []string{"player"}
)

// checkShape reads a verdict's JSON as a program would and compares it
// with the shape: every key of section 8 with its type, no key that is not
// documented, sequences of every team in play in colour order.
func checkShape(t *testing.T, v *validate.Outcome, want shape) {
	t.Helper()
	line := v.JSON()
	if bytes.ContainsRune(line, '\n') {
		t.Errorf("the JSON is not one line: %s", line)
	}
	o := readObject(t, line)
	for _, k := range o.keys {
		if !slices.Contains(verdictKeys, k) && !slices.Contains(verdictExtraKeys, k) {
			t.Errorf("undocumented key %q in %s", k, line)
		}
	}
	for _, k := range verdictKeys {
		if _, ok := o.values[k]; !ok && (k != "error" || want.err != nil) {
			t.Errorf("no key %q in %s", k, line)
		}
	}
	got := shape{result: text(t, o.values["result"], "result"), turns: integer(t, o.values["turns"], "turns")}
	if f := text(t, o.values["file"], "file"); f != "game.yaml" {
		t.Errorf("file is %q", f)
	}
	if w := o.values["winner"]; string(w) != "null" {
		got.winner = text(t, w, "winner")
	}
	if raw, ok := o.values["error"]; ok {
		e := readObject(t, raw)
		for _, k := range e.keys {
			if !slices.Contains(errorKeys, k) && !slices.Contains(errorExtraKeys, k) {
				t.Errorf("undocumented error key %q in %s", k, raw)
			}
		}
		for _, k := range errorKeys {
			if _, ok := e.values[k]; !ok {
				t.Fatalf("no error key %q in %s", k, raw)
			}
		}
		got.err = &errorShape{turn: integer(t, e.values["turn"], "error.turn"), rule: text(t, e.values["rule"], "error.rule"),
			line: integer(t, e.values["line"], "error.line"), col: integer(t, e.values["column"], "error.column")}
		if text(t, e.values["message"], "error.message") == "" {
			t.Errorf("empty error message in %s", raw)
		}
	}
	seq := readObject(t, o.values["sequences"])
	for _, k := range seq.keys {
		got.sequences = append(got.sequences, fmt.Sprintf("%s=%d", k, integer(t, seq.values[k], "a sequence count")))
	}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(shape{}, errorShape{})); diff != "" {
		t.Errorf("verdict %s\n(-want +got):\n%s", line, diff)
	}
}

// wonStart: green holds the locked B9-F9 and H3-H6; QD on H7 (D10 is the
// other QD) makes H3-H7, green's second sequence.
const wonStart = "start:\n" +
	"  position: \"*8*/1bb7/7g2/7g2/7g2/7g2/2b7/10/1GGGGG4/*8*\"\n" +
	"  sequences: [{team: green, from: B9, to: F9}]\n" +
	"  to_move: Ann\n"

// TestVerdictShape: the JSON of every kind of result.
func TestVerdictShape(t *testing.T) {
	cases := []struct {
		name, text string
		want       shape
	}{
		{"unfinished", withTurns("  - Ann: 7H@D6", "  - Bob: 6C@C4"),
			shape{result: "unfinished", turns: 2, sequences: []string{"green=0", "blue=0"}}},
		{"unfinished with no entries", recordHead + "turns: []\n",
			shape{result: "unfinished", turns: 0, sequences: []string{"green=0", "blue=0"}}},
		{"illegal entry", withTurns("  - Ann: 7H@D6", "  # Ann moves twice", "  - Ann: 6C@C4"),
			shape{result: "illegal", turns: 1, err: &errorShape{turn: 2, rule: "out-of-turn", line: 9, col: 5}, sequences: []string{"green=0", "blue=0"}}},
		// Cat sits two after Ann, where Ann's teammate should be.
		{"illegal setup", "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: green}\n  - {name: Cat, team: blue}\n  - {name: Dan, team: blue}\nturns:\n  - Ann: 7H@D6\n",
			shape{result: "illegal", turns: 0, err: &errorShape{turn: 0, rule: "setup-seating", line: 6, col: 5}, sequences: []string{"green=0", "blue=0"}}},
		{"win", recordHead + wonStart + "turns:\n  - Ann: QD@H7\n",
			shape{result: "win", winner: "green", turns: 1, sequences: []string{"green=2", "blue=0"}}},
		{"win then an entry", recordHead + wonStart + "turns:\n  - Ann: QD@H7\n  - Bob: 2S@B1\n",
			shape{result: "illegal", winner: "green", turns: 1, err: &errorShape{turn: 2, rule: "game-over", line: 12, col: 5}, sequences: []string{"green=2", "blue=0"}}},
		{"won at the start", recordHead + "start:\n  position: \"*8*/10/10/10/10/10/10/10/GGGGG5/*GGGG4*\"\n  sequences: [{team: green, from: A9, to: E9}, {team: green, from: A10, to: E10}]\nturns:\n  - Bob: 2S@B1\n",
			shape{result: "illegal", winner: "green", turns: 0, err: &errorShape{turn: 1, rule: "game-over", line: 10, col: 5}, sequences: []string{"green=2", "blue=0"}}},
		{"three teams in colour order", "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: red}\n  - {name: Bob, team: blue}\n  - {name: Cat, team: green}\nturns:\n  - Ann: 7H@D6\n",
			shape{result: "unfinished", turns: 1, sequences: []string{"green=0", "blue=0", "red=0"}}},
		{"setup error in colour order", "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: red}\n  - {name: Bob, team: blue}\n  - {name: Cat, team: green}\n  - {name: Dan, team: red}\n  - {name: Eve, team: blue}\nturns: []\n",
			shape{result: "illegal", turns: 0, err: &errorShape{turn: 0, rule: "setup-players", line: 3, col: 1}, sequences: []string{"green=0", "blue=0", "red=0"}}},
		{"invalid syntax", withTurns("  - Ann: 7H@D6: x"),
			shape{result: "invalid", turns: 0, err: &errorShape{turn: 1, rule: "syntax", line: 7, col: 15}}},
		{"invalid schema", recordHead + "varient: x\nturns: []\n",
			shape{result: "invalid", turns: 0, err: &errorShape{turn: 0, rule: "schema", line: 6, col: 1}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { checkShape(t, verdictOf(t, c.text), c.want) })
	}
}

// TestVerdictExitCodes: 0 for win and unfinished, 1 for illegal, 2 for
// invalid.
func TestVerdictExitCodes(t *testing.T) {
	for r, want := range map[record.Result]int{record.Win: 0, record.Unfinished: 0, record.Illegal: 1, record.Invalid: 2} {
		if got := r.ExitCode(); got != want {
			t.Errorf("%s: exit code %d, want %d", r, got, want)
		}
	}
}
