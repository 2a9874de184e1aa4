package match_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
)

// simulated plays the games of a pairing without processes: the bots of
// the tournament have the Elo of truth, and each game is won by the first
// bot with the probability that makes its expected score the one logistic
// Elo gives their difference (a tenth of the games unfinished, a point
// shared), from the seeded rng.
func simulated(truth []float64, rng *rand.Rand, pairings *[][2]int) func(*match.Config, func(*match.Result) error) error {
	return func(m *match.Config, done func(*match.Result) error) error {
		pair := [2]int{m.Part.Bots[0], m.Part.Bots[1]}
		*pairings = append(*pairings, pair)
		score := 1 / (1 + math.Pow(10, -(truth[pair[0]]-truth[pair[1]])/400))
		win := (score - 0.05) / 0.9 // of the games not shared
		for i := 0; i < m.Games; i++ {
			seed, seats := m.Deal(i)
			r := &match.Result{GameIndex: i, Seed: seed, Seats: seats, Winner: engine.NoTeam,
				Teams: []engine.Team{0, 1}, Names: []string{m.Bots[seats[0]], m.Bots[seats[1]]}}
			first := engine.Team(0) // the team of the pairing's first bot
			if seats[0] != 0 {
				first = 1
			}
			switch u := rng.Float64(); {
			case u < 0.1:
				r.Points[0], r.Points[1] = 0.5, 0.5
			case (u-0.1)/0.9 < win:
				r.Winner = first
			default:
				r.Winner = 1 - first
			}
			if r.Winner != engine.NoTeam {
				r.Points[r.Winner] = 1
			}
			if err := done(r); err != nil {
				return err
			}
		}
		return nil
	}
}

