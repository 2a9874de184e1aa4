package match_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/match"
)

// TestSPRTHandWorked checks the LLR against values worked out without it,
// with s(d) = 1/(1+10^(-d/400)) the score of a bot d Elo stronger:
// s(10) = 1/(1 + 10^-0.025) = 1/1.9440609 = 0.5143872, s(-d) = 1 - s(d),
// and s(d)/s(-d) = 10^(d/400).
func TestSPRTHandWorked(t *testing.T) {
	for _, tc := range []struct {
		counts     []int
		elo0, elo1 float64
		want       float64
	}{
		// Deals of one game without draws: the most likely distribution of
		// mean s is a win with probability s, so the LLR is Wald's,
		// W ln(s1/s0) + L ln((1-s1)/(1-s0)) (the draws' count of 0, taken
		// as 0.001, changes it by less than 0.0001):
		// 70 ln(2 · 0.5143872) + 30 ln(2 · 0.4856128) = 70 · 0.0283683 -
		// 30 · 0.0291963 = 1.985781 - 0.875889 = 1.10989.
		{[]int{30, 0, 70}, 0, 10, 1.10989},
		// With elo0 = -20 and elo1 = 20 both logs are ±(20/400) ln 10, so
		// the LLR is (70 - 30) · 0.05 · ln 10 = 2 ln 10 = 4.60517.
		{[]int{30, 0, 70}, -20, 20, 4.60517},
		// Pentanomial: values computed independently (a bisection for θ in
		// Python, to 300 halvings); the normal approximation fastchess used
		// before, (s1 - s0)(2m - s0 - s1)/(2v/N) with m the mean score per
		// game and v its variance over the N pairs, worked by hand, comes
		// near: for 24 pairs m = (3·¼ + 10·½ + 5·¾ + 4·1)/24 = 0.5625,
		// v = 1.90625/24 = 0.0794271, and 0.0143872 · 0.1106128 /
		// (2 · 0.0794271/24) = 0.2404 against 0.2289.
		{[]int{2, 3, 10, 5, 4}, 0, 10, 0.228937},
		{[]int{5, 0, 20, 0, 25}, -5, 5, 0.959382},
		// An even result: m = ½, v = 0.125, approximately 0.0143872 ·
		// (-0.0143872) / (2 · 0.125/4) = -0.0033119.
		{[]int{1, 0, 2, 0, 1}, 0, 10, -0.003314},
		// Pairs that all scored the same say little, but not nothing: seven
		// pairs won one game each lean to H0, three pairs of wins to H1.
		{[]int{0, 0, 7, 0, 0}, 0, 10, -0.198563},
		{[]int{0, 0, 0, 0, 3}, 0, 10, 0.08516},
		// No deal yet: 0.
		{[]int{0, 0, 0, 0, 0}, 0, 10, 0},
	} {
		s := match.SPRT{Elo0: tc.elo0, Elo1: tc.elo1, Alpha: 0.05, Beta: 0.05}
		if got := s.LLR(tc.counts); math.Abs(got-tc.want) > 1e-4 {
			t.Errorf("LLR(%v) with elo %g, %g = %.6f, want %.5f", tc.counts, tc.elo0, tc.elo1, got, tc.want)
		}
	}
}

// TestSPRTBounds: Wald's bounds, ln(β/(1-α)) and ln((1-β)/α): ±2.94444 for
// α = β = 0.05 (ln 19 = 2.944439); -2.25129 and 2.89037 for α = 0.05,
// β = 0.1 (ln(0.1/0.95) = -ln 9.5, ln 18).
func TestSPRTBounds(t *testing.T) {
	for _, tc := range []struct{ alpha, beta, lower, upper float64 }{
		{0.05, 0.05, -2.944439, 2.944439},
		{0.05, 0.1, -2.251292, 2.890372},
	} {
		lo, hi := match.SPRT{Elo1: 10, Alpha: tc.alpha, Beta: tc.beta}.Bounds()
		if math.Abs(lo-tc.lower) > 1e-6 || math.Abs(hi-tc.upper) > 1e-6 {
			t.Errorf("α %g β %g: bounds %f, %f; want %f, %f", tc.alpha, tc.beta, lo, hi, tc.lower, tc.upper)
		}
	}
}

