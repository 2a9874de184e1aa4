package puzzle

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestDocsExamples checks that every record docs/puzzles.md quotes from
// fixtures/puzzles is the file as it is, and that every kind has one.
func TestDocsExamples(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "puzzles.md"))
	if err != nil {
		t.Fatal(err)
	}
	quoted := regexp.MustCompile("(?s)```yaml\n# (fixtures/puzzles/([a-z]+)/[a-z0-9-]+\\.yaml)\n(.*?)```")
	kinds := map[string]bool{}
	for _, m := range quoted.FindAllSubmatch(doc, -1) {
		path, kind, text := string(m[1]), string(m[2]), string(m[3])
		kinds[kind] = true
		file, err := os.ReadFile(filepath.Join("..", path))
		if err != nil {
			t.Errorf("docs/puzzles.md quotes %s: %v", path, err)
			continue
		}
		if string(file) != text {
			t.Errorf("docs/puzzles.md quotes %s, and the file is not that any more", path)
		}
	}
	for _, k := range Kinds {
		if !kinds[string(k)] {
			t.Errorf("docs/puzzles.md has no example of a %s puzzle", k)
		}
	}
}
