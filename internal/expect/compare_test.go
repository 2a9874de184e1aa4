package expect_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/expect"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/record"

	"github.com/google/go-cmp/cmp"
)

// parseExpect reads the expectation of a record text.
func parseExpect(t *testing.T, text string) (*record.Expectation, *record.LoadError) {
	t.Helper()
	x, err := record.YAML.ReadExpectation([]byte(text))
	if err != nil {
		var le *record.LoadError
		if !errors.As(err, &le) {
			t.Fatalf("%v (%T), want a *record.LoadError", err, err)
		}
		return nil, le
	}
	if x == nil {
		t.Fatalf("no expect: block in %q", text)
	}
	return x, nil
}

// TestReadExpectationErrors: each mistake in an expect: block is an error
// with its rule, line and column.
func TestReadExpectationErrors(t *testing.T) {
	cases := []struct {
		name, block string
		rule        rulebook.ID
		line, col   int
		msg         string
	}{
		{"unknown key", "expect:\n  result: win\n  winer: green\n", "schema", 3, 3, `unknown key "winer" in expect`},
		{"twice", "expect:\n  turns: 1\n  turns: 2\n", "schema", 3, 3, `key "turns" appears twice`},
		{"not a mapping", "expect: [win]\n", "schema", 1, 9, "expect must be a mapping"},
		{"result", "expect:\n  result: won\n", "schema", 2, 11, `result "won" is not a result`},
		{"winner", "expect: {winner: purple}\n", "schema", 1, 18, `"purple" is not a team`},
		{"turns text", "expect: {turns: \"3\"}\n", "schema", 1, 17, "turns must be a whole number"},
		{"turns negative", "expect: {turns: -1}\n", "schema", 1, 17, "turns must be a whole number"},
		{"error key", "expect:\n  error: {turn: 1, rul: occupied}\n", "schema", 2, 20, `unknown key "rul" in error`},
		{"error empty", "expect:\n  error: {}\n", "schema", 2, 10, "error names no key"},
		{"rule", "expect:\n  error: {rule: remove_own}\n", "schema", 2, 17, `unknown rule id "remove_own"`},
		{"sequences colour", "expect:\n  sequences: {green: 1, pink: 0}\n", "schema", 2, 25, `"pink" is not a team`},
		{"completed line", "expect:\n  completed: [{team: green, from: A1, to: E6}]\n", "schema", 2, 15, "not the ends of five spaces in a line"},
		{"completed space", "expect:\n  completed: [{team: green, from: K1, to: E5}]\n", "syntax", 2, 35, "not a space"},
		{"position", "expect:\n  position: \"*8*/10/10\"\n", "syntax", 2, 23, "position: the position ends after row 3"},
		{"hand size", "expect:\n  hand_sizes: {Ann: many}\n", "schema", 2, 21, "hand_sizes of Ann must be a whole number"},
		{"penalties key", "expect:\n  penalties: {nodraw: {Ann: 1}}\n", "schema", 2, 15, `unknown key "nodraw" in penalties`},
		{"comment", "not: [a record\n# expect: {result: win, turn: 3}\n", "schema", 2, 25, `unknown key "turn" in expect`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := parseExpect(t, c.block)
			if err == nil {
				t.Fatal("no error")
			}
			if err.Rule != c.rule || err.Pos.Line != c.line || err.Pos.Col != c.col || !strings.Contains(err.Msg, c.msg) {
				t.Errorf("got %d:%d %q [%s], want %d:%d containing %q [%s]",
					err.Pos.Line, err.Pos.Col, err.Msg, err.Rule, c.line, c.col, c.msg, c.rule)
			}
		})
	}
}

// expectDifference is a comparison that differs, as the test writes it.
type expectDifference struct{ Key, Want, Got string }

// TestCompare compares expectations with the outcome of
// testdata/outcome/illegal.yaml (illegal at entry 4, remove-own, after 3).
func TestCompare(t *testing.T) {
	out := outcomeOfFile(t, "illegal.yaml")
	cases := []struct {
		name, block string
		keys        []string
		diffs       []expectDifference
	}{
		{"all same", `expect:
  result: illegal
  winner: null
  turns: 3
  error: {turn: 4, rule: remove-own}
  sequences: {blue: 0, green: 0}
  completed: []
  position: "*8*/10/10/10/4b5/3g6/1g8/10/10/*8*"
  hand_sizes: {Bob: 7, Ann: 7}
  penalties: {missed_draws: {Ann: 0}, forfeits: {}}
`, []string{"result", "winner", "turns", "error.turn", "error.rule", "sequences", "completed", "position", "hand_sizes", "penalties.missed_draws", "penalties.forfeits"}, nil},
		{"only named keys", "expect:\n  turns: 3\n", []string{"turns"}, nil},
		{"differences", `expect:
  result: win
  winner: green
  error: {rule: occupied}
  sequences: {green: 0}
  hand_sizes: {Ann: 7}
  penalties: {forfeits: {Bob: 1}}
`, []string{"result", "winner", "error.rule", "sequences", "hand_sizes", "penalties.forfeits"}, []expectDifference{
			{"result", "win", "illegal"},
			{"winner", "green", "null"},
			{"error.rule", "occupied", "remove-own"},
			{"sequences", "{green: 0}", "{green: 0, blue: 0}"},
			{"hand_sizes", "{Ann: 7}", "{Ann: 7, Bob: 7}"},
			{"penalties.forfeits", "{Bob: 1}", "{}"},
		}},
		{"no error expected", "expect:\n  error: null\n", []string{"error"},
			[]expectDifference{{"error", "null", "{turn: 4, rule: remove-own}"}}},
		{"position", "expect:\n  position: \"*8*/10/10/10/10/10/10/10/10/*8*\"\n", []string{"position"},
			[]expectDifference{{"position", `"*8*/10/10/10/10/10/10/10/10/*8*"`, `"*8*/10/10/10/4b5/3g6/1g8/10/10/*8*"`}}},
		{"completed", "expect:\n  completed: [{team: blue, from: E5, to: A1}]\n", []string{"completed"},
			[]expectDifference{{"completed", "[{team: blue, from: E5, to: A1}]", "[]"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x, err := parseExpect(t, c.block)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(c.keys, x.Keys); diff != "" {
				t.Errorf("keys (-want +got):\n%s", diff)
			}
			var got []expectDifference
			for _, d := range expect.Differences(expect.Compare(x, out)) {
				got = append(got, expectDifference{d.Key(), d.Want, d.Got})
			}
			if diff := cmp.Diff(c.diffs, got); diff != "" {
				t.Errorf("differences (-want +got):\n%s", diff)
			}
		})
	}
}

// TestCompareNoError: sub-keys of error against an outcome without one are
// one expectDifference of the whole key, whose value to write is null.
func TestCompareNoError(t *testing.T) {
	out := outcomeOfFile(t, "win.yaml")
	x, err := parseExpect(t, "expect:\n  result: win\n  error: {turn: 3, rule: occupied}\n")
	if err != nil {
		t.Fatal(err)
	}
	diffs := expect.Differences(expect.Compare(x, out))
	if len(diffs) != 1 || diffs[0].Key() != "error" || diffs[0].Want != "{turn: 3, rule: occupied}" ||
		diffs[0].Got != "null" || expect.Of(out).Flow("error") != "null" {
		t.Errorf("differences %+v, want one of the whole error key", diffs)
	}
}
