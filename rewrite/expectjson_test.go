package rewrite_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/rewrite"
	"gopkg.in/yaml.v3"
)

// jsonRecord has an "expect" value over several lines, with nesting.
const jsonRecord = `{
  "sequence": 1,
  "title": "Café <night>",
  "expect": {
    "result": "illegal",
    "turns": 4,
    "error": {"turn": 5, "rule": "wrong-space"},
    "sequences": {"green": 0, "blue": 1}
  }
}
`

// TestExpectJSON: each edit replaces one value's text with JSON; every
// other byte stays, and the result is JSON that reads back as edited.
func TestExpectJSON(t *testing.T) {
	cases := []struct {
		name  string
		path  []string
		value string // YAML for the new value
		want  string // the changed line
	}{
		{"string", []string{"result"}, "win", `    "result": "win",`},
		{"number", []string{"turns"}, "12", `    "turns": 12,`},
		{"nested", []string{"error", "rule"}, "dead-card", `    "error": {"turn": 5, "rule": "dead-card"},`},
		{"mapping", []string{"sequences"}, "{green: 2, blue: 0}", `    "sequences": {"green": 2, "blue": 0}`},
		{"null", []string{"turns"}, "null", `    "turns": null,`},
		{"escapes", []string{"result"}, `"<a & \"b\">"`, `    "result": "<a & \"b\">",`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			block, err := record.JSON.FindExpect([]byte(jsonRecord))
			if err != nil || block == nil {
				t.Fatalf("FindExpect: %v, %v", block, err)
			}
			var v yaml.Node
			if err := yaml.Unmarshal([]byte(tc.value), &v); err != nil {
				t.Fatal(err)
			}
			got, rerr := rewrite.ExpectJSON([]byte(jsonRecord), rewrite.ExpectBlock{Key: block.Key, Value: block.Value},
				[]rewrite.Edit{{Path: tc.path, Value: v.Content[0]}})
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
	body := &yaml.Node{}
	if err := yaml.Unmarshal([]byte("{result: win, turns: 3}"), body); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ src, want string }{
		{"{\n  \"sequence\": 1\n}\n", "{\n  \"sequence\": 1,\n  \"expect\": {\"result\": \"win\", \"turns\": 3}\n}\n"},
		{"{}", "{\n  \"expect\": {\"result\": \"win\", \"turns\": 3}\n}"},
		{"{\r\n  \"sequence\": 1\r\n}", "{\r\n  \"sequence\": 1,\r\n  \"expect\": {\"result\": \"win\", \"turns\": 3}\r\n}"},
	} {
		got, err := rewrite.AppendExpectJSON([]byte(tc.src), body.Content[0])
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
	if _, err := rewrite.AppendExpectJSON([]byte("[1, 2]"), body.Content[0]); err == nil {
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
