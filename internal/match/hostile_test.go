package match_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/cmd"
	"github.com/seqref/seqref/internal/match"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

// TestHostileBots plays every misbehaving bot against the greedy bot, one
// game in each seat: the bot loses every game by its fault, with the rule
// it broke when it answered illegally; every record reads, and an illegal
// one ends with the illegal entry, whose rule seqref validate names; and
// no process of any bot survives the match.
func TestHostileBots(t *testing.T) {
	cases := []struct {
		kind  string
		fault match.FaultKind
		rule  string // for Illegal
	}{
		{"not-in-hand", match.Illegal, "not-in-hand"},
		{"nothing-held", match.Illegal, "not-in-hand"},
		{"corner", match.Illegal, "corner"},
		{"wrong-space", match.Illegal, "wrong-space"},
		{"occupied", match.Illegal, "occupied"},
		{"wrong-card", match.Illegal, "wrong-card"},
		{"ambiguous", match.Illegal, "ambiguous"},
		{"not-dead", match.Illegal, "not-dead"},
		{"pass-playable", match.Illegal, "pass-playable"},
		{"turn-shape", match.Illegal, "turn-shape"},
		{"dead-twice", match.Illegal, "dead-twice"},
		{"claim", match.Illegal, "claim"},
		{"garbage", match.Garbage, ""},
		{"sleep", match.TimedOut, ""},
		{"deaf", match.TimedOut, ""},
		{"exit", match.Crashed, ""},
		{"close", match.Closed, ""},
		{"junk", match.Garbage, ""},
		{"junk-lines", match.Garbage, ""},
	}
	for _, tc := range cases {
		t.Run(tc.kind, func(t *testing.T) {
			t.Parallel()
			pids := t.TempDir()
			cfg := hostileMatch(t, tc.kind, pids)
			st := match.NewStandings(cfg)
			err := cfg.Run(func(r *match.Result) error {
				st.Add(r)
				hostile := 0
				if r.Seats[1] == 0 {
					hostile = 1
				}
				if r.Fault == nil || r.Faulted != hostile || r.Fault.Kind != tc.fault {
					t.Errorf("game %d: want a %s fault of seat %d, got fault %+v of seat %d", r.GameIndex+1, tc.fault, hostile, r.Fault, r.Faulted)
					return nil
				}
				if r.Winner != r.Teams[1-hostile] {
					t.Errorf("game %d: the winner is %s, want %s", r.GameIndex+1, r.Winner, r.Teams[1-hostile])
				}
				checkRecord(t, r, tc.rule)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			bs := st.Bots[0]
			want := tc.fault.String()
			if tc.fault == match.Illegal {
				want += " " + tc.rule
			}
			if bs.Losses != 2 || bs.Forfeits[want] != 2 {
				t.Errorf("standings of %s: %d losses, forfeits %v; want 2 losses by %s", tc.kind, bs.Losses, bs.Forfeits, want)
			}
			var text strings.Builder
			_ = st.WriteText(&text)
			t.Logf("standings:\n%s", text.String())
			checkNoSurvivors(t, pids)
		})
	}
}

// TestBotIgnoringTheEnd plays a bot that starts a child process and does
// not exit at the end of the game: the match ends anyway, and neither the
// bot nor its child survives it.
func TestBotIgnoringTheEnd(t *testing.T) {
	pids := t.TempDir()
	cfg := hostileMatch(t, "ignore-end", pids)
	st := match.NewStandings(cfg)
	start := time.Now()
	err := cfg.Run(func(r *match.Result) error {
		st.Add(r)
		if r.Fault != nil {
			t.Errorf("game %d: fault %+v of seat %d; the bot plays legally", r.GameIndex+1, r.Fault, r.Faulted)
		}
		checkRecord(t, r, "")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 30*time.Second {
		t.Errorf("the match took %v", d)
	}
	var text strings.Builder
	_ = st.WriteText(&text)
	t.Logf("standings:\n%s", text.String())
	checkNoSurvivors(t, pids)
}

// hostileMatch is two games of the bot of kind against the greedy bot,
// one in each seat. The time per move is long enough for a bot that
// misbehaves at once (writing megabytes of junk) to do so while the
// machine runs the other tests, so that only the bots that sleep time out.
func hostileMatch(t testing.TB, kind, pids string) *match.Config {
	return &match.Config{
		Bots:  []string{botCommand(t, kind, pids), botCommand(t, "greedy", pids)},
		Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: 2, Seed: 3,
		MoveTime: 1500 * time.Millisecond, StartTime: 10 * time.Second,
	}
}

// checkRecord validates a game's record: illegal at its last entry with
// rule when rule is set, else a win or unfinished.
func checkRecord(t *testing.T, r *match.Result, rule string) {
	t.Helper()
	checkReadsBack(t, r)
	o := judgeRecord(r.Record)
	if rule != "" {
		if o.Result != record.Illegal || o.Error == nil || string(o.Error.Rule) != rule || o.Error.Turn != r.Entries {
			t.Errorf("game %d: validate says %s %+v, want illegal [%s] at entry %d\n%s", r.GameIndex+1, o.Result, o.Error, rule, r.Entries, r.Record)
		}
		return
	}
	if o.Result != record.Win && o.Result != record.Unfinished {
		t.Errorf("game %d: validate says %s %+v\n%s", r.GameIndex+1, o.Result, o.Error, r.Record)
	}
}

// checkReadsBack writes a game's record to a file, as match -o does, and
// reads it back through the commands: seqref test passes it (its expect:
// block, rule id included, is the outcome of its replay) and seqref
// validate reads it (exit status 0, or 1 for an illegal game; never 2).
func checkReadsBack(t *testing.T, r *match.Result) {
	t.Helper()
	name := filepath.Join(t.TempDir(), fmt.Sprintf("game-%04d.yaml", r.GameIndex+1))
	if err := os.WriteFile(name, r.Record, 0o644); err != nil {
		t.Fatal(err)
	}
	seqref := func(args ...string) (int, string) {
		var out strings.Builder
		code := cmd.Run(append([]string{"seqref"}, args...), cmd.Streams{In: strings.NewReader(""), Out: &out, Err: &out})
		return code, out.String()
	}
	if code, out := seqref("test", "-q", name); code != 0 {
		t.Errorf("game %d: seqref test fails its record (exit status %d):\n%s\n%s", r.GameIndex+1, code, out, r.Record)
	}
	want := 0
	if r.Fault != nil && r.Fault.Kind == match.Illegal {
		want = 1
	}
	if code, out := seqref("validate", name); code != want {
		t.Errorf("game %d: seqref validate exits %d, want %d:\n%s", r.GameIndex+1, code, want, out)
	}
}

// judgeRecord replays a record as seqref validate does. It is the one
// place these tests read records, so that a change in how records are
// loaded is made here alone.
func judgeRecord(data []byte) *validate.Outcome {
	rec, err := record.Load(data, record.LoadOptions{})
	if err != nil {
		return validate.Invalid("", err)
	}
	return ruling.Judge(rec, "")
}

// checkNoSurvivors looks in the process table for any process left in the
// process groups of the bots whose ids are in folder pids (a bot's group id
// is its process id).
func checkNoSurvivors(t *testing.T, pids string) {
	t.Helper()
	files, _ := os.ReadDir(pids)
	if len(files) == 0 {
		t.Fatal("no bot wrote its process id")
	}
	groups := map[int]bool{}
	for _, f := range files {
		pid, _ := strconv.Atoi(f.Name())
		groups[pid] = true
	}
	// A killed process dies when the kernel next schedules it, which on a
	// loaded machine can be a moment after kill(2) returns: a survivor is
	// one still there seconds later.
	deadline := time.Now().Add(10 * time.Second)
	for {
		survivors := survivorsOf(groups)
		if len(survivors) == 0 {
			return
		}
		if time.Now().After(deadline) {
			for _, s := range survivors {
				t.Errorf("a process of a bot's group survives: %s", s)
			}
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// survivorsOf lists the /proc stat lines of the live (not zombie)
// processes whose process group is one of groups.
func survivorsOf(groups map[int]bool) []string {
	var out []string
	procs, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, p := range procs {
		data, err := os.ReadFile(p)
		if err != nil {
			continue // gone meanwhile
		}
		// pid (comm) state ppid pgrp ...; comm may hold spaces.
		s := string(data)
		fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(fields) < 3 || fields[0] == "Z" {
			continue
		}
		if pgrp, _ := strconv.Atoi(fields[2]); groups[pgrp] {
			out = append(out, strings.TrimSpace(s))
		}
	}
	return out
}
