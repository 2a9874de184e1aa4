package match_test

import (
	"testing"
	"time"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
)

// TestSeatMaps plays a round of every seat map's turns for 3, 4 and 6
// players, with a bot per team or a bot per player: every game is played
// by the bots the turned map names, each seat by its own process, and its
// record is a win or unfinished.
func TestSeatMaps(t *testing.T) {
	for _, tc := range []struct {
		players, teams int
		bots           []string
	}{
		{3, 3, []string{"greedy", "random", "random"}},
		{4, 2, []string{"greedy", "random", "random", "greedy"}},
		{6, 3, []string{"greedy", "random", "greedy"}},
		{6, 2, []string{"random", "greedy"}},
	} {
		pids := t.TempDir()
		cfg := &match.Config{Rules: engine.StandardRules, Players: tc.players, Teams: tc.teams, Games: tc.players, Seed: 11, MoveTime: 5 * time.Second, Parallel: 2}
		for _, b := range tc.bots {
			cfg.Bots = append(cfg.Bots, botCommand(t, b, pids))
		}
		seats, err := match.DefaultSeats(len(tc.bots), tc.players, tc.teams)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Seats = seats
		st := match.NewStandings(cfg)
		err = cfg.Run(func(r *match.Result) error {
			st.Add(r)
			_, want := cfg.Deal(r.GameIndex)
			for p, b := range r.Seats {
				if b != want[p] {
					t.Errorf("%d players: game %d seats %v, want %v", tc.players, r.GameIndex+1, r.Seats, want)
					break
				}
			}
			if r.Fault != nil {
				t.Errorf("%d players: game %d: %s", tc.players, r.GameIndex+1, r.Fault.Words())
			}
			var total float64
			for _, pts := range r.Points {
				total += pts
			}
			if total < 0.999 || total > 1.001 {
				t.Errorf("%d players: game %d gives %v points", tc.players, r.GameIndex+1, r.Points)
			}
			checkRecord(t, r, "")
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, bs := range st.Bots {
			if bs.Games != tc.players {
				t.Errorf("%d players: %s played %d games, want %d", tc.players, bs.Name, bs.Games, tc.players)
			}
		}
		checkNoSurvivors(t, pids)
	}
}

// TestThreeTeamForfeit: with three teams, a forfeit gives the game's point
// to the two other teams in halves, and nobody wins it.
func TestThreeTeamForfeit(t *testing.T) {
	pids := t.TempDir()
	cfg := &match.Config{
		Bots:  []string{botCommand(t, "corner", pids), botCommand(t, "greedy", pids), botCommand(t, "random", pids)},
		Rules: engine.StandardRules, Players: 3, Seats: []int{0, 1, 2}, Games: 3, Seed: 2, MoveTime: 5 * time.Second,
	}
	st := match.NewStandings(cfg)
	err := cfg.Run(func(r *match.Result) error {
		st.Add(r)
		if r.Fault == nil || r.Fault.Rule.String() != "corner" || r.Seats[r.Faulted] != 0 {
			t.Fatalf("game %d: fault %+v of seat %d", r.GameIndex+1, r.Fault, r.Faulted)
		}
		loser := r.Teams[r.Faulted]
		for _, team := range r.Teams {
			want := 0.5
			if team == loser {
				want = 0
			}
			if r.Points[team] != want {
				t.Errorf("game %d: %s has %v points, want %v", r.GameIndex+1, team, r.Points[team], want)
			}
		}
		if r.Winner != engine.NoTeam {
			t.Errorf("game %d: %s wins a forfeit of three teams", r.GameIndex+1, r.Winner)
		}
		checkRecord(t, r, "corner")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if bs := st.Bots[0]; bs.Losses != 3 || bs.Score != 0 || bs.Elo != nil {
		t.Errorf("the forfeiting bot: %+v", bs)
	}
	if bs := st.Bots[1]; bs.Draws != 3 || bs.Score != 0.5 {
		t.Errorf("greedy: %+v", bs)
	}
	checkNoSurvivors(t, pids)
}
