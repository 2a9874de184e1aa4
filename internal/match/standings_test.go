package match_test

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
)

// TestStandings counts 10 wins, 4 unfinished games and 6 losses of bot 1
// against bot 2, and checks the score, its interval and the Elo figures
// against values worked out by hand (Elo = -400 log10(1/score - 1)).
func TestStandings(t *testing.T) {
	cfg := &match.Config{Bots: []string{"a", "b"}, Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: 20}
	st := match.NewStandings(cfg)
	for i := 0; i < 20; i++ {
		_, seats := cfg.Deal(i)
		r := &match.Result{GameIndex: i, Seats: seats, Teams: []engine.Team{0, 1}, Names: []string{"x", "y"}, Winner: engine.NoTeam}
		a := 0 // the seat of bot 1
		if seats[1] == 0 {
			a = 1
		}
		switch {
		case i < 10:
			r.Winner = engine.Team(a)
			r.Points[a] = 1
		case i < 14:
			r.Points[0], r.Points[1] = 0.5, 0.5
		default:
			r.Winner = engine.Team(1 - a)
			r.Points[1-a] = 1
		}
		r.Names[a], r.Names[1-a] = "alpha", "beta"
		st.Add(r)
	}
	a, b := st.Bots[0], st.Bots[1]
	if a.Name != "alpha" || a.Games != 20 || a.Wins != 10 || a.Draws != 4 || a.Losses != 6 || b.Wins != 6 || b.Losses != 10 {
		t.Fatalf("counts: %+v %+v", a, b)
	}
	near := func(what string, got, want float64) {
		t.Helper()
		if math.Abs(got-want) > 1e-3 {
			t.Errorf("%s = %.4f, want %.4f", what, got, want)
		}
	}
	near("score", a.Score, 0.6)
	near("score interval", a.ScoreCI95, 0.19104)
	near("Elo", *a.Elo, 70.4365)
	near("Elo margin", *a.EloError, 147.6118)
	near("Elo of the other", *b.Elo, -70.4365)
	var text strings.Builder
	if err := st.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"1    alpha", "60.0% ± 19.1%", "+70 ± 148", "2    beta", "-70 ± 148"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the standings lack %q:\n%s", want, text.String())
		}
	}
	progress := st.Progress(40)
	if want := "game 20/40  alpha: 10 wins, 60.0% ± 19.1%, Elo +70 ± 148  beta: 6 wins, 40.0% ± 19.1%, Elo -70 ± 148"; progress != want {
		t.Errorf("progress line\n%s\nwant\n%s", progress, want)
	}
	r := &match.Result{GameIndex: 20, Seats: []int{0, 1}, Teams: []engine.Team{0, 1}, Names: []string{"alpha", "alpha"}, Winner: engine.NoTeam}
	r.Points[0], r.Points[1] = 0.5, 0.5
	st2 := match.NewStandings(cfg)
	st2.Add(r)
	if a, b := st2.Bots[0].Name, st2.Bots[1].Name; a != "alpha (bot 1)" || b != "alpha (bot 2)" {
		t.Errorf("two bots called alpha are named %q and %q", a, b)
	}
	if elo := *st2.Bots[0].Elo; elo != 0 || math.Signbit(elo) {
		t.Errorf("an even score gives Elo %v", elo)
	}
	var js strings.Builder
	if err := st.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var back match.Standings
	if err := json.Unmarshal([]byte(js.String()), &back); err != nil || back.Games != 20 || back.Bots[0].Wins != 10 {
		t.Errorf("JSON %v: %s", err, js.String())
	}
}

// TestDealRotatesSeats checks that over a multiple of the player count
// every bot plays every seat equally often, and that every deal is played
// once for every different turn of the seat map, never twice with the same
// seats.
func TestDealRotatesSeats(t *testing.T) {
	for _, tc := range []struct {
		players int
		seats   []int
		turns   int
	}{
		{2, []int{0, 1}, 2},
		{3, []int{0, 1, 2}, 3},
		{4, []int{0, 1, 0, 1}, 2},
		{4, []int{0, 1, 1, 0}, 4},
		{4, []int{0, 1, 2, 3}, 4},
		{6, []int{0, 1, 2, 0, 1, 2}, 3},
		{6, []int{0, 1, 0, 1, 0, 1}, 2},
	} {
		cfg := &match.Config{Players: tc.players, Seats: tc.seats, Seed: 7}
		if got := cfg.Turns(); got != tc.turns {
			t.Errorf("%v: %d turns of the seat map, want %d", tc.seats, got, tc.turns)
		}
		bots := 0
		for _, b := range tc.seats {
			bots = max(bots, b+1)
		}
		count := make([][]int, bots)
		for b := range count {
			count[b] = make([]int, tc.players)
		}
		deals := map[uint64]int{}
		maps := map[string]bool{}
		games := 3 * tc.players
		for i := 0; i < games; i++ {
			seed, seats := cfg.Deal(i)
			deals[seed]++
			for p, b := range seats {
				count[b][p]++
			}
			key := fmt.Sprint(seed, seats)
			if maps[key] {
				t.Errorf("%v: game %d plays deal %d with seats %v a second time", tc.seats, i+1, seed, seats)
			}
			maps[key] = true
		}
		for b := range count {
			for p := range count[b] {
				want := 3 * countOf(tc.seats, b)
				if count[b][p] != want {
					t.Errorf("%v: bot %d plays seat %d %d times, want %d", tc.seats, b+1, p+1, count[b][p], want)
				}
			}
		}
		if want := games / tc.turns; len(deals) != want {
			t.Errorf("%v: %d deals, want %d: %v", tc.seats, len(deals), want, deals)
		}
		for seed, n := range deals {
			if n != tc.turns {
				t.Errorf("%v: deal %d is played %d times, want %d", tc.seats, seed, n, tc.turns)
			}
		}
	}
}

func countOf(seats []int, b int) int {
	n := 0
	for _, x := range seats {
		if x == b {
			n++
		}
	}
	return n
}
