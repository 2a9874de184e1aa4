package match

import (
	"fmt"
	"math"
	"strings"
)

// SPRTStatus is an SPRT as a match runs it: the deals counted by bot 1's
// points in them, the LLR and the decision.
type SPRTStatus struct {
	SPRT     `json:"-"`
	Elo0     float64 `json:"elo0"`
	Elo1     float64 `json:"elo1"`
	Alpha    float64 `json:"alpha"`
	Beta     float64 `json:"beta"`
	Lower    float64 `json:"lower"` // the bound at which H0 is accepted
	Upper    float64 `json:"upper"` // the bound at which H1 is accepted
	LLR      float64 `json:"llr"`
	Deals    int     `json:"deals"` // the deals counted: every game of each played
	GamesPer int     `json:"games_per_deal"`
	// Counts are the deals by bot 1's points in them, in half points: with
	// two games a deal, the pentanomial 0, ½, 1, 1½, 2.
	Counts   []int    `json:"counts"`
	Decision Decision `json:"-"`
	Result   string   `json:"decision"` // Decision in words

	points float64 // bot 1's points in the deal being played
	games  int     // the deal's games counted so far
}

// newSPRTStatus starts the test of a match whose deals are played turns
// times.
func newSPRTStatus(s SPRT, turns int) *SPRTStatus {
	lower, upper := s.Bounds()
	return &SPRTStatus{SPRT: s, Elo0: s.Elo0, Elo1: s.Elo1, Alpha: s.Alpha, Beta: s.Beta, Lower: lower, Upper: upper,
		GamesPer: turns, Counts: make([]int, 2*turns+1), Result: Undecided.String()}
}

// add counts bot 1's points in one game (games come in the order of their
// numbers, so the games of a deal one after the other); a deal counts once
// all its games are in.
func (t *SPRTStatus) add(points float64) {
	t.points += points
	t.games++
	if t.games < t.GamesPer {
		return
	}
	t.Counts[int(math.Round(2*t.points))]++
	t.Deals++
	t.points, t.games = 0, 0
	t.LLR = t.SPRT.LLR(t.Counts)
	if t.Decision == Undecided {
		t.Decision = t.Decide(t.LLR)
		t.Result = t.Decision.String()
	}
}

// text is the standings' line of the test: "SPRT elo0 0, elo1 10, alpha
// 0.05, beta 0.05: LLR 2.96 (-2.94, 2.94), 40 pairs, ptnml(0-2) [0, 2, 10,
// 14, 14]: H1 accepted".
func (t *SPRTStatus) text() string {
	counts := make([]string, len(t.Counts))
	for i, c := range t.Counts {
		counts[i] = fmt.Sprint(c)
	}
	deals := fmt.Sprintf("%d deals of %d games, points 0-%d", t.Deals, t.GamesPer, t.GamesPer)
	if t.GamesPer == 2 {
		deals = fmt.Sprintf("%d pairs, ptnml(0-2)", t.Deals)
	}
	return fmt.Sprintf("SPRT elo0 %g, elo1 %g, alpha %g, beta %g: LLR %.2f (%.2f, %.2f), %s [%s]: %s",
		t.Elo0, t.Elo1, t.Alpha, t.Beta, t.LLR, t.Lower, t.Upper, deals, strings.Join(counts, ", "), t.Decision)
}