// TestTournamentSimulated plays a round-robin and a gauntlet of four
// simulated bots of known Elo: the round-robin plays every pair and the
// gauntlet only the first bot's, and the standings show a crosstable and
// one Elo each (TestEloFitCoverage checks the Elo).
func TestTournamentSimulated(t *testing.T) {
	truth := []float64{0, 120, 250, 420}
	for _, tc := range []struct {
		schedule match.Schedule
		pairs    [][2]int
	}{
		{match.RoundRobin, [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}},
		{match.Gauntlet, [][2]int{{0, 1}, {0, 2}, {0, 3}}},
	} {
		t.Run(tc.schedule.String(), func(t *testing.T) {
			tour := &match.Tournament{Schedule: tc.schedule, Config: match.Config{
				Bots:  []string{"zero", "one", "two", "three"},
				Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: 400, Seed: 1,
			}}
			var played [][2]int
			match.SetTournamentRun(tour, simulated(truth, rand.New(rand.NewPCG(1, 2)), &played))
			st := match.NewStandings(&tour.Config)
			st.KeepCrosstable()
			next := 0
			err := tour.Run(func(r *match.Result) error {
				if r.GameIndex != next {
					t.Fatalf("game %d came as game %d", next, r.GameIndex)
				}
				next++
				st.Add(r)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if !slicesEqual(played, tc.pairs) || next != tour.Games() || next != 400*len(tc.pairs) {
				t.Fatalf("played the pairings %v, %d games; want %v, %d", played, next, tc.pairs, 400*len(tc.pairs))
			}
			for a := range truth {
				for b := range truth {
					want := 0
					if a != b && (tc.schedule == match.RoundRobin || a == 0 || b == 0) {
						want = 400
					}
					if got := st.Crosstable.Games[a][b]; got != want {
						t.Errorf("the crosstable has %d games of %s against %s, want %d", got, tour.Bots[a], tour.Bots[b], want)
					}
				}
			}
			var text strings.Builder
			if err := st.WriteText(&text); err != nil {
				t.Fatal(err)
			}
			t.Logf("\n%s", text.String())
			for _, want := range []string{"crosstable: ", "\n1    three ", "\n4    zero "} {
				if !strings.Contains(text.String(), want) {
					t.Errorf("the standings do not hold %q", want)
				}
			}
			for b := range st.Bots {
				if st.Bots[b].Elo == nil || st.Bots[b].EloError == nil {
					t.Errorf("%s has no Elo with its error in the standings", st.Bots[b].Name)
				}
			}
		})
	}
}

func slicesEqual(a, b [][2]int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestEloFitCoverage plays 300 round-robins and 300 gauntlets of four
// simulated bots of known Elo, 200 games a pairing: a fitted Elo
// difference is within its 95 % error margin of the truth's in 92 % to
// 98 % of them (a margin too narrow or too wide, or a fit off the truth,
// fails), and the mean fitted difference is within 6 Elo of the truth's.
func TestEloFitCoverage(t *testing.T) {
	truth := []float64{0, 120, 250, 420}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, schedule := range []match.Schedule{match.RoundRobin, match.Gauntlet} {
		within, n := 0, 0
		sum := make(map[[2]int]float64)
		const runs = 300
		for run := 0; run < runs; run++ {
			tour := &match.Tournament{Schedule: schedule, Config: match.Config{
				Bots:  []string{"zero", "one", "two", "three"},
				Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: 200, Seed: 1,
			}}
			var played [][2]int
			match.SetTournamentRun(tour, simulated(truth, rng, &played))
			cross := match.NewCrosstable(len(truth))
			if err := tour.Run(func(r *match.Result) error { cross.Add(r); return nil }); err != nil {
				t.Fatal(err)
			}
			fit := match.FitElo(cross)
			for a := range truth {
				for b := a + 1; b < len(truth); b++ {
					got, want := fit.Elo[b]-fit.Elo[a], truth[b]-truth[a]
					if math.Abs(got-want) <= fit.DiffError(a, b) {
						within++
					}
					n++
					sum[[2]int{a, b}] += got
				}
			}
		}
		coverage := float64(within) / float64(n)
		t.Logf("%s: %.1f %% of the fitted differences within their margin of the truth", schedule, 100*coverage)
		if coverage < 0.92 || coverage > 0.98 {
			t.Errorf("%s: %.1f %% of the fitted Elo differences within their 95 %% margin of the truth, want 92 %% to 98 %%", schedule, 100*coverage)
		}
		for pair, s := range sum {
			if mean, want := s/runs, truth[pair[1]]-truth[pair[0]]; math.Abs(mean-want) > 6 {
				t.Errorf("%s: bot %d - bot %d: the mean fitted difference is %+.1f, the truth %+.0f", schedule, pair[1], pair[0], mean, want)
			}
		}
	}
}

// TestEloFitNotPlayed fits a crosstable where one bot has not played yet,
// as in a report early in a round-robin: the others' Elo have mean 0 and
// finite margins, and it has none. It checks a hand-worked value too: two
// bots, 30 of 40 points to the first and one drawn game of prior, so
// 30.5 of 41, an Elo difference of 400 log10(30.5/10.5).
func TestEloFitNotPlayed(t *testing.T) {
	c := match.NewCrosstable(3)
	c.Games[0][1], c.Games[1][0] = 40, 40
	c.Points[0][1], c.Points[1][0] = 30, 10
	fit := match.FitElo(c)
	want := 400 * math.Log10(30.5/10.5)
	if d := fit.Elo[0] - fit.Elo[1]; math.Abs(d-want) > 1e-6 || math.Abs(fit.Elo[0]+fit.Elo[1]) > 1e-6 {
		t.Errorf("Elo %v, want a difference of %.3f with mean 0", fit.Elo, want)
	}
	// The margin of the difference: 1.96 standard errors of the
	// logistic's log-odds, sqrt(1/(n p (1-p))), in Elo.
	p := 30.5 / 41
	if got, want := fit.DiffError(0, 1), 1.96*400/math.Ln10*math.Sqrt(1/(41*p*(1-p))); math.Abs(got-want) > 1e-6 {
		t.Errorf("the difference's margin is %.3f, want %.3f", got, want)
	}
	if math.IsInf(fit.Error[0], 0) || math.IsInf(fit.Error[1], 0) || !math.IsInf(fit.Error[2], 1) {
		t.Errorf("margins %v: want finite ones for the bots that played, +Inf for the other", fit.Error)
	}
}
