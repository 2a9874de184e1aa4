package docs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReferenceChecks: the checks of TestDocsReferences catch each kind
// of slip, on pages written for the test, and pass the right forms.
func TestReferenceChecks(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("docs/format.md", "# Format\n\n## 1. Cards\n\nText.\n\n## 2. Board and spaces\n\nSee section 2 and §1.\n")
	write("docs/notation.md", "# Notation\n\n## 6. Situations\n\nText.\n\n## 7. Board files\n\nText.\n")
	for _, c := range []struct{ name, text, want string }{
		{"right link", "The board ([notation.md, section 7](notation.md#7-board-files)).\n", ""},
		{"number and anchor disagree", "The board ([notation.md, section 6](notation.md#7-board-files)).\n", "says section 6, but #7-board-files is section \"7\""},
		{"section outside a link", "The board is in [notation.md](notation.md) section 6.\n", "[notation.md, section 6](notation.md#6-situations)"},
		{"plain page name", "The board is in docs/notation.md, section 7.\n", "[notation.md, section 7](notation.md#7-board-files)"},
		{"no such section", "The board is in notation.md section 9.\n", "docs/notation.md has no section 9"},
		{"section link without anchor", "See [notation.md, section 7](notation.md).\n", "names a section: link to its heading"},
		{"no such anchor", "See [the board](notation.md#board-files).\n", "docs/notation.md has no heading #board-files"},
		{"no such file", "See [the board](boards.md).\n", "no file docs/boards.md"},
		{"own section missing", "## 1. One\n\nAs section 2 says.\n", "docs/a.md has no section 2"},
		{"own section", "## 1. One\n\nAs section 1 says.\n", ""},
		{"contract section missing", "FORMAT §3 and §2 say so.\n", "docs/format.md has no section 3"},
		{"contract section", "FORMAT §1, §2 say so; so does §2.1.\n", ""},
		{"another document", "YAML 1.2, section 5.2, says so.\n", ""},
		{"inside code", "Write `notation.md section 9` and\n\n```\nnotation.md section 9\n```\n", ""},
	} {
		write("docs/a.md", "# A\n\n"+c.text)
		s := newPageSet(dir)
		p, err := s.get("docs/a.md")
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Join(s.check(p), "\n")
		switch {
		case c.want == "" && got != "":
			t.Errorf("%s: problems %q, want none", c.name, got)
		case c.want != "" && !strings.Contains(got, c.want):
			t.Errorf("%s: problems %q, want one saying %q", c.name, got, c.want)
		}
	}
}
