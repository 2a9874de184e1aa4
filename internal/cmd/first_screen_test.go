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

// firstScreens are the words the first screen of a dispute says, one
// pattern of issue 49 each, and words it must not say.
var firstScreens = []struct {
	dispute   string
	says, not []string
}{
	// The first word answers the doubt: the row is still one sequence, and why.
	{"six-in-a-row", []string{"Yes, but it is still one sequence: a row of six counts once.", "a second sequence may share only one space with the first"}, nil},
	{"seven-in-a-row", []string{"Yes, but it is still one sequence: a row of seven counts once.", "a second sequence may share only one space with the first"}, nil},
	// The number of sequences needed, and why.
	{"play-after-the-win", []string{"Green has already won: with three players, one sequence wins"}, nil},
	// A penalty ruling states the rule, not that the penalty is right.
	{"table-talk", []string{"Yes: table talk is not allowed: each member of a team that talks forfeits a card."}, []string{"is right"}},
	// Whole sentences: the second sentence decides, and stays.
	{"break-a-column-sequence", []string{"“A chip cannot be removed if it is already part of a completed Sequence. Once a Sequence is achieved by a player or a team, it cannot be broken.”"}, []string{"…"}},
	{"ten-in-a-line", []string{"“If two Sequences are required to win, any one of the spaces from the first Sequence may be used as part of the second Sequence.”"}, []string{"…"}},
	// Players' words: no ruleset's id as a noun.
	{"red-jack-wild", []string{"with red jacks wild"}, []string{"red-jacks", "under"}},
	{"jack-of-hearts", []string{"in the standard game"}, []string{"under standard"}},
	// An untitled paragraph is named by its document alone.
	{"three-players-one-sequence", []string{"(the rules that begin “Object of Sequence”) [win]"}, []string{"Corner Chips"}},
	// The most specific sentence: who may play alone.
	{"two-alone-two-together", []string{"With 4 players no one plays alone", "“Sequence is a strategy board game for either 2 or 3 individual players or 2 or 3 even teams of players up to 12 players in total.”"}, []string{"evenly divided"}},
	{"four-players-alone", []string{"“Sequence is a strategy board game for either 2 or 3 individual players"}, []string{"evenly divided"}},
	// No false line: a sequence made before is credited to no claim of seqref's.
	{"sixth-chip-given-sequence", []string{"B6-F6 was made before this turn, so G6 is not locked"}, []string{"seqref counts B6-F6", "seqref claims B6-F6"}},
	// No side facts: where a forfeited card was held, the jacks' suits under a question on four in a row.
	{"coaching-forfeits", []string{"Ann 9♠, Cat 4♦"}, []string{"which is in", "hand"}},
	{"one-eyed-jack-breaks-four", []string{"four in a row B9-E9, which is no sequence yet", "“A chip cannot be removed if it is already part of a completed Sequence.”"}, []string{"two-eyed", "red jacks"}},
	{"two-eyed-jack-any-open-space", []string{"E5 is open and not a corner."}, []string{"Ann's hand"}},
}

// TestFirstScreenWords: the first screen of each dispute of firstScreens
// at 72 and at 40 columns says its words and not the others.
func TestFirstScreenWords(t *testing.T) {
	for _, c := range firstScreens {
		for _, columns := range []string{"", "40"} {
			t.Run(c.dispute+"/"+columns, func(t *testing.T) {
				t.Setenv("COLUMNS", columns)
				short, stderr, _ := run("referee", "--short", disputes+"/"+c.dispute+".yaml")
				if stderr != "" {
					t.Fatal(stderr)
				}
				screen := strings.Join(strings.Fields(short), " ")
				for _, w := range c.says {
					if !strings.Contains(screen, w) {
						t.Errorf("the first screen does not say %q:\n%s", w, short)
					}
				}
				for _, w := range c.not {
					if strings.Contains(screen, w) {
						t.Errorf("the first screen says %q:\n%s", w, short)
					}
				}
			})
		}
	}
}
