package search

import (
	"math"
	"os"
	"strconv"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/play"
)

// zzFeatures is the number of features of a position for a team.
const zzFeatures = 9

// zzNames names the features.
var zzNames = [zzFeatures]string{"w0", "w1", "w2", "w3", "w4", "seq", "wild", "remove", "threats"}

// zzFeaturesOf are team t's features in g, every hand known: its free
// windows by its chips in them (0 to 4), sequences, jacks held and
// threat spaces.
func zzFeaturesOf(g *engine.Game, hands [][]engine.Card, t engine.Team) [zzFeatures]float64 {
	var x [zzFeatures]float64
	f := freeOf(g.Board(), t)
	for _, w := range allWindows {
		if !w.Intersect(f.other).IsEmpty() || w.Intersect(f.locked).Len() > 1 {
			continue
		}
		if n := w.Intersect(f.own).Len(); n < 5 {
			x[n]++
		}
	}
	x[5] = float64(g.SequenceCount(t))
	kinds := &g.Rules().Kinds
	for p, h := range hands {
		if g.TeamOf(p) != t {
			continue
		}
		for _, c := range h {
			switch kinds[c] {
			case engine.Wild:
				x[6]++
			case engine.Removal:
				x[7]++
			}
		}
	}
	x[8] = float64(g.Threats(t).Len())
	return x
}

// zzRecorder records the mover's features before each play.
type zzRecorder struct {
	duel.Chooser
	table *play.Table
	rows  *[]zzRow
}

// zzRow is a position: the mover's features less the opponent's, the
// mover's team, and the game it belongs to.
type zzRow struct {
	x    [zzFeatures]float64
	team engine.Team
}

// Play records the position and plays.
func (z zzRecorder) Play(g *engine.Game, p int, hand []engine.Card) engine.Action {
	tg := z.table.Game()
	hands := make([][]engine.Card, tg.Players())
	for q := range hands {
		hands[q] = z.table.Hand(q)
	}
	me := tg.TeamOf(p)
	a, b := zzFeaturesOf(tg, hands, me), zzFeaturesOf(tg, hands, 1-me)
	var row zzRow
	for k := range row.x {
		row.x[k] = a[k] - b[k]
	}
	row.team = me
	*z.rows = append(*z.rows, row)
	return z.Chooser.Play(g, p, hand)
}

// TestZZLearn plays SEQREF_ZZ_LEARN two-player games (window bot against
// itself, and against greedy), records every position before a play, and
// fits a logistic regression of the mover's result on its features less
// its opponent's; it logs the weights in evaluation units (times
// evalScale).
func TestZZLearn(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("SEQREF_ZZ_LEARN"))
	if games <= 0 {
		t.Skip("a measurement: set SEQREF_ZZ_LEARN to the number of games")
	}
	var xs [][zzFeatures]float64
	var ys []float64
	for i := 0; i < games; i++ {
		seed := uint64(1000 + i)
		table, err := play.NewTable(play.Config{Rules: engine.StandardRules, Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var rows []zzRow
		seats := make([]duel.Chooser, 2)
		for p := range seats {
			var c duel.Chooser = zzWindow{}
			if i%3 == 2 && p == i%2 {
				c = play.NewChooser(play.Greedy, seed)
			}
			if i%3 == 1 && p == i%2 {
				c = New(Config{Playouts: 200}, seed)
			}
			seats[p] = zzRecorder{Chooser: c, table: table, rows: &rows}
		}
		if err := duel.PlayOn(table, seed, seats); err != nil {
			t.Fatal(err)
		}
		w := table.Game().Winner()
		if w == engine.NoTeam {
			continue
		}
		for _, r := range rows {
			y := 0.0
			if r.team == w {
				y = 1
			}
			xs, ys = append(xs, r.x), append(ys, y)
		}
	}
	beta := zzFit(xs, ys)
	t.Logf("%d positions", len(xs))
	for k, b := range beta[:zzFeatures] {
		t.Logf("%-8s %8.4f  %8.1f", zzNames[k], b, b*evalScale)
	}
	t.Logf("%-8s %8.4f", "tempo", beta[zzFeatures])
}

// zzFit fits a logistic regression with an intercept by Newton's method
// and returns the coefficients, the intercept last.
func zzFit(xs [][zzFeatures]float64, ys []float64) []float64 {
	const n = zzFeatures + 1
	beta := make([]float64, n)
	row := func(x [zzFeatures]float64) [n]float64 {
		var r [n]float64
		copy(r[:], x[:])
		r[zzFeatures] = 1
		return r
	}
	for iter := 0; iter < 30; iter++ {
		var grad [n]float64
		var hess [n][n]float64
		for i, x := range xs {
			r := row(x)
			z := 0.0
			for k := range r {
				z += beta[k] * r[k]
			}
			p := 1 / (1 + math.Exp(-z))
			for k := range r {
				grad[k] += (ys[i] - p) * r[k]
				for l := range r {
					hess[k][l] += p * (1 - p) * r[k] * r[l]
				}
			}
		}
		for k := range hess {
			hess[k][k] += 1e-6
		}
		step := zzSolve(hess, grad)
		for k := range beta {
			beta[k] += step[k]
		}
	}
	return beta
}

// zzSolve solves a x = b by Gaussian elimination.
func zzSolve(a [zzFeatures + 1][zzFeatures + 1]float64, b [zzFeatures + 1]float64) [zzFeatures + 1]float64 {
	const n = zzFeatures + 1
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		b[c], b[p] = b[p], b[c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k < n; k++ {
				a[r][k] -= f * a[c][k]
			}
			b[r] -= f * b[c]
		}
	}
	var x [n]float64
	for r := n - 1; r >= 0; r-- {
		s := b[r]
		for k := r + 1; k < n; k++ {
			s -= a[r][k] * x[k]
		}
		x[r] = s / a[r][r]
	}
	return x
}
