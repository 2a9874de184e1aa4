// Package pcgrand is the seeded random source of self-play and puzzles: PCG,
// whose output is fixed by its specification, with the bounded draw written
// here rather than taken from math/rand, so that a seed gives the same games
// and puzzles on every Go version.
package pcgrand

import (
	"math/bits"
	"math/rand/v2"
)

// Source is a PCG generator. The zero value must be seeded before use; it
// is a plain value, so copying it saves and restores its state.
type Source struct{ pcg rand.PCG }

// Seed starts the generator at seed on the given stream.
func (s *Source) Seed(seed, stream uint64) { s.pcg.Seed(seed, stream) }

// Uint64 returns the next 64 random bits.
func (s *Source) Uint64() uint64 { return s.pcg.Uint64() }

// Intn returns a uniform integer in [0, n), by Lemire's multiply-and-shift
// method: the high word of x*n is uniform once the low words below 2^64 mod
// n are rejected, and the division that finds that bound is needed only
// when the low word is below n, which is rare.
func (s *Source) Intn(n int) int {
	if n <= 1 {
		return 0
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(s.pcg.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound // 2^64 mod n
		for lo < threshold {
			hi, lo = bits.Mul64(s.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}
