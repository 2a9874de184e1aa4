package rewrite_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/internal/rewrite"
	"gopkg.in/yaml.v3"
)

// jsonRecord has an "expect" value over several lines, with nesting.
const jsonRecord = `{
  "sequence": 1,
  "title": "Café <night>",
  "expect": {
    "result": "illegal",
    "winner": "blue",
    "turns": 4,
    "error": {"turn": 5, "rule": "wrong-space"},
    "sequences": {"green": 0, "blue": 1},
    "hand_sizes": {"Ann": 7}
  }
}
`

// TestExpectJSON: each edit replaces one value's text with JSON; every
// other byte stays, and the result is JSON that reads back as edited.
func TestExpectJSON(t *testing.T) {
	cases := []struct {
		name  string
		path  []string
		value string // the new value, as a YAML expect: block
		want  string // the changed line
	}{
		{"string", []string{"result"}, "result: win", `    "result": "win",`},
		{"number", []string{"turns"}, "turns: 12", `    "turns": 12,`},
		{"nested", []string{"error", "rule"}, "error: {rule: occupied}", `    "error": {"turn": 5, "rule": "occupied"},`},
		{"mapping", []string{"sequences"}, "sequences: {green: 2, blue: 0}", `    "sequences": {"green": 2, "blue": 0},`},
		{"null", []string{"winner"}, "winner: null", `    "winner": null,`},
		{"escapes", []string{"hand_sizes"}, `hand_sizes: {"<a & \"b\">": 7}`, `    "hand_sizes": {"<a & \"b\">": 7}`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			block := recordtext.FindExpectJSON([]byte(jsonRecord))
			if block == nil {
				t.Fatal("FindExpectJSON: no expect key")
			}
			got, rerr := rewrite.ExpectJSON([]byte(jsonRecord), block, expectationOf(t, tc.value), [][]string{tc.path})
			if rerr != nil {
				t.Fatal(rerr)
			}
			if !json.Valid(got) {
				t.Fatalf("not JSON:\n%s", got)
			}
			changed := changedLines(jsonRecord, string(got))
			if diff := cmp.Diff([]string{tc.want}, changed); diff != "" {
				t.Errorf("changed lines (-want +got):\n%s", diff)
			}
		})
	}
}

// TestAppendExpectJSON: a record without "expect" gets it as its last key,
// after a comma, and stays JSON; an empty object gets no comma.
func TestAppendExpectJSON(t *testing.T) {
	body := expectationOf(t, "{result: win, turns: 3}")
	for _, tc := range []struct{ src, want string }{
		{"{\n  \"sequence\": 1\n}\n", "{\n  \"sequence\": 1,\n  \"expect\": {\"result\": \"win\", \"turns\": 3}\n}\n"},
		{"{}", "{\n  \"expect\": {\"result\": \"win\", \"turns\": 3}\n}"},
		{"{\r\n  \"sequence\": 1\r\n}", "{\r\n  \"sequence\": 1,\r\n  \"expect\": {\"result\": \"win\", \"turns\": 3}\r\n}"},
	} {
		got, err := rewrite.AppendExpectJSON([]byte(tc.src), body)
		if err != nil {
			t.Fatalf("%q: %v", tc.src, err)
		}
		if string(got) != tc.want {
			t.Errorf("AppendExpectJSON(%q) = %q, want %q", tc.src, got, tc.want)
		}
		if !json.Valid(got) {
			t.Errorf("%q: not JSON", got)
		}
	}
	if _, err := rewrite.AppendExpectJSON([]byte("[1, 2]"), body); err == nil {
		t.Error("a JSON array got an expect key")
	}
}

// changedLines are the lines of after that differ from before's line of
// the same number; both have the same number of lines.
func changedLines(before, after string) []string {
	b, a := splitLines(before), splitLines(after)
	var out []string
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			out = append(out, a[i])
		}
	}
	if len(a) != len(b) {
		out = append(out, "(line count changed)")
	}
	return out
}

func splitLines(s string) []string { return strings.Split(s, "\n") }

// expectationOf reads the YAML body of an expect: block.
func expectationOf(t *testing.T, text string) *record.Expectation {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
		t.Fatal(err)
	}
	return parseExpectation(t, doc.Content[0])
}
