package engine_test

import (
	"math/rand/v2"
	"testing"

	"github.com/seqref/seqref/engine"
)

// TestSpaceSetNth checks Nth against Spaces on random sets of every density,
// including sets that straddle the two words of the mask.
func TestSpaceSetNth(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2000; i++ {
		var set engine.SpaceSet
		density := r.IntN(101)
		for s := engine.Space(0); s < engine.NumSpaces; s++ {
			if r.IntN(100) < density {
				set = set.With(s)
			}
		}
		spaces := set.Spaces()
		for k, want := range spaces {
			if got := set.Nth(k); got != want {
				t.Fatalf("set %v: Nth(%d) = %v, want %v", spaces, k, got, want)
			}
		}
		for _, k := range []int{len(spaces), len(spaces) + 1 + r.IntN(200), -1 - r.IntN(5)} {
			if got := set.Nth(k); got != engine.NoSpace {
				t.Fatalf("set %v: Nth(%d) = %v out of range, want NoSpace", spaces, k, got)
			}
		}
	}
}