// TestParseSPRT reads --sprt as fastchess writes it, and refuses what is
// not a test.
func TestParseSPRT(t *testing.T) {
	got, err := match.ParseSPRT("elo0=0,elo1=10,alpha=0.05,beta=0.1")
	if err != nil || got != (match.SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.1}) {
		t.Errorf("got %+v, %v", got, err)
	}
	if got, err := match.ParseSPRT("elo1=5, elo0=-5"); err != nil || got != (match.SPRT{Elo0: -5, Elo1: 5, Alpha: 0.05, Beta: 0.05}) {
		t.Errorf("got %+v, %v; want alpha and beta 0.05", got, err)
	}
	for text, want := range map[string]string{
		"elo0=0":                            "needs elo0 and elo1",
		"elo0=10,elo1=0":                    "elo0 must be less than elo1",
		"elo0=0,elo1=10,alpha=0":            "alpha and beta must be more than 0",
		"elo0=0,elo1=10,alpha=0.6,beta=0.5": "less than 1 together",
		"elo0=0,elo1=ten":                   `elo1="ten" is not a number`,
		"elo0=0,elo1=NaN":                   "is not a number",
		"elo0=0,elo1=10,gamma=1":            "is not KEY=VALUE",
		"elo0=0,elo0=1,elo1=10":             "gives elo0 twice",
		"elo0=0,elo1=5000":                  "between -1000 and 1000",
	} {
		if _, err := match.ParseSPRT(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want an error with %q", text, err, want)
		}
	}
}

// simulateSPRT runs the test on simulated game pairs between bots whose
// true difference is elo, until it decides or maxPairs pairs are played. A
// pair is a deal played twice with the seats turned: the deal favours one
// seat by adv Elo, so that the two games of a pair are not alike (as in
// real matches, where a good deal for the first seat is good for either
// bot in it).
func simulateSPRT(s match.SPRT, elo, adv float64, rng *rand.Rand, maxPairs int) (match.Decision, int) {
	win := func(d float64) int {
		if rng.Float64() < 1/(1+math.Pow(10, -d/400)) {
			return 2 // two half points
		}
		return 0
	}
	var counts [5]int
	for n := 1; n <= maxPairs; n++ {
		a := adv * (2*rng.Float64() - 1)
		counts[win(elo+a)+win(elo-a)]++
		if d := s.Decide(s.LLR(counts[:])); d != match.Undecided {
			return d, n
		}
	}
	return match.Undecided, maxPairs
}

// TestSPRTSimulated runs SPRTs (elo0 = 0, elo1 = 10, α = β = 0.05) on
// simulated pairs for each true difference, from fixed seeds: at the true
// difference elo0, H1 is accepted (a false positive) about α of the time
// (5.2 % of 1000 runs here); at elo1, H0 (a false negative) about β of the
// time (6.6 %); far from both, the test decides as expected every time, and
// sooner.
func TestSPRTSimulated(t *testing.T) {
	if testing.Short() {
		t.Skip("some 13 million simulated games")
	}
	s := match.SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	for _, tc := range []struct {
		elo          float64
		runs         int
		h1Min, h1Max float64 // the share of runs that accept H1
	}{
		{-30, 200, 0, 0},
		{0, 1000, 0.03, 0.07}, // α = 0.05, ± 2.9 standard deviations of 1000 runs
		{10, 1000, 0.9, 0.97}, // 1 - β = 0.95
		{40, 200, 1, 1},
	} {
		runs := tc.runs
		rng := rand.New(rand.NewPCG(27, uint64(tc.elo+1000)))
		h1, pairs, undecided := 0, 0, 0
		for range runs {
			d, n := simulateSPRT(s, tc.elo, 150, rng, 200_000)
			pairs += n
			switch d {
			case match.AcceptedH1:
				h1++
			case match.Undecided:
				undecided++
			}
		}
		share := float64(h1) / float64(runs)
		t.Logf("true Elo %+g: H1 accepted in %d of %d runs (%.1f%%), %d pairs a run on average", tc.elo, h1, runs, 100*share, pairs/runs)
		if undecided > 0 || share < tc.h1Min || share > tc.h1Max {
			t.Errorf("true Elo %+g: H1 accepted in %.1f%% of runs, %d undecided; want %.1f%% to %.1f%%", tc.elo, 100*share, undecided, 100*tc.h1Min, 100*tc.h1Max)
		}
	}
}
