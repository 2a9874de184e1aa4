package cmd_test

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// rulesFixtures are the records of each rule, legal and illegal.
const rulesFixtures = "../../fixtures/rules"

// notationToken finds record notation in an answer: a card as the notation
// writes it (7H, JS, 10C), a play (7H@C4), a removal (JSxC2), a draw
// (+9S, +?), a named sequence (=B2-F6), nodraw or dead CARD; docs paths,
// decision numbers and the record's word "entry" with them.
var notationToken = regexp.MustCompile(`\b(?:10|[2-9AKQJ])[SHDC]\b|[@x][A-J](?:10|[1-9])\b|@[A-Z]|\+(?:\?|10|[2-9AKQJ])|=[A-J](?:10|[1-9])-|\bnodraw\b|\bdead (?:10|[2-9AKQJ])|docs/|\.md\b|\(D\d+\)|rules\.md D\d|, D\d+\)|decision D\d|(?i:\bentry\b|\bentries\b)`)

// answerRecords are every record of fixtures/disputes and fixtures/rules,
// as absolute paths.
func answerRecords(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, pattern := range []string{filepath.Join(disputes, "*.yaml"), filepath.Join(rulesFixtures, "*", "*.yaml")} {
		files, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			abs, err := filepath.Abs(f)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, abs)
		}
	}
	if len(out) < 200 {
		t.Fatalf("%d records in fixtures/disputes and fixtures/rules, want at least 200", len(out))
	}
	return out
}

// forEachAnswerRecord runs f on every record of answerRecords, named by
// its folder and file.
func forEachAnswerRecord(t *testing.T, f func(t *testing.T, path string)) {
	t.Helper()
	for _, path := range answerRecords(t) {
		name := filepath.Base(filepath.Dir(path)) + "/" + strings.TrimSuffix(filepath.Base(path), ".yaml")
		t.Run(name, func(t *testing.T) { f(t, path) })
	}
}

// TestAnswersInPlayersWords: on every ruling of fixtures/disputes and
// fixtures/rules, the answer block (--short) holds no record notation, no
// docs path, no decision number and not the record's word "entry"; cards
// are named one way, 9♣.
func TestAnswersInPlayersWords(t *testing.T) {
	t.Setenv("COLUMNS", "")
	forEachAnswerRecord(t, func(t *testing.T, path string) {
		short, stderr, code := run("referee", "--short", path)
		if code == 2 || stderr != "" {
			t.Fatalf("referee --short: exit %d, stderr %q", code, stderr)
		}
		words := strings.Join(strings.Fields(short), " ")
		if found := notationToken.FindAllString(words, -1); len(found) > 0 {
			t.Errorf("the answer holds %q, not players' words:\n%s", found, short)
		}
	})
}

// TestShortQuotesTheRulebooks: on every ruling of fixtures/disputes and
// fixtures/rules whose rule the ruleset's documents speak of (the JSON's
// sources or forbidding), --short quotes a sentence of them, and the
// sentence stands in answer_parts with its source; every --short says
// what the table does now.
func TestShortQuotesTheRulebooks(t *testing.T) {
	t.Setenv("COLUMNS", "")
	forEachAnswerRecord(t, func(t *testing.T, path string) {
		short, _, _ := run("referee", "--short", path)
		js, _, _ := run("referee", "--format", "json", path)
		var r struct {
			Sources    []json.RawMessage `json:"sources"`
			Forbidding []json.RawMessage `json:"forbidding"`
			Parts      struct {
				Quote, Source, Silent, Now string
			} `json:"answer_parts"`
		}
		if err := json.Unmarshal([]byte(js), &r); err != nil {
			t.Fatalf("JSON ruling: %v", err)
		}
		spoken := len(r.Sources)+len(r.Forbidding) > 0
		if spoken && (!strings.Contains(short, "“") || r.Parts.Quote == "" || r.Parts.Source == "") {
			t.Errorf("the rulebooks speak of the rule, but --short quotes none (quote %q, source %q):\n%s", r.Parts.Quote, r.Parts.Source, short)
		}
		if !spoken && r.Parts.Silent == "" {
			t.Errorf("the rulebooks are silent, but the answer does not say what seqref decides:\n%s", short)
		}
		if r.Parts.Now == "" || !strings.Contains(short, "\nNow: ") {
			t.Errorf("--short does not say what the table does now:\n%s", short)
		}
	})
}

// TestNowOnAPhone: at COLUMNS=40, the line that says what the table does
// now stands within the first ten lines of --short and of the whole
// ruling, on every ruling of fixtures/disputes and fixtures/rules; at the
// default width --short is at most eight lines of 72 columns.
func TestNowOnAPhone(t *testing.T) {
	forEachAnswerRecord(t, func(t *testing.T, path string) {
		t.Setenv("COLUMNS", "40")
		for _, args := range [][]string{{"referee", "--short", path}, {"referee", "--color=never", path}} {
			out, _, _ := run(args...)
			lines := strings.Split(out, "\n")
			at := -1
			for i, l := range lines {
				if strings.HasPrefix(l, "Now: ") {
					at = i
					break
				}
			}
			if at < 0 || at >= 10 {
				t.Errorf("COLUMNS=40 %s: the Now line is line %d, want 1 to 10:\n%s", args[1], at+1, strings.Join(lines[:min(12, len(lines))], "\n"))
			}
		}
		t.Setenv("COLUMNS", "")
		short, _, _ := run("referee", "--short", path)
		lines := strings.Split(strings.TrimSuffix(short, "\n"), "\n")
		if len(lines) > answerLines {
			t.Errorf("--short is %d lines, more than %d:\n%s", len(lines), answerLines, short)
		}
		for _, l := range lines {
			if n := len([]rune(l)); n > answerWidth {
				t.Errorf("--short line of %d columns: %q", n, l)
			}
		}
	})
}
