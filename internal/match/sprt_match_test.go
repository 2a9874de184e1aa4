package match_test

import (
	"errors"
	"testing"
	"time"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
)

// TestSPRTMatch runs SPRTs in matches between bots whose difference is
// known, from fixed seeds, stopping at the decision as seqref match does:
// greedy against random (some +550 Elo) accepts H1 of elo0 = 0, elo1 = 10,
// and H0 with the bots the other way round; two random bots of different
// seeds (0 Elo apart: the same policy) accept H0 of elo0 = 0, elo1 = 50.
// Every deal counts once both its games are in, so a match stops after a
// whole number of pairs, well before its limit.
func TestSPRTMatch(t *testing.T) {
	if testing.Short() {
		t.Skip("some 1,200 games")
	}
	for _, tc := range []struct {
		bots       [2]string
		elo0, elo1 float64
		want       match.Decision
	}{
		{[2]string{"greedy", "random"}, 0, 10, match.AcceptedH1},
		{[2]string{"random", "greedy"}, 0, 10, match.AcceptedH0},
		{[2]string{"random@2", "random@3"}, 0, 50, match.AcceptedH0},
	} {
		pids := t.TempDir()
		test := match.SPRT{Elo0: tc.elo0, Elo1: tc.elo1, Alpha: 0.05, Beta: 0.05}
		cfg := &match.Config{
			Bots:  []string{botCommand(t, tc.bots[0], pids), botCommand(t, tc.bots[1], pids)},
			Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: 4000, Seed: 1,
			MoveTime: 5 * time.Second, Parallel: 2, SPRT: &test,
		}
		st := match.NewStandings(cfg)
		decided := errors.New("decided")
		err := cfg.Run(func(r *match.Result) error {
			st.Add(r)
			if st.SPRT.Decision != match.Undecided {
				return decided
			}
			return nil
		})
		if err != decided {
			t.Fatalf("%v: the match ended with %v, not a decision", tc.bots, err)
		}
		sp := st.SPRT
		t.Logf("%s against %s: %s", tc.bots[0], tc.bots[1], sp.Result)
		t.Logf("after %d games: LLR %.2f, pairs %v", st.Games, sp.LLR, sp.Counts)
		if sp.Decision != tc.want || st.Games != 2*sp.Deals || st.Games >= cfg.Games {
			t.Errorf("%v: %s after %d games and %d pairs, want %s", tc.bots, sp.Decision, st.Games, sp.Deals, tc.want)
		}
		lower, upper := test.Bounds()
		if sp.LLR > lower && sp.LLR < upper {
			t.Errorf("%v: decided at LLR %.2f, inside the bounds", tc.bots, sp.LLR)
		}
	}
}
