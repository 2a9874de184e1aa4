package ruling_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/seqref/seqref/ruling"
)

// TestAnswerWidth: an answer is at most AnswerLines lines of at most
// AnswerWidth columns; a narrower width wraps the same words; no width, or
// a wider one, is AnswerWidth.
func TestAnswerWidth(t *testing.T) {
	rec := loadFile(t, "../fixtures/disputes/seven-chip-line.yaml")
	r := ruleOn(t, rec, 2)
	widest := r.Answer(ruling.AnswerWidth)
	if len(widest) == 0 || len(widest) > ruling.AnswerLines || !strings.HasPrefix(widest[0], "No: Bob may not") {
		t.Fatalf("answer of %d lines, want 1 to %d opening with No: Bob may not:\n%s", len(widest), ruling.AnswerLines, strings.Join(widest, "\n"))
	}
	for _, w := range []int{0, -3, 200} {
		if got := r.Answer(w); !slices.Equal(got, widest) {
			t.Errorf("Answer(%d) differs from Answer(%d):\n%s", w, ruling.AnswerWidth, strings.Join(got, "\n"))
		}
	}
	narrow := r.Answer(40)
	for _, l := range narrow {
		if utf8.RuneCountInString(l) > 40 {
			t.Errorf("Answer(40) has a line of %d columns: %q", utf8.RuneCountInString(l), l)
		}
	}
	words := func(lines []string) string { return strings.Join(strings.Fields(strings.Join(lines, " ")), " ") }
	if words(narrow) != words(widest) {
		t.Errorf("Answer(40) says other words than Answer(72):\n%s\n%s", words(narrow), words(widest))
	}
	if !strings.Contains(words(widest), "D6 is locked whichever five") || !strings.Contains(words(widest), "[remove-locked]") {
		t.Errorf("the answer does not say that D6 is locked whichever five, with [remove-locked]:\n%s", strings.Join(widest, "\n"))
	}
}

// TestAnswerNamesEquallySpecificFacts: when two facts are equally specific
// (a corner another team's sequence uses, and a space the team's two
// sequences share), the answer names both before what happens now, the
// second with its rule.
func TestAnswerNamesEquallySpecificFacts(t *testing.T) {
	rec := load(t, "standard", `
start:
  position: "*GGGG4*/Bg8/B1g7/B2g6/B9/10/10/10/10/*8*"
  sequences: [{team: blue, from: A1, to: A5}, {team: green, from: A1, to: E1}]
  to_move: Ann
turns:
  - Ann: 5H@E5
`)
	r := ruleOn(t, rec, 1)
	answer := strings.Join(r.Answer(ruling.AnswerWidth), "\n")
	if !strings.HasPrefix(answer, "Yes: Ann may play 5♥ on E5, and green wins. A1 is a free corner") {
		t.Errorf("the answer does not lead with the corner blue's sequence uses too:\n%s", answer)
	}
	opening, _, _ := strings.Cut(strings.Join(strings.Fields(answer), " "), "Now: ")
	if !strings.Contains(opening, "It shares A1 with green's sequence A1-E1") || !strings.HasSuffix(opening, "[second-sequence] ") {
		t.Errorf("the answer does not name the shared space, with its rule, before what happens now:\n%s", answer)
	}
	if r.Rule != "free-corner" {
		t.Errorf("deciding rule %s, want free-corner", r.Rule)
	}
}
