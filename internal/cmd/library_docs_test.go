package cmd_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
)

// libraryDoc is the page for bot authors, whose commands and Go code these
// tests check.
const libraryDoc = "../../docs/library.md"

var (
	docConsole = regexp.MustCompile("(?s)```console\n(.*?)```\n")
	docGo      = regexp.MustCompile("(?s)```go\n(.*?)```\n")
	docQuoted  = regexp.MustCompile(`"[^"]*"|\S+`)
)

// TestLibraryDocCommands runs every "$ seqref" command of the console blocks
// of docs/library.md and compares its output with the lines that follow it
// on the page.
func TestLibraryDocCommands(t *testing.T) {
	page, err := os.ReadFile(libraryDoc)
	if err != nil {
		t.Fatal(err)
	}
	commands := 0
	for _, block := range docConsole.FindAllStringSubmatch(string(page), -1) {
		parts := strings.Split("\n"+block[1], "\n$ seqref ")
		for _, part := range parts[1:] {
			line, want, _ := strings.Cut(part, "\n")
			if want != "" && !strings.HasSuffix(want, "\n") {
				want += "\n" // the line break the split took
			}
			var args []string
			for _, a := range docQuoted.FindAllString(line, -1) {
				args = append(args, strings.Trim(a, `"`))
			}
			got, stderr, code := run(args...)
			if code != 0 || stderr != "" {
				t.Errorf("seqref %s: exit %d, %s", line, code, stderr)
			}
			if got != want {
				t.Errorf("seqref %s: output differs from docs/library.md (-page +got):\n%s", line, cmp.Diff(want, got))
			}
			commands++
		}
	}
	if commands == 0 {
		t.Fatal("no seqref command found in docs/library.md")
	}
}

// TestLibraryDocInnerLoop builds the bot's inner loop of docs/library.md
// with the imports the page names, and asks it the page's situation: it
// answers with the winning play.
func TestLibraryDocInnerLoop(t *testing.T) {
	goTool, page := libraryPageToBuild(t)
	code := docGo.FindStringSubmatch(string(page))
	if code == nil {
		t.Fatal("no Go code in docs/library.md")
	}
	src := "package main\n\nimport (\n\t\"bufio\"\n\t\"fmt\"\n\t\"os\"\n\n" +
		"\t\"github.com/seqref/seqref/engine\"\n\t\"github.com/seqref/seqref/moves\"\n" +
		"\t\"github.com/seqref/seqref/notation\"\n\t\"github.com/seqref/seqref/situation\"\n)\n\n" + code[1]
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "bot")
	build := exec.Command(goTool, "build", "-o", bin, filepath.Join(dir, "main.go"))
	build.Dir = "../.." // the module, whose packages the code imports
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("the inner loop of docs/library.md does not build: %v\n%s", err, out)
	}
	bot := exec.Command(bin)
	bot.Stdin = strings.NewReader("*8*/1gb3b3/2g3b3/3gg1b3/6b3/b4g4/10/3b6/1GGGGG4/*8* g=B9-F9 standard gb 1 5H,JS\n")
	out, err := bot.Output()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(string(out)); got != "5H@E5" {
		t.Errorf("the inner loop answers %q, want the winning play 5H@E5", got)
	}
}

// TestLibraryDocServe builds the protocol bot of docs/library.md, the Go
// block that calls protocol.Serve, as a program of its own, and plays it
// against seqref bot random in a match of 20 two-player games, seeded: it
// plays every game to its end without a fault, and wins every one.
func TestLibraryDocServe(t *testing.T) {
	goTool, page := libraryPageToBuild(t)
	var code string
	for _, block := range docGo.FindAllStringSubmatch(string(page), -1) {
		if strings.Contains(block[1], "protocol.Serve(") {
			code = block[1]
		}
	}
	if code == "" {
		t.Fatal("no Go block of docs/library.md calls protocol.Serve")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, b := range []struct{ out, pkg string }{{"bot", filepath.Join(dir, "main.go")}, {"seqref", "."}} {
		build := exec.Command(goTool, "build", "-o", filepath.Join(dir, b.out), b.pkg)
		build.Dir = "../.." // the module, whose packages the code imports
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("go build %s: %v\n%s", b.pkg, err, out)
		}
	}
	bot, seqref := filepath.Join(dir, "bot"), filepath.Join(dir, "seqref")
	random := docBotMatch(t, bot, seqref+" bot random", 20)
	if random.Name != "windows" || random.Wins != 20 {
		t.Errorf("the bot of docs/library.md (%s) won %d of 20 games against seqref bot random", random.Name, random.Wins)
	}
	// Not weaker than greedy: the seeds are fixed, so the score is the
	// same on every run (60 of 100 when this was written).
	if greedy := docBotMatch(t, bot, seqref+" bot greedy", 100); greedy.Points < 50 {
		t.Errorf("the bot of docs/library.md scored %.1f of 100 games against seqref bot greedy, want 50 at least", greedy.Points)
	}
}

// docBotMatch plays the bot against the other bot in a seeded match of
// two-player games with the seats turned, and returns the bot's standing.
func docBotMatch(t *testing.T, bot, other string, games int) match.BotScore {
	t.Helper()
	cfg := &match.Config{
		Bots:  []string{bot, other},
		Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: games, Seed: 1,
		MoveTime: 10 * time.Second, Parallel: 2,
	}
	st := match.NewStandings(cfg)
	err := cfg.Run(func(r *match.Result) error {
		st.Add(r)
		if r.Fault != nil {
			t.Errorf("game %d: %s %s", r.GameIndex+1, r.Names[r.Faulted], r.Fault.Words())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var table strings.Builder
	_ = st.WriteText(&table)
	t.Logf("standings:\n%s", table.String())
	return st.Bots[0]
}

// libraryPageToBuild is the go tool and docs/library.md, for a test that
// builds the page's Go code; it skips the test where there is no go tool,
// and in short mode.
func libraryPageToBuild(t *testing.T) (goTool string, page []byte) {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on the PATH: the Go code of docs/library.md is not built here")
	}
	if testing.Short() {
		t.Skip("building a program is not short")
	}
	page, err = os.ReadFile(libraryDoc)
	if err != nil {
		t.Fatal(err)
	}
	return goTool, page
}
