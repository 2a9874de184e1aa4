package pcgrand_test

import (
	"math"
	"slices"
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

// TestShuffleDrawsAsIntn checks that Shuffle is the Fisher-Yates shuffle
// written with Intn: the same order, and the generator left in the same
// state, for lengths up to 120 and for one of 65,536 items. (A rejected
// draw needs a low word below the bound, one chance in 2^48 here: reject
// is Intn's own loop, read rather than reached.)
func TestShuffleDrawsAsIntn(t *testing.T) {
	for seed := uint64(1); seed <= 300; seed++ {
		n := int(seed % 121)
		var a, b pcgrand.Source
		a.Seed(seed, 3)
		b.Seed(seed, 3)
		x, y := make([]uint8, n), make([]uint8, n)
		for i := range x {
			x[i], y[i] = uint8(i), uint8(i)
		}
		pcgrand.Shuffle(&a, x)
		for i := n - 1; i > 0; i-- {
			j := b.Intn(i + 1)
			y[i], y[j] = y[j], y[i]
		}
		if !slices.Equal(x, y) || a.Uint64() != b.Uint64() {
			t.Fatalf("seed %d, %d items: Shuffle gives %v, Intn %v", seed, n, x, y)
		}
	}
	big := make([]int, 1<<16)
	for i := range big {
		big[i] = i
	}
	var a, b pcgrand.Source
	a.Seed(9, 9)
	b.Seed(9, 9)
	x := slices.Clone(big)
	pcgrand.Shuffle(&a, x)
	for i := len(big) - 1; i > 0; i-- {
		j := b.Intn(i + 1)
		big[i], big[j] = big[j], big[i]
	}
	if !slices.Equal(x, big) || a.Uint64() != b.Uint64() {
		t.Fatal("a long shuffle differs from Intn's")
	}
}
