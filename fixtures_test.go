package main_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/cmd"
)

// TestFixtures runs "seqref test fixtures" in process: every record under
// fixtures/ with an expect: block must come to the outcome it names. On a
// failure the test prints the command's output (one line per failing record).
func TestFixtures(t *testing.T) {
	var out, errOut bytes.Buffer
	code := cmd.Run([]string{"seqref", "test", "fixtures"}, cmd.Streams{In: strings.NewReader(""), Out: &out, Err: &errOut})
	if code != cmd.ExitOK {
		t.Fatalf("seqref test fixtures: exit %d\n%s%s", code, &out, &errOut)
	}
	if !strings.Contains(out.String(), " passed, 0 failed") || strings.HasPrefix(out.String(), "0 passed") {
		t.Fatalf("seqref test fixtures tested nothing:\n%s", &out)
	}
	t.Log(strings.TrimSpace(out.String()))
}
