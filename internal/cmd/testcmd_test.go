package cmd_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/cmd"
)

// goldenRecord is a legal unfinished game; %s is its expected winner.
const goldenRecord = `sequence: 1
ruleset: standard
players:
  - {name: Ann, team: green}
  - {name: Bob, team: blue}
turns:
  - Ann: 7H@D6
expect:
  result: unfinished
  winner: %s
`

// TestGoldenExitStatus checks the exit status of diff and test, which the
// scripts cannot see: 0 as expected, 1 different, 2 unreadable or misused.
func TestGoldenExitStatus(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	good := write("pass/good.yaml", strings.Replace(goldenRecord, "%s", "null", 1))
	wrong := write("fail/wrong.yaml", strings.Replace(goldenRecord, "%s", "blue", 1))
	plain := write("plain.yaml", "sequence: 1\n")
	typo := write("typo.yaml", "expect: {winer: blue}\n")
	missing := filepath.Join(dir, "nosuch.yaml")
	cases := []struct {
		args []string
		want int
	}{
		{[]string{"diff", good}, cmd.ExitOK},
		{[]string{"diff", wrong}, cmd.ExitIllegal},
		{[]string{"diff", wrong, good}, cmd.ExitOK},
		{[]string{"diff", missing}, cmd.ExitInvalid},
		{[]string{"diff", good, missing}, cmd.ExitInvalid},
		{[]string{"diff", plain}, cmd.ExitInvalid},
		{[]string{"diff", typo}, cmd.ExitInvalid},
		{[]string{"diff"}, cmd.ExitInvalid},
		{[]string{"diff", "--nosuch", good}, cmd.ExitInvalid},
		{[]string{"test", filepath.Join(dir, "pass")}, cmd.ExitOK},
		{[]string{"test", dir}, cmd.ExitIllegal},
		{[]string{"test", plain}, cmd.ExitIllegal},
		{[]string{"test", missing}, cmd.ExitInvalid},
		{[]string{"test", "--nosuch", dir}, cmd.ExitInvalid},
		{[]string{"test", "--update", filepath.Join(dir, "fail")}, cmd.ExitOK},
		{[]string{"test", filepath.Join(dir, "fail")}, cmd.ExitOK},
	}
	for _, c := range cases {
		var out, errOut bytes.Buffer
		got := cmd.Run(append([]string{"seqref"}, c.args...), cmd.Streams{In: strings.NewReader(""), Out: &out, Err: &errOut})
		if got != c.want {
			t.Errorf("seqref %s: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", strings.Join(c.args, " "), got, c.want, &out, &errOut)
		}
	}
}
