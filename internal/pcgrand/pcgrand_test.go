package pcgrand_test

import (
	"math"
	"testing"

	"github.com/seqref/seqref/internal/pcgrand"
)

// TestIntnUniform checks that Intn covers [0, n) evenly: a chi-square test
// over many draws for bounds that do and do not divide 2^64, so a biased or
// off-by-one draw fails.
func TestIntnUniform(t *testing.T) {
	var r pcgrand.Source
	r.Seed(42, 7)
	for _, n := range []int{2, 3, 7, 10, 52, 96, 104} {
		const perBucket = 2000
		counts := make([]int, n)
		for i := 0; i < n*perBucket; i++ {
			k := r.Intn(n)
			if k < 0 || k >= n {
				t.Fatalf("Intn(%d) = %d", n, k)
			}
			counts[k]++
		}
		chi2 := 0.0
		for _, c := range counts {
			d := float64(c - perBucket)
			chi2 += d * d / perBucket
		}
		// Mean n-1, standard deviation sqrt(2(n-1)): eight deviations above
		// the mean does not happen to a uniform draw.
		if limit := float64(n-1) + 8*math.Sqrt(2*float64(n-1)); chi2 > limit {
			t.Errorf("Intn(%d): chi-square %.1f over %.1f; counts %v", n, chi2, limit, counts)
		}
	}
}
