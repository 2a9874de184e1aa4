package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// SPRT is a sequential probability ratio test between two bots, as
// fastchess and cutechess-cli run it: H0, bot 1 is Elo0 stronger than bot
// 2, against H1, it is Elo1 stronger, with false-positive rate Alpha (H1
// accepted when H0 holds) and false-negative rate Beta. Elo is logistic
// Elo, the standings' own: a difference d gives the stronger bot the
// expected score 1/(1+10^(-d/400)). docs/match.md, "SPRT", gives the model.
type SPRT struct {
	Elo0, Elo1, Alpha, Beta float64
}

// ParseSPRT reads the value of --sprt: elo0=E0,elo1=E1,alpha=A,beta=B,
// each key once, in any order; alpha and beta are 0.05 when left out.
func ParseSPRT(text string) (SPRT, error) {
	s := SPRT{Alpha: 0.05, Beta: 0.05}
	values := map[string]*float64{"elo0": &s.Elo0, "elo1": &s.Elo1, "alpha": &s.Alpha, "beta": &s.Beta}
	given := map[string]bool{}
	for _, part := range strings.Split(text, ",") {
		key, value, ok := strings.Cut(strings.TrimSpace(part), "=")
		v, known := values[key]
		if !ok || !known {
			return s, fmt.Errorf("--sprt %q: %q is not KEY=VALUE with KEY elo0, elo1, alpha or beta", text, part)
		}
		if given[key] {
			return s, fmt.Errorf("--sprt %q gives %s twice", text, key)
		}
		f, err := strconv.ParseFloat(value, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return s, fmt.Errorf("--sprt %q: %s=%q is not a number", text, key, value)
		}
		*v, given[key] = f, true
	}
	switch {
	case !given["elo0"] || !given["elo1"]:
		return s, fmt.Errorf("--sprt %q needs elo0 and elo1", text)
	case s.Elo0 >= s.Elo1:
		return s, fmt.Errorf("--sprt %q: elo0 must be less than elo1", text)
	case s.Elo0 <= -1000 || s.Elo1 >= 1000:
		return s, fmt.Errorf("--sprt %q: elo0 and elo1 must be between -1000 and 1000", text)
	case s.Alpha <= 0 || s.Beta <= 0 || s.Alpha+s.Beta >= 1:
		return s, fmt.Errorf("--sprt %q: alpha and beta must be more than 0, and less than 1 together", text)
	}
	return s, nil
}

// Bounds are the log-likelihood ratios at which the test stops: H0 is
// accepted at or below lower, H1 at or above upper (Wald's bounds).
func (s SPRT) Bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// scoreOf is the expected score of a bot d logistic Elo stronger.
func scoreOf(d float64) float64 { return 1 / (1 + math.Pow(10, -d/400)) }

// LLR is the log-likelihood ratio of H1 against H0 given how many deals
// gave bot 1 each total: counts[k] deals in which it scored k half points
// over the len(counts)-1 halves of the deal's games (with two games a deal,
// the five counts of the pentanomial model: 0, ½, 1, 1½ and 2 points). It
// is the generalized SPRT that fastchess computes: the deals' scores (the
// mean per game, k/(len(counts)-1)) follow an unknown distribution; under
// each hypothesis the distribution is the one most likely to give the
// counts among those whose mean is the score s0 or s1 that Elo0 or Elo1
// gives, and the LLR is the log of the ratio of the two likelihoods. A count
// of 0 counts as 0.001, as fastchess has it, so that a few deals that all
// scored the same still say something.
func (s SPRT) LLR(counts []int) float64 {
	n := 0
	for _, c := range counts {
		n += c
	}
	if n == 0 {
		return 0
	}
	halves := float64(len(counts) - 1)
	scores := make([]float64, len(counts))
	p := make([]float64, len(counts)) // the counts' distribution, regularized
	total := 0.0
	for k, c := range counts {
		scores[k] = float64(k) / halves
		p[k] = max(float64(c), 1e-3)
		total += p[k]
	}
	for k := range p {
		p[k] /= total
	}
	s0, s1 := scoreOf(s.Elo0), scoreOf(s.Elo1)
	t0, t1 := mostLikelyTilt(scores, p, s0), mostLikelyTilt(scores, p, s1)
	llr := 0.0
	for k := range p {
		// ln p1(k) - ln p0(k), with pX(k) = p(k) / (1 + tX (score(k) - sX))
		llr += p[k] * (math.Log1p(t0*(scores[k]-s0)) - math.Log1p(t1*(scores[k]-s1)))
	}
	return total * llr
}

// mostLikelyTilt is the θ of the distribution with mean s most likely to
// give the observed distribution p over the scores: that distribution is
// p(k) / (1 + θ (score(k) - s)), where θ solves
// f(θ) = Σ p(k) (score(k) - s) / (1 + θ (score(k) - s)) = 0 (M. Van den
// Bergh, "Comments on Normalized Elo", proposition 1.1). f falls as θ
// grows, from +∞ to -∞ between the θ that make a denominator 0: Newton's
// steps from θ = 0, halving the bracket instead when a step leaves it.
func mostLikelyTilt(scores, p []float64, s float64) float64 {
	lo, hi := -1/(scores[len(scores)-1]-s), -1/(scores[0]-s)
	theta := 0.0
	for range 100 {
		f, slope := 0.0, 0.0
		for k, a := range scores {
			d := a - s
			q := 1 + theta*d
			f += p[k] * d / q
			slope -= p[k] * d * d / (q * q)
		}
		if f > 0 {
			lo = theta
		} else {
			hi = theta
		}
		next := theta - f/slope
		if !(next > lo && next < hi) {
			next = (lo + hi) / 2
		}
		if math.Abs(next-theta) < 1e-12 {
			return next
		}
		theta = next
	}
	return theta
}

// Decision is what an SPRT has found so far.
type Decision uint8

// The decisions.
const (
	Undecided  Decision = iota
	AcceptedH0          // the LLR reached the lower bound
	AcceptedH1          // the LLR reached the upper bound
)

// String is how the standings say the decision.
func (d Decision) String() string {
	return [...]string{"no decision", "H0 accepted", "H1 accepted"}[d]
}

// Decide says where llr stands against the bounds.
func (s SPRT) Decide(llr float64) Decision {
	lower, upper := s.Bounds()
	switch {
	case llr >= upper:
		return AcceptedH1
	case llr <= lower:
		return AcceptedH0
	}
	return Undecided
}
