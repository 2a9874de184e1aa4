package match_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
)

// TestProtocolDocSession plays the game of the session in docs/protocol.md
// and checks that every line shown there is what seqref and the random bot
// said, in the same order (lines cut short there are compared up to the
// cut).
func TestProtocolDocSession(t *testing.T) {
	doc, err := os.ReadFile("../../docs/protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, _ := strings.Cut(string(doc), "## A whole session")
	_, block, _ := strings.Cut(after, "```\n")
	block, _, _ = strings.Cut(block, "```")
	dir := t.TempDir()
	cfg := &match.Config{
		Bots:  []string{botCommand(t, "greedy", dir), botCommand(t, "logged-random", dir)},
		Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: 1, Seed: 1,
	}
	if err := cfg.Run(func(*match.Result) error { return nil }); err != nil {
		t.Fatal(err)
	}
	session := transcript(t, dir)
	i := 0
	for _, want := range strings.Split(strings.TrimSpace(block), "\n") {
		if strings.HasPrefix(want, "…") {
			continue // the game goes on
		}
		prefix, cut := strings.CutSuffix(strings.TrimSpace(strings.Split(want, " … ")[0]), " …")
		cut = cut || strings.Contains(want, " … ")
		for i < len(session) && !(session[i] == want || cut && strings.HasPrefix(session[i], prefix)) {
			i++
		}
		if i == len(session) {
			t.Fatalf("docs/protocol.md shows %q, which the session does not have (in this order):\n%s", want, strings.Join(session, "\n"))
		}
		i++
	}
}

// transcript merges what the logged bot read (>) and wrote (<): it answers
// the handshake and every go, one line each.
func transcript(t *testing.T, dir string) []string {
	t.Helper()
	read, err1 := os.ReadFile(filepath.Join(dir, "read.log"))
	written, err2 := os.ReadFile(filepath.Join(dir, "written.log"))
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	answers := strings.Split(strings.TrimSpace(string(written)), "\n")
	var out []string
	for _, line := range strings.Split(strings.TrimSpace(string(read)), "\n") {
		out = append(out, "> "+line)
		if (strings.HasPrefix(line, "seqref ") || line == "go") && len(answers) > 0 {
			out = append(out, "< "+answers[0])
			answers = answers[1:]
		}
	}
	return out
}
