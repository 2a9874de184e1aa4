//go:build unix

package cmd_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/cmd"
	"github.com/seqref/seqref/notation"
)

// swapRuns is how many times each command runs while a link is swapped:
// the attack of issue 48 escaped in 4 to 33 runs.
const swapRuns = 300

// swapper flips the file at path between a regular file holding text and a
// symbolic link to target, as fast as it can, until stop is called:
// each state takes the name by a rename, so the name is never missing.
func swapper(t *testing.T, path, target, text string) (stop func()) {
	t.Helper()
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		file, link := path+".file.tmp", path+".link.tmp"
		for {
			select {
			case <-done:
				return
			default:
			}
			os.Remove(link)
			if err := os.Symlink(target, link); err == nil {
				os.Rename(link, path)
			}
			if err := os.WriteFile(file, []byte(text), 0o644); err == nil {
				os.Rename(file, path)
			}
		}
	}()
	return func() { close(done); wg.Wait() }
}

// unformatted is a record that fmt rewrites and test --update updates
// (its expect: block is wrong); %s is a player's name.
const unformatted = `sequence:   1
ruleset: standard
players:
  - {name: %s, team: green}
  - {name: Bob, team: blue}
turns:
  - %s: 7H@D6
expect:
  result: unfinished
  winner: blue
`

// TestSwappedLinkStaysInFolder: a process that flips a file in a folder
// between a regular file and a link to a file outside, while fmt -w DIR,
// fmt DIR, test --update DIR and a board: read run 300 times each, never
// has seqref read or write the file outside (docs/reading.md, "What
// seqref reads"). Before the folder was opened by handle, the check
// (EvalSymlinks) and the open were two steps, and the link won between
// them.
func TestSwappedLinkStaysInFolder(t *testing.T) {
	dir := t.TempDir()
	club, outside := filepath.Join(dir, "club"), filepath.Join(dir, "outside")
	for _, d := range []string{club, outside} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	record := func(name string) string {
		return strings.ReplaceAll(unformatted, "%s", name)
	}
	secret := filepath.Join(outside, "secret.yaml")
	secretText := record("Outsider")
	notBoard := filepath.Join(outside, "board.txt")
	notBoardText := "TOKEN=s3cr3t\n"
	for path, text := range map[string]string{secret: secretText, notBoard: notBoardText} {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run := func(args ...string) (string, string) {
		var out, errOut bytes.Buffer
		cmd.Run(append([]string{"seqref"}, args...), cmd.Streams{In: strings.NewReader(""), Out: &out, Err: &errOut})
		return out.String(), errOut.String()
	}
	checkOutside := func(when string) {
		t.Helper()
		for path, text := range map[string]string{secret: secretText, notBoard: notBoardText} {
			if got, err := os.ReadFile(path); err != nil || string(got) != text {
				t.Fatalf("%s: %s was changed (%v):\n%s", when, path, err, got)
			}
		}
		if entries, _ := os.ReadDir(outside); len(entries) != 2 {
			t.Fatalf("%s: %d files outside, want 2 (a temporary file was left there)", when, len(entries))
		}
	}

	swapped := filepath.Join(club, "swap.yaml")
	stop := swapper(t, swapped, "../outside/secret.yaml", record("Insider"))
	for i := range swapRuns {
		run("fmt", "-w", club)
		if out, errOut := run("fmt", club); strings.Contains(out+errOut, "Outsider") {
			t.Fatalf("run %d: fmt printed the file outside:\n%s%s", i, out, errOut)
		}
		if out, errOut := run("test", "--update", club); strings.Contains(out+errOut, "Outsider") {
			t.Fatalf("run %d: test read the file outside:\n%s%s", i, out, errOut)
		}
	}
	stop()
	checkOutside("fmt -w and test --update")

	// The board: key: a board file in the record's folder flips between
	// a board and a link to a file outside, which is not a board.
	os.Remove(swapped)
	game := filepath.Join(club, "game.yaml")
	withBoard := "sequence: 1\nboard: board.txt\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: blue}\nturns:\n  - Ann: AH@G5\n"
	if err := os.WriteFile(game, []byte(withBoard), 0o644); err != nil {
		t.Fatal(err)
	}
	stop = swapper(t, filepath.Join(club, "board.txt"), "../outside/board.txt", notation.FormatBoard(engine.StandardLayout))
	outsideRefused := 0
	for i := range swapRuns {
		out, errOut := run("validate", club)
		switch {
		case strings.Contains(out+errOut, "not a board file"):
			t.Fatalf("run %d: the board file outside was read:\n%s%s", i, out, errOut)
		case strings.Contains(out, "names a file outside the record's folder"):
			outsideRefused++
		}
	}
	stop()
	checkOutside("board:")
	if outsideRefused == 0 {
		t.Logf("the link was never seen in %d runs", swapRuns)
	}
}
