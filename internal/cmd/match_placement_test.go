package cmd_test

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/cmd"
)

// TestMatchPlacementUsage refuses a --placement that is not none, pin or
// spin, and the flags it replaced, as every other usage error of match:
// one line naming the valid placements, exit status 2, before any bot is
// started.
func TestMatchPlacementUsage(t *testing.T) {
	_, _, games0 := run("match", "--bot", "a", "--bot", "b", "--games", "0")
	if games0 != cmd.ExitInvalid {
		t.Fatalf("match --games 0: exit %d, want %d", games0, cmd.ExitInvalid)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--placement", "fast"}, "seqref match: --placement must be none, pin or spin, not \"fast\"\n"},
		{[]string{"--placement", "auto"}, "seqref match: --placement must be none, pin or spin, not \"auto\"\n"},
		{[]string{"--placement=PIN"}, "seqref match: --placement must be none, pin or spin, not \"PIN\"\n"},
		{[]string{"--affinity"}, "seqref match: flag provided but not defined: -affinity"},
		{[]string{"--spin"}, "seqref match: flag provided but not defined: -spin"},
	} {
		args := append([]string{"match", "--bot", "a", "--bot", "b"}, c.args...)
		stdout, stderr, code := run(args...)
		if code != games0 || stdout != "" || !strings.HasPrefix(stderr, c.want) {
			t.Errorf("seqref %s: exit %d, stdout %q, stderr %q; want exit %d and %q", strings.Join(args, " "), code, stdout, stderr, games0, c.want)
		}
	}
}
