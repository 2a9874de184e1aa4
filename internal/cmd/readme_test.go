package cmd_test

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"
)

// readmeCommand is a command line README.md shows, with what it says the
// command prints after it (the lines of a "$ " example up to the next
// prompt), and where.
type readmeCommand struct {
	line  int
	text  string
	shown string
}

// readmeCommands reads every command README.md shows: each line of its sh
// and powershell blocks, each "$ " line of its other blocks, and each
// example of its table of commands.
func readmeCommands(t *testing.T) []readmeCommand {
	t.Helper()
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var out []readmeCommand
	example := regexp.MustCompile("\\| `(seqref [^`]*)` \\|$")
	inBlock, shell, prompted := false, false, false
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if fence, ok := strings.CutPrefix(line, "```"); ok {
			inBlock = !inBlock
			shell = inBlock && (fence == "sh" || fence == "powershell")
			prompted = false
			continue
		}
		switch {
		case inBlock && shell && strings.TrimSpace(line) != "":
			out = append(out, readmeCommand{line: n, text: line})
		case inBlock && strings.HasPrefix(line, "$ "):
			out = append(out, readmeCommand{line: n, text: strings.TrimPrefix(line, "$ ")})
			prompted = true
		case inBlock && prompted:
			out[len(out)-1].shown += line + "\n"
		case !inBlock:
			if m := example.FindStringSubmatch(line); m != nil {
				out = append(out, readmeCommand{line: n, text: m[1]})
			}
		}
	}
	if len(out) < 20 {
		t.Fatalf("README.md shows %d commands: the test no longer reads them", len(out))
	}
	return out
}

// checkoutOnly are the commands README.md shows that need Go, git or a
// release's archive: .ci/run runs them as README shows them (.ci/readme,
// in a fresh clone and on a snapshot release's archive), so this test
// does not.
var checkoutOnly = regexp.MustCompile(`^(go (test|generate|install|build) |tar -xzf seqref_VERSION_|Expand-Archive seqref_VERSION_|xattr )`)

// TestReadmeCommands runs every seqref command README.md shows, as it
// shows it, in bash, in a folder that holds the fixtures and the example
// bots as a checkout does: each exits with the status README says (1 for
// an illegal game, 0 otherwise). "go run ." and "./seqref" are the seqref
// this test binary is on the PATH (TestMain); PowerShell's
// .\seqref\seqref.exe is the same command on Windows.
func TestReadmeCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("runs some fifty commands, matches among them")
	}
	bash, err := exec.LookPath("bash")
	if err != nil || runtime.GOOS == "windows" {
		t.Skip("README's commands are run with bash, on Linux and macOS")
	}
	work := t.TempDir()
	for _, dir := range []string{"fixtures", "examples"} {
		if err := os.CopyFS(filepath.Join(work, dir), os.DirFS(filepath.Join("..", "..", dir))); err != nil {
			t.Fatal(err)
		}
	}
	self, err := exec.LookPath("seqref")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(self, filepath.Join(work, "seqref")); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), boardWasmEnv(t))
	ran := 0
	for _, c := range readmeCommands(t) {
		text, _, _ := strings.Cut(c.text, "   # ")
		text = strings.TrimSpace(text)
		if checkoutOnly.MatchString(text) {
			continue
		}
		for _, prefix := range []string{"go run . ", "./seqref ", `.\seqref\seqref.exe `} {
			if rest, ok := strings.CutPrefix(text, prefix); ok {
				text = "seqref " + rest
			}
		}
		if !strings.HasPrefix(text, "seqref ") {
			t.Errorf("README.md:%d shows %q, which this test cannot run and .ci/readme does not", c.line, c.text)
			continue
		}
		if strings.HasPrefix(text, "seqref match ") && strings.Contains(text, "python3 ") {
			if _, err := exec.LookPath("python3"); err != nil {
				t.Logf("README.md:%d: no python3 for %q", c.line, text)
				continue
			}
		}
		want := 0
		if strings.Contains(c.shown, ": illegal at turn") {
			want = 1
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		run := exec.CommandContext(ctx, bash, "-c", text)
		run.Dir, run.Env, run.Stdin = work, env, strings.NewReader("")
		out, err := run.CombinedOutput()
		cancel()
		got := 0
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			got = exit.ExitCode()
		} else if err != nil {
			t.Fatalf("README.md:%d: %s: %v", c.line, text, err)
		}
		if got != want {
			t.Errorf("README.md:%d: %s exits %d, README says %d:\n%s", c.line, text, got, want, out)
		}
		ran++
	}
	t.Logf("ran %d of README.md's commands", ran)
}
