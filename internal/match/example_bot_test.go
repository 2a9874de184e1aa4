package match_test

import (
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
)

// TestPythonExampleBot plays the example bot of examples/bots against the
// random bot with the machine's python3, in two- and four-player games:
// it never loses by a fault, and every record is a win or unfinished.
func TestPythonExampleBot(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not on the PATH: examples/bots/random_bot.py is not tested here")
	}
	script, err := filepath.Abs("../../examples/bots/random_bot.py")
	if err != nil {
		t.Fatal(err)
	}
	for _, players := range []int{2, 4} {
		cfg := &match.Config{
			Bots:  []string{python + " '" + script + "'", botCommand(t, "random", t.TempDir())},
			Rules: engine.StandardRules, Players: players, Seats: []int{0, 1, 0, 1}[:players],
			Games: 2 * players, Seed: 5, MoveTime: 5 * time.Second, StartTime: 20 * time.Second, Parallel: 2,
		}
		st := match.NewStandings(cfg)
		err := cfg.Run(func(r *match.Result) error {
			st.Add(r)
			if r.Fault != nil {
				t.Errorf("%d players, game %d: %s (seat %d) %s", players, r.GameIndex+1, r.Names[r.Faulted], r.Faulted, r.Fault.Words())
			}
			checkRecord(t, r, "")
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Bots[0].Name; got != "random.py" {
			t.Errorf("the example bot calls itself %q, want random.py", got)
		}
	}
}
