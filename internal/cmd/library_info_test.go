package cmd_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
)

// TestLibraryDocInfo builds the bot of docs/library.md with the main of
// its "Info lines and the time" block, which writes an info line at every
// answer, and plays it: every answer comes with its info line, which says
// the time a move the match gave.
func TestLibraryDocInfo(t *testing.T) {
	goTool, page := libraryPageToBuild(t)
	var bot, infoMain string
	for _, block := range docGo.FindAllStringSubmatch(string(page), -1) {
		switch {
		case strings.Contains(block[1], "protocol.Serve("):
			bot = block[1]
		case strings.Contains(block[1], "s.Info("):
			infoMain = block[1]
		}
	}
	start, end := strings.Index(bot, "func main() {"), strings.Index(bot, "\n}\n")
	if infoMain == "" || start < 0 || end < start {
		t.Fatal("docs/library.md has no bot on protocol.Serve with a main, or no main that calls s.Info")
	}
	code := bot[:start] + infoMain + bot[end+3:]
	code = strings.Replace(code, "import (\n", "import (\n\t\"fmt\"\n\t\"github.com/seqref/seqref/notation\"\n", 1)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "bot")
	build := exec.Command(goTool, "build", "-o", bin, filepath.Join(dir, "main.go"))
	build.Dir = "../.."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("the info bot of docs/library.md does not build: %v\n%s\n%s", err, out, code)
	}
	var mu sync.Mutex
	var lines []string
	cfg := &match.Config{
		Bots:  []string{bin, bin},
		Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: 2, Seed: 1,
		MoveTime: 1500 * time.Millisecond, NoRecords: true,
		Info: func(_, _ int, line string) {
			mu.Lock()
			defer mu.Unlock()
			lines = append(lines, line)
		},
	}
	entries := 0
	err := cfg.Run(func(r *match.Result) error {
		if r.Fault != nil {
			t.Errorf("game %d: %s", r.GameIndex+1, r.Fault.Words())
		}
		entries += r.Entries
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := regexp.MustCompile(`^info [0-9]+ answers, 1\.5s to choose, chose (dead \S+|pass|\S+[@x][A-J][0-9]+)$`)
	for _, line := range lines {
		if !want.MatchString(line) {
			t.Errorf("info line %q, want one like %q", line, want)
		}
	}
	if len(lines) < entries {
		t.Errorf("%d info lines for %d entries: an answer came without one", len(lines), entries)
	}
}
