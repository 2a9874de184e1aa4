package cmd_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// answerLines is how many lines the answer block of a ruling takes at most,
// and answerWidth how wide each is (docs/referee.md, "The answer first").
const (
	answerLines = 8
	answerWidth = 72
)

// TestDisputeAnswersComeFirst: on every dispute, the verdict in players'
// words (Yes, or "Yes, but" for legal, No for illegal, as the JSON's
// answer_parts says) and the id of the rule that decides stand within the
// first eight lines of the ruling, in text and in JSON alike, and the text
// opens with the same answer JSON carries.
func TestDisputeAnswersComeFirst(t *testing.T) {
	t.Setenv("COLUMNS", "")
	forEachDispute(t, func(t *testing.T, name string) {
		text, _, _ := run("referee", "--color=never", name)
		js, _, _ := run("referee", "--format", "json", name)
		var r struct {
			Answer []string `json:"answer"`
			Parts  struct {
				Verdict string `json:"verdict"`
				Rule    string `json:"rule"`
			} `json:"answer_parts"`
			Verdict string `json:"verdict"`
			Rule    string `json:"rule"`
		}
		if err := json.Unmarshal([]byte(js), &r); err != nil {
			t.Fatalf("JSON ruling: %v", err)
		}
		word := map[string]string{"yes": "Yes:", "yes, but": "Yes, but ", "no": "No:"}[r.Parts.Verdict]
		if legal := r.Parts.Verdict != "no"; word == "" || legal != (r.Verdict == "legal") || r.Parts.Rule != r.Rule {
			t.Errorf("answer_parts: verdict %q [%s], the ruling %s [%s]", r.Parts.Verdict, r.Parts.Rule, r.Verdict, r.Rule)
		}
		lines := strings.Split(text, "\n")
		for what, first := range map[string][]string{"text": lines[:min(answerLines, len(lines))], "JSON answer": r.Answer} {
			top := strings.Join(first[:min(answerLines, len(first))], "\n")
			if !strings.HasPrefix(top, word) {
				t.Errorf("%s: the ruling is %s, but it does not open with %q:\n%s", what, r.Verdict, word, top)
			}
			if !strings.Contains(strings.Join(strings.Fields(top), " "), "["+r.Rule+"]") {
				t.Errorf("%s: the deciding rule [%s] is not within the first %d lines:\n%s", what, r.Rule, answerLines, top)
			}
		}
		if got, want := strings.Join(lines[:min(len(r.Answer)+1, len(lines))], "\n"), strings.Join(r.Answer, "\n")+"\n"; got != want {
			t.Errorf("the text does not open with the JSON answer and a blank line:\n%s\nwant:\n%s", got, want)
		}
	})
}

// TestDisputeAnswersFitEightLines: referee --short prints the answer alone,
// in at most eight lines of at most 72 columns, on every dispute.
func TestDisputeAnswersFitEightLines(t *testing.T) {
	t.Setenv("COLUMNS", "")
	forEachDispute(t, func(t *testing.T, name string) {
		short, stderr, _ := run("referee", "--short", name)
		lines := strings.Split(strings.TrimSuffix(short, "\n"), "\n")
		if stderr != "" || len(lines) == 0 || lines[0] == "" {
			t.Fatalf("referee --short %s: nothing printed (stderr %q)", name, stderr)
		}
		if len(lines) > answerLines {
			t.Errorf("--short is %d lines, more than %d:\n%s", len(lines), answerLines, short)
		}
		for _, l := range lines {
			if n := utf8.RuneCountInString(l); n > answerWidth {
				t.Errorf("--short line of %d columns, more than %d: %q", n, answerWidth, l)
			}
		}
	})
}

// TestDisputeRulingsFitAPhone: with COLUMNS=40, no line of a ruling on a
// dispute is longer than 40 columns, whole, short, or with every ruleset.
func TestDisputeRulingsFitAPhone(t *testing.T) {
	t.Setenv("COLUMNS", "40")
	forEachDispute(t, func(t *testing.T, name string) {
		for _, args := range [][]string{{"referee", "--color=never", name}, {"referee", "--short", name}, {"referee", "--color=never", "--ruleset", "all", name}} {
			out, _, _ := run(args...)
			for _, l := range strings.Split(out, "\n") {
				if n := utf8.RuneCountInString(l); n > 40 {
					t.Errorf("COLUMNS=40 %s: a line of %d columns: %q", strings.Join(args, " "), n, l)
				}
			}
		}
	})
}

// forEachDispute runs f on every record of fixtures/disputes, from that
// folder.
func forEachDispute(t *testing.T, f func(t *testing.T, name string)) {
	t.Helper()
	dir, err := filepath.Abs(disputes)
	if err != nil {
		t.Fatal(err)
	}
	records, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if err != nil || len(records) < minDisputes {
		t.Fatalf("%d disputes in %s, want at least %d (%v)", len(records), dir, minDisputes, err)
	}
	t.Chdir(dir)
	for _, path := range records {
		name := filepath.Base(path)
		t.Run(strings.TrimSuffix(name, ".yaml"), func(t *testing.T) { f(t, name) })
	}
}

// TestRefereeHelpShowsAnAnswer: seqref help referee shows the answer block
// referee --short prints on the dispute it names, word for word.
func TestRefereeHelpShowsAnAnswer(t *testing.T) {
	t.Setenv("COLUMNS", "")
	help, _, code := run("help", "referee")
	short, _, _ := run("referee", "--short", filepath.Join(disputes, "locked-sequence-chip.yaml"))
	if code != 0 || short == "" {
		t.Fatalf("help referee: exit %d; --short printed %q", code, short)
	}
	var shown strings.Builder
	for _, line := range strings.SplitAfter(short, "\n") {
		if line != "" {
			shown.WriteString("   " + line)
		}
	}
	if !strings.Contains(help, shown.String()) {
		t.Errorf("seqref help referee does not show the answer --short prints:\n%s\nhelp:\n%s", shown.String(), help)
	}
}
