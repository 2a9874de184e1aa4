package match

import "math"

// EloFit is the Elo of every bot fitted on all the games of a tournament
// at once, as Ordo and BayesElo do: the ratings under which the games
// played are most likely, a bot rated d above another scoring
// 1/(1+10^(-d/400)) against it on average (logistic Elo, the standings'
// own), each game's points counted as that many wins of one game (a draw
// as half a win and half a loss), and the ratings' mean 0
// (docs/match.md, "Tournaments").
type EloFit struct {
	Elo []float64 `json:"elo"`
	// Error is the 95 % error margin of each Elo (1.96 standard errors,
	// from the curvature of the likelihood at its top).
	Error []float64 `json:"elo_error"`
	cov   [][]float64
}

// eloScale is the logistic's scale in Elo: a rating d above another wins
// with odds 10^(d/400) = e^(d/eloScale).
const eloScale = 400 / math.Ln10

// FitElo fits the Elo of every bot on the crosstable's games. Every pair
// of bots that played counts one drawn game more, a prior (as BayesElo's
// virtual draws) that keeps the Elo of a bot that won or lost every game
// finite; with hundreds of games a pair it moves the others by little.
// A bot that played no game is rated 0 with an error margin of +Inf, and
// left out of the mean.
func FitElo(c *Crosstable) *EloFit {
	n := len(c.Games)
	games := make([][]float64, n)
	wins := make([]float64, n)
	for a := range games {
		games[a] = make([]float64, n)
		for b := range games[a] {
			if c.Games[a][b] > 0 {
				games[a][b] = float64(c.Games[a][b]) + 1
				wins[a] += c.Points[a][b] + 0.5
			}
		}
	}
	// The minorization-maximization iteration of the Bradley-Terry model
	// (Hunter, 2004): gamma_a = wins_a / sum_b games_ab/(gamma_a+gamma_b).
	gamma := make([]float64, n)
	for a := range gamma {
		gamma[a] = 1
	}
	for iter := 0; iter < 100000; iter++ {
		change := 0.0
		for a := range gamma {
			sum := 0.0
			for b := range gamma {
				if games[a][b] > 0 {
					sum += games[a][b] / (gamma[a] + gamma[b])
				}
			}
			if sum == 0 {
				continue
			}
			next := wins[a] / sum
			change = max(change, math.Abs(math.Log(next/gamma[a])))
			gamma[a] = next
		}
		// Keep the geometric mean of the bots that played at 1, so that
		// their ratings' mean is 0.
		mean, played := 0.0, 0
		for a, g := range gamma {
			if wins[a] > 0 {
				mean += math.Log(g)
				played++
			}
		}
		for a := range gamma {
			if wins[a] > 0 {
				gamma[a] /= math.Exp(mean / float64(played))
			}
		}
		if change < 1e-10 {
			break
		}
	}
	fit := &EloFit{Elo: make([]float64, n), Error: make([]float64, n)}
	for a, g := range gamma {
		fit.Elo[a] = eloScale * math.Log(g)
	}
	fit.cov = eloCovariance(games, fit.Elo)
	for a := range fit.Error {
		fit.Error[a] = 1.96 * math.Sqrt(max(0, fit.cov[a][a]))
		if math.IsNaN(fit.Error[a]) {
			fit.Error[a] = math.Inf(1)
		}
	}
	return fit
}

// DiffError is the 95 % error margin of the difference of bots a's and
// b's Elo.
func (f *EloFit) DiffError(a, b int) float64 {
	return 1.96 * math.Sqrt(max(0, f.cov[a][a]+f.cov[b][b]-2*f.cov[a][b]))
}

// eloCovariance is the covariance of the fitted ratings, with the mean of
// the bots that played held at 0: the pseudo-inverse of the likelihood's
// negative Hessian among them, whose only null direction is moving every
// rating alike, found as (H + 11'/k)^-1 - 11'/k. A bot that played
// nothing has infinite variance.
func eloCovariance(games [][]float64, elo []float64) [][]float64 {
	n := len(elo)
	var in []int // the bots that played
	for a := range games {
		for b := range games[a] {
			if games[a][b] > 0 {
				in = append(in, a)
				break
			}
		}
	}
	k := len(in)
	h := make([][]float64, k)
	for i := range h {
		h[i] = make([]float64, k)
		for j := range h[i] {
			h[i][j] = 1 / float64(k)
		}
	}
	for i, a := range in {
		for j, b := range in {
			if a == b || games[a][b] == 0 {
				continue
			}
			p := 1 / (1 + math.Exp(-(elo[a]-elo[b])/eloScale))
			w := games[a][b] * p * (1 - p) / (eloScale * eloScale)
			h[i][j] -= w
			h[i][i] += w
		}
	}
	inv := invert(h)
	cov := make([][]float64, n)
	for a := range cov {
		cov[a] = make([]float64, n)
		for b := range cov[a] {
			cov[a][b] = math.Inf(1)
		}
	}
	for i, a := range in {
		for j, b := range in {
			cov[a][b] = inv[i][j] - 1/float64(k)
		}
	}
	return cov
}

// invert inverts a symmetric positive definite matrix by Gauss-Jordan
// elimination with partial pivoting; a singular one gives NaNs.
func invert(m [][]float64) [][]float64 {
	n := len(m)
	a := make([][]float64, n)
	for i := range a {
		a[i] = make([]float64, 2*n)
		copy(a[i], m[i])
		a[i][n+i] = 1
	}
	for col := 0; col < n; col++ {
		pivot := col
		for r := col + 1; r < n; r++ {
			if math.Abs(a[r][col]) > math.Abs(a[pivot][col]) {
				pivot = r
			}
		}
		a[col], a[pivot] = a[pivot], a[col]
		d := a[col][col]
		for k := range a[col] {
			a[col][k] /= d
		}
		for r := 0; r < n; r++ {
			if r != col && a[r][col] != 0 {
				f := a[r][col]
				for k := range a[r] {
					a[r][k] -= f * a[col][k]
				}
			}
		}
	}
	out := make([][]float64, n)
	for i := range out {
		out[i] = a[i][n:]
	}
	return out
}
