package cmd_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/rulebook"
)

// rulesetNoun finds a ruleset's id where players would name the game:
// "red-jacks", a lower-case "bible", or "standard" but in "the standard
// game".
var rulesetNoun = regexp.MustCompile(`\bred-jacks\b|\bbible\b|\bstandard\b(?: game)?`)

// TestFirstScreenSaysThePartsWhole: on every ruling of fixtures/disputes
// and fixtures/rules, the first screen (--short) holds every part of
// answer_parts whole, no shorter; its quote is a sentence of the rule
// documents that ends where the sentence ends, never marked "…"; and it
// names no ruleset by its id.
func TestFirstScreenSaysThePartsWhole(t *testing.T) {
	t.Setenv("COLUMNS", "")
	forEachAnswerRecord(t, func(t *testing.T, path string) {
		short, _, _ := run("referee", "--short", path)
		js, _, _ := run("referee", "--format", "json", path)
		var r struct {
			Parts struct {
				Says, Reason, Quote, Source, Silent, Now string
				Also                                     []string
			} `json:"answer_parts"`
		}
		if err := json.Unmarshal([]byte(js), &r); err != nil {
			t.Fatalf("JSON ruling: %v", err)
		}
		screen := strings.Join(strings.Fields(short), " ")
		p := r.Parts
		whole := map[string]string{"says": p.Says, "reason": p.Reason, "silent": p.Silent, "now": "Now: " + p.Now}
		if p.Quote != "" {
			whole["quote"] = prose.Quote(p.Quote) + " (" + p.Source + ")"
		}
		for i, a := range p.Also {
			whole["also "+string(rune('1'+i))] = a
		}
		for part, words := range whole {
			// A part that opens a sentence starts with a capital.
			if w := strings.Join(strings.Fields(words), " "); w != "" && !strings.Contains(screen, w) && !strings.Contains(screen, upper(w)) {
				t.Errorf("the first screen does not hold the %s whole, %q:\n%s", part, words, short)
			}
		}
		if p.Quote != "" && (strings.Contains(p.Quote, "…") || !rulebook.EndsASentence(p.Quote)) {
			t.Errorf("the quote is cut in the middle of its sentence: %q", p.Quote)
		}
		for _, m := range rulesetNoun.FindAllString(screen, -1) {
			if m != "standard game" {
				t.Errorf("the first screen names a ruleset by its id, %q:\n%s", m, short)
			}
		}
	})
}

// upper is text with its first letter a capital, as the answer writes a
// sentence.
func upper(text string) string {
	if text == "" {
		return text
	}
	return strings.ToUpper(text[:1]) + text[1:]
}
