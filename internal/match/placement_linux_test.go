//go:build linux

package match_test

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
	"golang.org/x/sys/unix"
)

// placedAs is where a bot runs: whether it was told to spin, and the CPUs
// every thread of it may use, as /proc lists them (Cpus_allowed_list in
// each thread's status), each different list once.
func placedAs() string {
	var lists []string
	statuses, _ := filepath.Glob("/proc/self/task/*/status")
	for _, name := range statuses {
		b, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			if list, ok := strings.CutPrefix(line, "Cpus_allowed_list:"); ok {
				lists = append(lists, strings.TrimSpace(list))
			}
		}
	}
	slices.Sort(lists)
	return fmt.Sprintf("%s=%s cpus=%s", match.SpinEnv, os.Getenv(match.SpinEnv), strings.Join(slices.Compact(lists), " "))
}

// procList is set as /proc lists CPUs: 0-3,6.
func procList(set unix.CPUSet) string {
	var parts []string
	for c, n := 0, len(set)*64; c < n; c++ {
		if !set.IsSet(c) {
			continue
		}
		last := c
		for last+1 < n && set.IsSet(last+1) {
			last++
		}
		if last == c {
			parts = append(parts, strconv.Itoa(c))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", c, last))
		}
		c = last
	}
	return strings.Join(parts, ",")
}

// TestPlacements plays the same games with each placement, the bots (which
// write where they run) placed as it says: with PlaceNone on every CPU the
// process may use and not told to spin, even when the referee's own
// environment says SEQREF_SPIN=1; with PlacePin every thread of every bot
// on the first of those CPUs at -j 1, and on the first or the second at -j
// 2, not told to spin; with PlaceSpin on the second, told to spin. The
// process's threads have their CPUs back afterwards.
func TestPlacements(t *testing.T) {
	var before unix.CPUSet
	if err := unix.SchedGetaffinity(0, &before); err != nil {
		t.Skip("the CPUs of a thread cannot be read here:", err)
	}
	if before.Count() < 2 {
		t.Skip("placing games shows with two CPUs; this test may use", before.Count())
	}
	var cpus []int // the first two the process may use
	for c := 0; len(cpus) < 2; c++ {
		if before.IsSet(c) {
			cpus = append(cpus, c)
		}
	}
	t.Setenv(match.SpinEnv, "1") // the referee's own, for no bot but spin's
	// play plays six games and returns them, and where each bot ran.
	play := func(p match.Placement, jobs int) ([]*match.Result, map[string]int) {
		placed := t.TempDir()
		// The records name the bots as given, the same in every match.
		bots := []string{"greedy", "random"}
		var commands []string
		for _, b := range bots {
			commands = append(commands, "SEQREF_TEST_PLACED="+placed+" "+botCommand(t, b, t.TempDir()))
		}
		cfg := &match.Config{
			Bots: bots, Commands: commands, Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: 6, Seed: 3,
			MoveTime: 10 * time.Second, Parallel: jobs, Placement: p,
		}
		var results []*match.Result
		if err := cfg.Run(func(r *match.Result) error {
			if r.Fault != nil {
				t.Errorf("%v: game %d: %s", p, r.GameIndex+1, r.Fault.Words())
			}
			results = append(results, r)
			return nil
		}); err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		files, _ := os.ReadDir(placed)
		where := map[string]int{}
		for _, f := range files {
			got, _ := os.ReadFile(filepath.Join(placed, f.Name()))
			where[string(got)]++
		}
		return results, where
	}
	on := func(spin string, cpus ...int) []string {
		var lines []string
		for _, c := range cpus {
			lines = append(lines, fmt.Sprintf("%s=%s cpus=%d", match.SpinEnv, spin, c))
		}
		return lines
	}
	none, where := play(match.PlaceNone, 1)
	// Bots play game after game: two in a match at -j 1, two for each
	// worker that plays at -j 2.
	if want := map[string]int{fmt.Sprintf("%s= cpus=%s", match.SpinEnv, procList(before)): 2}; !cmp.Equal(where, want) {
		t.Errorf("none: the bots ran with %v, want %v", where, want)
	}
	for _, tc := range []struct {
		p    match.Placement
		jobs int
		each []string // where each bot may run
	}{
		{match.PlacePin, 1, on("", cpus[0])},
		{match.PlacePin, 2, on("", cpus...)},
		{match.PlaceSpin, 1, on("1", cpus[1])},
	} {
		results, where := play(tc.p, tc.jobs)
		if diff := cmp.Diff(none, results); diff != "" {
			t.Errorf("%v, -j %d: the games differ from those placed nowhere (-none +%v):\n%s", tc.p, tc.jobs, tc.p, diff)
		}
		bots := 0
		for line, n := range where {
			bots += n
			if !slices.Contains(tc.each, line) {
				t.Errorf("%v, -j %d: %d bots ran with %s, want each with one of %q", tc.p, tc.jobs, n, line, tc.each)
			}
		}
		if bots < 2 || bots > 2*tc.jobs {
			t.Errorf("%v, -j %d: %d bots, want 2 to %d", tc.p, tc.jobs, bots, 2*tc.jobs)
		}
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var after unix.CPUSet
	if err := unix.SchedGetaffinity(0, &after); err != nil || after != before {
		t.Errorf("after the matches a thread may use CPUs %s, want %s as before (%v)", procList(after), procList(before), err)
	}
}
