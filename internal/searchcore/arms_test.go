package searchcore

import (
	"slices"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/pcgrand"
)

// TestBestArms: bestArms is a stable sort by static score, highest first,
// cut to n, on random scores with many ties.
func TestBestArms(t *testing.T) {
	var rng pcgrand.Source
	rng.Seed(1, 1)
	for trial := 0; trial < 500; trial++ {
		arms := make([]arm, rng.Intn(40))
		for i := range arms {
			arms[i] = arm{play: engine.Action{Space: engine.Space(i)}, static: rng.Intn(6)}
		}
		want := slices.Clone(arms)
		slices.SortStableFunc(want, func(a, b arm) int { return b.static - a.static })
		n := rng.Intn(8)
		want = want[:min(n, len(want))]
		if got := bestArms(slices.Clone(arms), n); !slices.Equal(got, want) {
			t.Fatalf("bestArms(%v, %d) = %v, want %v", arms, n, got, want)
		}
	}
}
