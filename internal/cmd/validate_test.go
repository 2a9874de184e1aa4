package cmd_test

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/cmd"
)

// Records of each result, for the exit status of several files.
var validateRecords = map[string]string{
	"unfinished.yaml": "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: blue}\nturns:\n  - Ann: 7H@D6\n",
	"illegal.yaml":    "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: blue}\nturns:\n  - Ann: 7H@C4\n",
	"invalid.yaml":    "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: blue}\nturns:\n  - Ann: 7H@D6: x\n",
	"win.yaml": "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: blue}\n" +
		"start:\n  position: \"*8*/1bb7/7g2/7g2/7g2/7g2/2b7/10/1GGGGG4/*8*\"\n  sequences: [{team: green, from: B9, to: F9}]\n  to_move: Ann\n" +
		"turns:\n  - Ann: QD@H7\n",
}

// writeRecords writes validateRecords to a new folder and returns it.
func writeRecords(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range validateRecords {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// runSeqref runs seqref in process with the arguments after the program
// name and returns its exit status and standard output and error.
func runSeqref(stdin io.Reader, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := cmd.Run(append([]string{"seqref"}, args...), cmd.Streams{In: stdin, Out: &out, Err: &errOut})
	return code, out.String(), errOut.String()
}

// TestValidateExitStatus: the exit status is the worst of the records'
// (0 < 1 < 2), and a bad file does not stop the others being judged.
func TestValidateExitStatus(t *testing.T) {
	dir := writeRecords(t)
	cases := []struct {
		files []string
		want  int
	}{
		{[]string{"win.yaml"}, 0},
		{[]string{"unfinished.yaml", "win.yaml"}, 0},
		{[]string{"illegal.yaml"}, 1},
		{[]string{"win.yaml", "illegal.yaml", "unfinished.yaml"}, 1},
		{[]string{"invalid.yaml"}, 2},
		{[]string{"invalid.yaml", "illegal.yaml", "win.yaml"}, 2},
		{[]string{"illegal.yaml", "win.yaml", "invalid.yaml"}, 2},
		{[]string{"win.yaml", "nosuch.yaml", "unfinished.yaml"}, 2},
	}
	for _, c := range cases {
		args := []string{"validate", "--format", "json"}
		for _, f := range c.files {
			args = append(args, filepath.Join(dir, f))
		}
		code, out, errOut := runSeqref(strings.NewReader(""), args...)
		if code != c.want {
			t.Errorf("%v: exit status %d, want %d", c.files, code, c.want)
		}
		if errOut != "" {
			t.Errorf("%v: standard error %q", c.files, errOut)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != len(c.files) {
			t.Fatalf("%v: %d lines of output, want one per file:\n%s", c.files, len(lines), out)
		}
		for i, line := range lines {
			var v struct{ File, Result string }
			if err := json.Unmarshal([]byte(line), &v); err != nil {
				t.Fatalf("%v: line %d is not JSON: %s", c.files, i+1, line)
			}
			want := strings.TrimSuffix(c.files[i], ".yaml")
			if want == "nosuch" {
				want = "invalid"
			}
			if v.File != filepath.Join(dir, c.files[i]) || v.Result != want {
				t.Errorf("%v: line %d is %s, want %s for %s", c.files, i+1, line, want, c.files[i])
			}
		}
	}
}

// TestValidateUsage: wrong use is exit status 2 with one line on standard
// error that names the command, and nothing on standard output.
func TestValidateUsage(t *testing.T) {
	for _, args := range [][]string{
		{"validate"},
		{"validate", "--format", "xml", "game.yaml"},
		{"validate", "--no-such-flag", "game.yaml"},
	} {
		code, out, errOut := runSeqref(strings.NewReader(""), args...)
		named := strings.HasPrefix(errOut, "seqref validate: ") || strings.HasPrefix(errOut, "seqref: validate ")
		if code != cmd.ExitInvalid || out != "" || !named || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit status %d, output %q, error %q; want 2, nothing, one line naming validate", args, code, out, errOut)
		}
	}
}
