package rulebook_test

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/rulebook"
)

// headings are the section headings of each rule document, in the order
// they stand, as the document writes them.
var headings = map[string][]string{
	rulebook.SeedBible: {"**PLAYERS:**", "**EQUIPMENT:**", "## SEQUENCE:", "**OBJECT OF THE GAME:**",
		"## SETUP:", "## PLAY:", "## ADD & REMOVE CARDS:", "## DEAD CARD:", "## LOSS OF CARD"},
	rulebook.SeedSequence: {"\nSEQUENCE\n", "GAME SET-UP:", "NUMBER OF CARDS DEALT TO EACH PLAYER:",
		"Number Of Cards Dealt Each Player", "RULES OF THE GAME:", "THE JACKS:", "DEAD CARDS:",
		"LOSS OF A CARD:", "TABLE TALK, RESHUFFLE:", "END OF PLAY:"},
	rulebook.SeedSequenceAlt: {"OBJECT OF SEQUENCE:", "NUMBER OF PLAYERS:", "MATERIALS:", "TYPE OF GAME:", "Corner Chips"},
	rulebook.SeedRedJacks:    {"## Objective", "## Setup", "## Gameplay", "## Special Cards", "## Board Features", "## Winning"},
}

// sectionOf is the heading a quote stands under in a document: the last
// heading before it, without its markup.
func sectionOf(t *testing.T, file, quote string) string {
	t.Helper()
	text, ok := rulebook.SeedDocument(file)
	if !ok {
		t.Fatalf("no seed document %s", file)
	}
	at := strings.Index(normal(text), normal(quote))
	if at < 0 {
		return ""
	}
	section := ""
	for _, h := range headings[file] {
		i := strings.Index(text, h)
		if i < 0 {
			t.Fatalf("%s has no heading %q", file, h)
		}
		if len(normal(text[:i])) <= at {
			section = strings.Trim(normal(h), "#*: ")
		}
	}
	return section
}

// TestSourcesNameTheirSection: every quote of the catalogue, every
// sentence that forbids a shape, and every sentence on a fact, names the document by its title and the
// section it stands in.
func TestSourcesNameTheirSection(t *testing.T) {
	var all []rulebook.Source
	for _, r := range rulebook.All() {
		all = append(all, r.Sources...)
	}
	for _, s := range rulebook.Shapes() {
		quotes := rulebook.Forbidding(s)
		if len(quotes) == 0 {
			t.Errorf("shape %s: no sentence forbids it", s)
		}
		all = append(all, quotes...)
	}
	all = append(all, rulebook.SpecificSources()...)
	for _, s := range all {
		if s.Document != rulebook.Title(s.File) || s.Document == s.File {
			t.Errorf("%q: document %q, want the title of %s", s.Quote, s.Document, s.File)
		}
		if got := sectionOf(t, s.File, s.Quote); got != s.Section {
			t.Errorf("%s: %q stands under %q, not %q", s.Document, s.Quote, got, s.Section)
		}
	}
}

// TestTitlesStandAtTheTop: each title is the document's own first line
// (commas aside); the one document without a title goes by its first words.
func TestTitlesStandAtTheTop(t *testing.T) {
	for file := range headings {
		text, _ := rulebook.SeedDocument(file)
		top := normal(text)
		if len(top) > 60 {
			top = top[:60]
		}
		title := rulebook.Title(file)
		bare := strings.ReplaceAll(title, ",", "")
		if file == rulebook.SeedSequenceAlt {
			bare = strings.TrimSuffix(strings.TrimPrefix(title, "untitled rules (\""), "\")")
		}
		if !strings.HasPrefix(strings.TrimLeft(top, "# "), bare) {
			t.Errorf("%s is titled %q, but begins %q", file, title, top)
		}
	}
}

// TestSourcesForKeepTheRulesetsOwn: a ruling under a ruleset quotes only
// that ruleset's documents; red-jacks never borrows the two-eyed jacks of
// standard, nor standard the red jacks.
func TestSourcesForKeepTheRulesetsOwn(t *testing.T) {
	wild, _ := rulebook.Lookup(rulebook.PlayWild)
	for _, rs := range engine.Rulesets {
		for _, s := range wild.SourcesFor(rs) {
			mine := false
			for _, f := range rulebook.WordsOf(rs).Sources {
				mine = mine || f == s.File
			}
			if !mine {
				t.Errorf("%s quotes %s for play-wild", rs.Name, s.Document)
			}
		}
	}
	for _, s := range wild.SourcesFor(engine.StandardRules) {
		if strings.Contains(s.Quote, "Red Jacks") {
			t.Errorf("standard quotes the red-jacks variant: %q", s.Quote)
		}
	}
	pass, _ := rulebook.Lookup(rulebook.PassTurn)
	if got := pass.SourcesFor(engine.BibleRules); len(got) != 0 {
		t.Errorf("bible quotes %v for pass, which Bible SEQUENCE does not speak of", got)
	}
}
