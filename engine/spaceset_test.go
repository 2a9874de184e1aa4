package engine_test

import (
	"math/rand/v2"
	"slices"
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

// TestSpaceSetOps checks Has, With, Without, Len and Spaces against a plain
// array of booleans, over random operations on every space and on NoSpace,
// which is never in a set.
func TestSpaceSetOps(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 200; i++ {
		var set engine.SpaceSet
		var want [engine.NumSpaces]bool
		for j := 0; j < 300; j++ {
			sp := engine.Space(r.IntN(engine.NumSpaces+1)) - 1
			add := r.IntN(2) == 0
			if add {
				set = set.With(sp)
			} else {
				set = set.Without(sp)
			}
			if sp.Valid() {
				want[sp] = add
			}
			var spaces []engine.Space
			for s := engine.Space(0); s < engine.NumSpaces; s++ {
				if set.Has(s) != want[s] {
					t.Fatalf("after %d operations, Has(%v) = %v, want %v", j+1, s, set.Has(s), want[s])
				}
				if want[s] {
					spaces = append(spaces, s)
				}
			}
			if set.Has(engine.NoSpace) || set.Len() != len(spaces) || !slices.Equal(set.Spaces(), spaces) {
				t.Fatalf("after %d operations: set %v (len %d), want %v", j+1, set.Spaces(), set.Len(), spaces)
			}
		}
	}
}
