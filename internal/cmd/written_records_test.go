package cmd_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/cmd"
	"github.com/seqref/seqref/puzzle"
)

// TestWrittenRecordsReadBack: every record that play and puzzle write, to
// a folder (-o) and as a stream on standard output, passes seqref test (its
// expect: block is the outcome of its replay) and seqref validate (exit 0
// for a win or an unfinished game, never 2), through the commands
// themselves. Games end won and unfinished (--max-entries); a blocked game
// writes the same expect: block as an unfinished one (result: unfinished),
// and self-play reaches none in thousands of seeds. The records of match,
// with every forfeit and every illegal rule a bot can commit, are read back
// in match's hostile-bot tests (match.CheckRecordReadsBack).
func TestWrittenRecordsReadBack(t *testing.T) {
	dir := t.TempDir()
	var runs [][]string
	for _, r := range engine.Rulesets {
		for _, n := range []string{"2", "3", "4"} {
			for _, policy := range []string{"random", "greedy"} {
				runs = append(runs, []string{"play", "--ruleset", r.Name, "--players", n, "--policy", policy, "--count", "3"})
			}
		}
		runs = append(runs, []string{"play", "--ruleset", r.Name, "--max-entries", "9", "--count", "2"})
	}
	for _, k := range puzzle.Kinds {
		runs = append(runs, []string{"puzzle", "--kind", string(k), "--count", "3"})
	}
	results := map[string]int{}
	for i, args := range runs {
		folder := filepath.Join(dir, fmt.Sprint(i))
		mustRun(t, 0, append(append([]string{}, args...), "-o", folder)...)
		stream := filepath.Join(dir, fmt.Sprintf("%d.yaml", i))
		out := mustRun(t, 0, args...)
		if err := os.WriteFile(stream, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		names, _ := filepath.Glob(filepath.Join(folder, "*.yaml"))
		if len(names) == 0 {
			t.Fatalf("seqref %s -o wrote no record", strings.Join(args, " "))
		}
		for _, name := range append(names, stream) {
			if out := mustRun(t, 0, "test", "-q", name); out != "" {
				t.Errorf("seqref test %s (written by seqref %s):\n%s", name, strings.Join(args, " "), out)
			}
			out := mustRun(t, -1, "validate", "--format", "json", name)
			for line := range strings.Lines(out) {
				for _, res := range []string{"win", "unfinished", "illegal"} {
					if strings.Contains(line, `"result":"`+res+`"`) {
						results[res]++
					}
				}
			}
		}
	}
	if results["win"] == 0 || results["unfinished"] == 0 {
		t.Errorf("the records came to %v; want wins and unfinished games", results)
	}
}

// mustRun runs seqref with args and returns its standard output; the exit
// status must be want, or 0 or 1 when want is -1 (never 2: a record that
// is not read).
func mustRun(t *testing.T, want int, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	code := cmd.Run(append([]string{"seqref"}, args...), cmd.Streams{In: strings.NewReader(""), Out: &out, Err: &errs})
	if code != want && (want != -1 || code > 1) {
		t.Fatalf("seqref %s: exit status %d, want %d\n%s%s", strings.Join(args, " "), code, want, out.String(), errs.String())
	}
	return out.String()
}
