package cmd_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/goldenfile"
)

// refereeDoc is the walk-through of disputes whose commands and outputs
// this test checks.
const refereeDoc = "../../docs/referee.md"

var (
	docRecord  = regexp.MustCompile("(?s)`([a-z0-9-]+\\.yaml)`:\n\n```yaml\n(.*?)```\n")
	docCommand = regexp.MustCompile("(?s)```console\n\\$ seqref ([^\n]*)\n(.*?)```\n")
)

// TestRefereeDocs runs every command of docs/referee.md on the records the
// page shows and compares the output with the page's. With -update, the
// page's outputs are rewritten from the actual ones.
func TestRefereeDocs(t *testing.T) {
	t.Setenv("COLUMNS", "") // the goldens are at the default width
	docPath, err := filepath.Abs(refereeDoc)
	if err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(docPath)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	records := docRecord.FindAllSubmatch(page, -1)
	for _, m := range records {
		if err := os.WriteFile(filepath.Join(dir, string(m[1])), m[2], 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	commands := docCommand.FindAllSubmatchIndex(page, -1)
	if len(records) < 6 || len(commands) < 6 {
		t.Fatalf("%s shows %d records and %d commands; want six disputes at least", refereeDoc, len(records), len(commands))
	}
	var rewritten []byte
	last := 0
	for _, at := range commands {
		line := string(page[at[2]:at[3]])
		got, stderr, _ := run(strings.Fields(line)...)
		got += stderr
		rewritten = append(append(rewritten, page[last:at[4]]...), got...)
		last = at[5]
	}
	rewritten = append(rewritten, page[last:]...)
	goldenfile.Check(t, docPath, rewritten)
}
