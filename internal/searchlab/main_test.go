package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

// TestCommandsReport: each measurement plays its games and prints its
// report; a bad command line is refused with status 2 and says why.
func TestCommandsReport(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // a regular expression the report matches
	}{
		{[]string{"strength", "--games", "2", "--playouts", "20"}, `(?m)^2 players vs greedy, \{Playouts:20 MoveTime:0s Untimed:false\}, plies 2, jacks 3, plies4 4, top4 2: [0-9.]+ of 2 = [0-9.]+ %, [0-9.]+ ms a move\n$`},
		{[]string{"strength", "--games", "2", "--players", "4", "--playouts", "10", "--opp", "window", "--plies4", "0"}, `(?m)^4 players vs window, .*plies4 0, top4 2: `},
		{[]string{"luck", "--games", "2", "--first", "6"}, `(?m)^vs greedy, games 6-7: .*\nby wild jacks, .*\nby all jacks: `},
		{[]string{"peek", "--games", "1", "--ways", "round"}, `^round, peeking false: .*\nround, peeking true: [0-9.]+ of 1 = [0-9.]+ %\n$`},
		{[]string{"omniscient", "--games", "2", "--depth", "2", "--order", "hand"}, `(?m)^depth 2, jacks 3, order hand, vs greedy, games 0-1: [0-9.]+ of 2 = `},
	} {
		var out, errOut bytes.Buffer
		if code := run(append([]string{"searchlab"}, tc.args...), &out, &errOut); code != 0 {
			t.Errorf("%s: exit status %d, stderr %q", strings.Join(tc.args, " "), code, errOut.String())
			continue
		}
		if !regexp.MustCompile(tc.want).MatchString(out.String()) {
			t.Errorf("%s: the report\n%s\ndoes not match %s", strings.Join(tc.args, " "), out.String(), tc.want)
		}
	}
}

// TestBadCommandLines are refused with status 2, naming the flag.
func TestBadCommandLines(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"strength", "--games", "0"}, "--games must be above 0"},
		{[]string{"strength"}, `"games" not set`},
		{[]string{"strength", "--games", "1", "--plays", "5"}, "plays"},
		{[]string{"strength", "--games", "1", "--plies", "5"}, "--plies 5: from 0 to 4"},
		{[]string{"strength", "--games", "1", "--players", "3"}, "--players 3"},
		{[]string{"luck", "--games", "1", "--opp", "random"}, "--opp random"},
		{[]string{"peek", "--games", "1", "--ways", "minimax,all"}, "--ways all"},
		{[]string{"omniscient", "--games", "1", "--depth", "0"}, "--depth 0"},
		{[]string{"omniscient", "--games", "1", "--order", "worst"}, "--order worst"},
	} {
		var out, errOut bytes.Buffer
		code := run(append([]string{"searchlab"}, tc.args...), &out, &errOut)
		if code != 2 || !strings.Contains(errOut.String(), tc.want) {
			t.Errorf("%s: exit status %d, stderr %q; want 2 and %q", strings.Join(tc.args, " "), code, errOut.String(), tc.want)
		}
	}
}
