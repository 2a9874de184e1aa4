//go:build linux

package match_test

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
	"golang.org/x/sys/unix"
)

// placedAs is where a bot runs: whether it was told to spin, and the CPUs
// it may use.
func placedAs() string {
	var set unix.CPUSet
	cpus := "unknown"
	if unix.SchedGetaffinity(0, &set) == nil {
		cpus = cpuList(set)
	}
	return fmt.Sprintf("%s=%s cpus=%s", match.SpinEnv, os.Getenv(match.SpinEnv), cpus)
}

func cpuList(set unix.CPUSet) string {
	var cpus []string
	for c := 0; c < len(set)*64; c++ {
		if set.IsSet(c) {
			cpus = append(cpus, fmt.Sprint(c))
		}
	}
	return strings.Join(cpus, ",")
}

// TestSpin plays the same games with Spin as without, the bots (which
// write where they run) on the second CPU the process may use, told to
// spin, where without it they run anywhere and are not told; and the
// process's threads have their CPUs back afterwards.
func TestSpin(t *testing.T) {
	var before unix.CPUSet
	if err := unix.SchedGetaffinity(0, &before); err != nil {
		t.Skip("the CPUs of a thread cannot be read here:", err)
	}
	if before.Count() < 2 {
		t.Skip("a spinning match needs two CPUs; this test may use", before.Count())
	}
	var second int
	for c, k := 0, 0; k < 2; c++ {
		if before.IsSet(c) {
			second, k = c, k+1
		}
	}
	placed, pids := t.TempDir(), t.TempDir()
	bots := []string{botCommand(t, "greedy", pids), botCommand(t, "random", pids)}
	for i := range bots {
		bots[i] = "SEQREF_TEST_PLACED=" + placed + " " + bots[i]
	}
	play := func(spin bool) []*match.Result {
		cfg := &match.Config{
			Bots: bots, Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: 6, Seed: 3,
			MoveTime: 10 * time.Second, Spin: spin,
		}
		var results []*match.Result
		if err := cfg.Run(func(r *match.Result) error {
			results = append(results, r)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return results
	}
	spun, plain := play(true), play(false)
	if diff := cmp.Diff(plain, spun); diff != "" {
		t.Errorf("the games with Spin differ from those without (-without +with):\n%s", diff)
	}
	for _, r := range spun {
		if r.Fault != nil {
			t.Errorf("game %d: %s", r.GameIndex+1, r.Fault.Words())
		}
	}
	files, _ := os.ReadDir(placed)
	spinning := fmt.Sprintf("%s=1 cpus=%d", match.SpinEnv, second)
	free := fmt.Sprintf("%s= cpus=%s", match.SpinEnv, cpuList(before))
	count := map[string]int{}
	for _, f := range files {
		got, _ := os.ReadFile(filepath.Join(placed, f.Name()))
		count[string(got)]++
	}
	// Bots play game after game: two in each match.
	if want := map[string]int{spinning: 2, free: 2}; !cmp.Equal(count, want) {
		t.Errorf("the bots ran with %v, want %v", count, want)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var after unix.CPUSet
	if err := unix.SchedGetaffinity(0, &after); err != nil || after != before {
		t.Errorf("after the match a thread may use CPUs %s, want %s as before (%v)", cpuList(after), cpuList(before), err)
	}
}
