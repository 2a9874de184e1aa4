package rulebook_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/goldenfile"
	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/rulebook"
)

func TestEveryEngineRuleHasAnEntry(t *testing.T) {
	for _, r := range engine.AllRules() {
		e, ok := rulebook.Of(r)
		if !ok {
			t.Errorf("engine rule %s has no catalogue entry", r)
			continue
		}
		if e.Kind != rulebook.Illegal {
			t.Errorf("%s: kind %s, want %s: breaking an engine rule makes a record illegal", r, e.Kind, rulebook.Illegal)
		}
	}
}

func TestPrinciplesAndRecordRulesHaveEntries(t *testing.T) {
	ids := []rulebook.ID{rulebook.TurnOrder, rulebook.PlayNormal, rulebook.PlayWild, rulebook.PlayRemove,
		rulebook.PassTurn, rulebook.DeadCard, rulebook.DrawCard, rulebook.ReshufflePile, rulebook.MissedDraw,
		rulebook.TableTalk, rulebook.SequenceRule, rulebook.FreeCorner, rulebook.SecondSequence,
		rulebook.WinRule, rulebook.SyntaxRule, rulebook.SchemaRule, rulebook.UnreadableRule}
	for _, id := range ids {
		if _, ok := rulebook.Lookup(id); !ok {
			t.Errorf("%s has no catalogue entry", id)
		}
	}
}

func TestEntriesAreComplete(t *testing.T) {
	seeds := map[string]bool{rulebook.SeedBible: true, rulebook.SeedSequence: true, rulebook.SeedSequenceAlt: true, rulebook.SeedRedJacks: true}
	seen := map[rulebook.ID]bool{}
	groups := map[rulebook.Group]int{}
	for _, r := range rulebook.All() {
		if seen[r.ID] {
			t.Errorf("%s is in the catalogue twice", r.ID)
		}
		seen[r.ID] = true
		groups[r.Group]++
		if !strings.HasSuffix(r.Statement, ".") || len(r.Statement) < 20 {
			t.Errorf("%s: statement %q is not a sentence", r.ID, r.Statement)
		}
		if r.Docs == "" {
			t.Errorf("%s: no pointer into docs", r.ID)
		}
		if _, ok := rulebook.KindMeaning[r.Kind]; !ok {
			t.Errorf("%s: unknown kind %q", r.ID, r.Kind)
		}
		if len(r.Sources) == 0 && r.Kind != rulebook.Invalid {
			t.Errorf("%s: a rule of the game cites no seed document", r.ID)
		}
		for _, s := range r.Sources {
			if !seeds[s.File] {
				t.Errorf("%s: cites %q, which is not a seed document", r.ID, s.File)
			}
		}
		covered := map[string]int{}
		for _, d := range r.Rulesets {
			for _, name := range d.Rulesets {
				covered[name]++
			}
		}
		for _, name := range rulebook.Rulesets() {
			if covered[name] != 1 {
				t.Errorf("%s: ruleset %s is read %d times, want once", r.ID, name, covered[name])
			}
		}
	}
	for _, g := range rulebook.Groups() {
		if groups[g] == 0 {
			t.Errorf("group %q has no rules", g)
		}
	}
}

var markup = regexp.MustCompile(`[*\s]+`)

// normal drops the seeds' markdown emphasis and folds white space.
func normal(s string) string { return strings.TrimSpace(markup.ReplaceAllString(s, " ")) }

// TestQuotesAreTheSeedsWords checks every quote against its seed document.
func TestQuotesAreTheSeedsWords(t *testing.T) {
	texts := map[string]string{}
	quotes := 0
	for _, r := range rulebook.All() {
		for _, s := range r.Sources {
			text, ok := texts[s.File]
			if !ok {
				data, ok := rulebook.SeedDocument(s.File)
				if !ok {
					t.Fatalf("%s: no seed document %s", r.ID, s.File)
				}
				text = normal(data)
				texts[s.File] = text
			}
			if !strings.Contains(text, normal(s.Quote)) {
				t.Errorf("%s: %s does not say %q", r.ID, s.File, s.Quote)
			}
			quotes++
		}
	}
	if quotes < 50 || len(texts) != 4 {
		t.Errorf("checked %d quotes from %d seed documents, want at least 50 from all 4", quotes, len(texts))
	}
}

// TestEveryRulesetsSeedsAreEmbedded: each seed document a ruleset names is
// in the package, and nothing that is not a seed file name is.
func TestEveryRulesetsSeedsAreEmbedded(t *testing.T) {
	for _, rs := range engine.Rulesets {
		for _, file := range rulebook.WordsOf(rs).Sources {
			if text, ok := rulebook.SeedDocument(file); !ok || len(text) < 1000 {
				t.Errorf("%s: seed document %s missing or short (%d bytes)", rs.Name, file, len(text))
			}
		}
	}
	for _, file := range []string{"", "README.md", "../seeds.go", "000_e33cca0d91d8e667"} {
		if _, ok := rulebook.SeedDocument(file); ok {
			t.Errorf("SeedDocument(%q) found a document", file)
		}
	}
}

func TestRulesetDifferencesFollowTheEngine(t *testing.T) {
	wild, _ := rulebook.Lookup(rulebook.PlayWild)
	want := map[string]string{
		"standard":  "JD and JC (two-eyed jacks) place a chip on any open space",
		"red-jacks": "JH and JD (red jacks) place a chip on any open space",
		"bible":     "ADD places a chip on any open space",
	}
	got := map[string]string{}
	for _, d := range wild.Rulesets {
		for _, name := range d.Rulesets {
			got[name] = d.Text
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("play-wild by ruleset (-want +got):\n%s", diff)
	}
}

func TestLookupUnknown(t *testing.T) {
	if _, ok := rulebook.Lookup("remove-owned"); ok {
		t.Error("Lookup found a rule that does not exist")
	}
}

func TestCatalogueGolden(t *testing.T) {
	var text bytes.Buffer
	if err := rulebook.WriteCatalogue(&text, rulebook.All()); err != nil {
		t.Fatal(err)
	}
	goldenfile.Check(t, filepath.Join("testdata", "catalogue.golden"), text.Bytes())
	goldenfile.Check(t, filepath.Join("testdata", "catalogue.json.golden"), indentedJSON(t, rulebook.All()))
	for _, line := range strings.Split(text.String(), "\n") {
		if n := len([]rune(line)); n > prose.Width && strings.Contains(line, " ") && !strings.HasPrefix(strings.TrimSpace(line), "\u201c") {
			t.Errorf("line of %d characters: %q", n, line)
		}
	}
}

// indentedJSON is v as seqref rules --format json writes it: indented by
// two spaces, HTML not escaped.
func indentedJSON(t *testing.T, v any) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
