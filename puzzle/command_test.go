package puzzle_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/cmd"
)

// TestCheckExitStatus runs seqref puzzle --check in process: 0 when every
// puzzle passes, 1 when one fails, 2 when a file cannot be read.
func TestCheckExitStatus(t *testing.T) {
	good := filepath.Join("..", "fixtures", "puzzles", "win", "win-001.yaml")
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	tampered := filepath.Join(dir, "tampered.yaml")
	bad := strings.Replace(string(data), "difficulty: easy", "difficulty: hard", 1)
	if bad == string(data) {
		t.Fatal("win-001.yaml is not an easy puzzle")
	}
	if err := os.WriteFile(tampered, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		files []string
		want  int
	}{
		{[]string{good}, cmd.ExitOK},
		{[]string{good, tampered}, cmd.ExitIllegal},
		{[]string{tampered, filepath.Join(dir, "missing.yaml")}, cmd.ExitInvalid},
	} {
		var out, errOut bytes.Buffer
		args := append([]string{"seqref", "puzzle", "--check"}, tc.files...)
		if got := cmd.Run(args, cmd.Streams{In: strings.NewReader(""), Out: &out, Err: &errOut}); got != tc.want {
			t.Errorf("%v: exit %d, want %d\n%s%s", args, got, tc.want, out.String(), errOut.String())
		}
	}
}
