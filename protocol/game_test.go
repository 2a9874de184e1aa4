package protocol_test

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/protocol"
)

// TestGameLineNeed: the game line carries the number of sequences that win,
// two with two teams and one with three, one under bible even with two
// teams; a game line without it (from a referee before it was added) leaves
// it to the ruleset, and words after it are ignored.
func TestGameLineNeed(t *testing.T) {
	for _, tc := range []struct {
		rules *engine.Ruleset
		teams []engine.Team
		line  string
	}{
		{engine.StandardRules, []engine.Team{0, 1}, "game standard gb 1 2\n"},
		{engine.RedJacksRules, []engine.Team{0, 1, 0, 1}, "game red-jacks gbgb 1 2\n"},
		{engine.StandardRules, []engine.Team{0, 1, 2}, "game standard gbr 1 1\n"},
		{engine.BibleRules, []engine.Team{0, 1}, "game bible gb 1 1\n"},
		{engine.BibleRules, []engine.Team{0, 1, 2}, "game bible gbr 1 1\n"},
	} {
		got := string(protocol.AppendGame(nil, &protocol.GameStart{Rules: tc.rules, Teams: tc.teams}))
		if got != tc.line {
			t.Errorf("wrote %q, want %q", got, tc.line)
		}
		old := strings.TrimSuffix(tc.line, "\n")
		old = old[:strings.LastIndexByte(old, ' ')] + "\n"
		for _, text := range []string{tc.line, old, strings.TrimSuffix(tc.line, "\n") + " later words\n"} {
			m, err := protocol.NewReader(strings.NewReader(text)).Next()
			want := int(tc.line[len(tc.line)-2] - '0')
			if err != nil || m.Kind != protocol.Start || m.Game.Need != want {
				t.Errorf("%q: read %+v, %v; want need %d", text, m.Game, err, want)
			}
		}
	}
	for _, text := range []string{"game standard gb 1 0\n", "game standard gb 1 two\n"} {
		if _, err := protocol.NewReader(strings.NewReader(text)).Next(); err == nil || !strings.Contains(err.Error(), "bad number of sequences") {
			t.Errorf("%q: got %v, want bad number of sequences", text, err)
		}
	}
}

// TestIsInfo: a line that begins with the word info is an info line.
func TestIsInfo(t *testing.T) {
	for line, want := range map[string]bool{
		"info":                   true,
		"info depth 3 score +12": true,
		"info\tthinking":         true,
		"information":            false,
		"7H@D6":                  false,
		"INFO x":                 false,
		" info x":                false, // the referee trims a line before asking
	} {
		if got := protocol.IsInfo(line); got != want {
			t.Errorf("IsInfo(%q) = %v, want %v", line, got, want)
		}
	}
}
