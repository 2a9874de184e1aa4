//go:build linux

package match_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
	"golang.org/x/sys/unix"
)

// TestAutoAffinity plays matches with AutoAffinity between bots that write
// the CPUs they may use at the start of every game: quick bots play their
// first eight games on every CPU, the next eight on the first CPU the
// process may use, eight on the second, and the rest where they answered
// fastest (pinned, unless other work held both CPUs); a bot that takes 40 ms an answer keeps
// every CPU, and so does the quick bot it plays; and quick bots that turn
// slow in their tenth game are pinned for their ninth and tenth, and free
// again from their eleventh. Quick and slow are set at 15 and 30 ms, so that
// a loaded machine does not make a quick bot slow (the games end at 12
// entries, to keep the slow ones short).
func TestAutoAffinity(t *testing.T) {
	match.SetAnswerTimes(t, 15*time.Millisecond, 30*time.Millisecond)
	var allowed unix.CPUSet
	if err := unix.SchedGetaffinity(0, &allowed); err != nil {
		t.Skip("the CPUs of a thread cannot be read here:", err)
	}
	if allowed.Count() < 2 {
		t.Skip("pinning shows with two CPUs; this test may use", allowed.Count())
	}
	var cpus []string // the first two
	for c := 0; len(cpus) < 2; c++ {
		if allowed.IsSet(c) {
			cpus = append(cpus, fmt.Sprintf("%s= cpus=%d", match.SpinEnv, c))
		}
	}
	all := fmt.Sprintf("%s= cpus=%s", match.SpinEnv, cpuList(allowed))
	// games plays a match of n games and returns, for each bot process,
	// the CPUs it could use at the start of each of its games.
	games := func(n int, slowFrom [2]int) [][]string {
		dir := t.TempDir()
		var bots []string
		for _, from := range slowFrom {
			bots = append(bots, fmt.Sprintf("SEQREF_TEST_GAMES=%s SEQREF_TEST_SLOW_FROM=%d %s", dir, from, botCommand(t, "placed", t.TempDir())))
		}
		cfg := &match.Config{
			Bots: bots, Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: n, Seed: 5,
			MoveTime: 10 * time.Second, MaxEntries: 12, AutoAffinity: true,
		}
		if err := cfg.Run(func(r *match.Result) error {
			if r.Fault != nil {
				t.Errorf("game %d: %s", r.GameIndex+1, r.Fault.Words())
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		files, _ := os.ReadDir(dir)
		var out [][]string
		for _, f := range files {
			b, _ := os.ReadFile(filepath.Join(dir, f.Name()))
			out = append(out, strings.Split(strings.TrimSuffix(string(b), "\n"), "\n"))
		}
		return out
	}
	eight := func(s string) []string { return slices.Repeat([]string{s}, 8) }
	trials := slices.Concat(eight(all), eight(cpus[0]), eight(cpus[1]))
	quick := games(26, [2]int{0, 0})
	for _, g := range quick {
		if len(g) != 26 || !slices.Equal(g[:24], trials) || g[24] != g[25] || !slices.Contains(trials, g[24]) {
			t.Errorf("quick bots ran, game by game, on %q; want eight games on each of %q, then two on one of them", g, append([]string{all}, cpus...))
		}
	}
	for _, c := range []struct {
		name     string
		games    int
		slowFrom [2]int
		want     []string
	}{
		{"one slow", 9, [2]int{0, 1}, slices.Repeat([]string{all}, 9)},
		{"slow from the tenth game", 11, [2]int{10, 10}, slices.Concat(eight(all), []string{cpus[0], cpus[0], all})},
	} {
		got := games(c.games, c.slowFrom)
		want := [][]string{c.want, c.want}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: where the two bots ran, game by game (-want +got):\n%s", c.name, diff)
		}
	}
}
