package cmd_test

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/cmd"
	"github.com/urfave/cli/v2"
)

// exitLogVar names the file each seqref run of a test appends its exit
// status to.
const exitLogVar = "SEQREF_EXIT_LOG"

// logExit appends "STATUS ARGS..." as one line to the file log.
func logExit(log string, code int, args []string) {
	f, err := os.OpenFile(log, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	fmt.Fprintf(f, "%d %s\n", code, strings.Join(args, " "))
}

// examplesHeading is the line that opens the examples of a help text.
var examplesHeading = regexp.MustCompile(`^\s*Examples?:\s*$`)

// helpExamples returns the examples of a help text: the indented lines after
// "Examples:" up to a blank line, a line ending in a backslash joined with
// the next.
func helpExamples(description string) []string {
	var examples []string
	in, pending := false, ""
	for _, line := range strings.Split(description, "\n") {
		switch {
		case examplesHeading.MatchString(line):
			in = true
			continue
		case !in:
			continue
		case strings.TrimSpace(line) == "":
			in = false
			continue
		}
		line = strings.TrimSpace(line)
		if strings.HasSuffix(line, `\`) {
			pending += strings.TrimSuffix(line, `\`)
			continue
		}
		examples = append(examples, pending+line)
		pending = ""
	}
	return examples
}

func TestHelpExamplesAreFound(t *testing.T) {
	got := helpExamples("Does things.\n\nExamples:\n   seqref a x\n   seqref b \\\n       --flag 2\n\nAfter.\n   seqref not-an-example")
	want := []string{"seqref a x", "seqref b --flag 2"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("helpExamples = %q, want %q", got, want)
	}
}

// TestHelpExamples runs every example of every command's help with bash,
// as written, in a folder that holds a copy of the repository's fixtures/
// and examples/ (so an example that writes files writes there). An example
// fails when a seqref it runs exits with status 2 (used wrongly, or a file
// that does not exist), when it runs no seqref at all, or when bash itself
// exits 2 or cannot find a command. An example that needs a program this
// machine lacks (jq, python3) is skipped.
func TestHelpExamples(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash to run the examples with")
	}
	if _, err := exec.LookPath("seqref"); err != nil {
		t.Fatalf("seqref is not on the PATH that TestMain sets: %v", err)
	}
	wasm := boardWasmEnv(t)
	base := t.TempDir()
	for _, dir := range []string{"fixtures", "examples"} {
		if err := copyTree(filepath.Join("../..", dir), filepath.Join(base, dir), copyFile); err != nil {
			t.Fatal(err)
		}
	}
	app := cmd.NewApp(cmd.Streams{In: strings.NewReader(""), Out: io.Discard, Err: io.Discard})
	for _, c := range app.VisibleCommands() {
		examples := helpExamples(c.Description)
		if len(examples) == 0 {
			t.Errorf("seqref help %s has no examples", c.Name)
		}
		for i, example := range examples {
			t.Run(fmt.Sprintf("%s/%d", c.Name, i+1), func(t *testing.T) {
				t.Parallel()
				runExample(t, bash, base, wasm, c, example)
			})
		}
	}
}

// needs are the programs other than seqref and the shell's own that
// examples use.
var needs = []string{"jq", "python3", "sed"}

// runExample runs one example in its own copy of base, with wasm (NAME=VALUE)
// in its environment.
func runExample(t *testing.T, bash, base, wasm string, c *cli.Command, example string) {
	for _, prog := range needs {
		if regexp.MustCompile(`\b` + prog + `\b`).MatchString(example) {
			if _, err := exec.LookPath(prog); err != nil {
				t.Skipf("%s needs %s: %s", c.Name, prog, example)
			}
		}
	}
	dir := t.TempDir()
	if err := copyTree(base, dir, os.Link); err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(t.TempDir(), "exits")
	sh := exec.Command(bash, "-c", example)
	sh.Dir = dir
	sh.Env = append(os.Environ(), "HOME="+dir, exitLogVar+"="+log, wasm)
	out, err := sh.CombinedOutput()
	status := sh.ProcessState.ExitCode()
	if err != nil && status < 0 {
		t.Fatalf("%s: %v", example, err)
	}
	runs, _ := os.ReadFile(log)
	lines := strings.Split(strings.TrimSpace(string(runs)), "\n")
	if strings.TrimSpace(string(runs)) == "" {
		t.Fatalf("seqref help %s: %s runs no seqref; output:\n%s", c.Name, example, tail(out))
	}
	for _, line := range lines {
		if strings.HasPrefix(line, "2 ") {
			t.Errorf("seqref help %s: %s: seqref %s exits 2; output:\n%s", c.Name, example, line[2:], tail(out))
		}
	}
	if status == 2 || status >= 126 {
		t.Errorf("seqref help %s: %s: bash exits %d; output:\n%s", c.Name, example, status, tail(out))
	}
}

// tail is the end of an example's output, enough to see why it failed.
func tail(out []byte) string {
	const most = 2000
	if len(out) > most {
		return "..." + string(out[len(out)-most:])
	}
	return string(out)
}

// copyTree makes to a copy of the folder from, placing each file with
// place (a copy, or a hard link).
func copyTree(from, to string, place func(src, dst string) error) error {
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		return place(path, dst)
	})
}

// copyFile copies the file src to dst.
func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o644)
}
