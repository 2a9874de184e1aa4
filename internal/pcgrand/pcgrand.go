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

// Shuffle puts x in a random order by Fisher-Yates from the end: for i from
// len(x)-1 down to 1 it swaps x[i] with x[Intn(i+1)], drawing exactly what
// those calls of Intn would draw, with Intn's common case written out in
// the loop instead of a call per item.
func Shuffle[T any](s *Source, x []T) {
	for i := len(x) - 1; i > 0; i-- {
		bound := uint64(i + 1)
		j, low := bits.Mul64(s.pcg.Uint64(), bound)
		if low < bound {
			j = s.reject(bound, j, low)
		}
		x[i], x[j] = x[j], x[i]
	}
}

// reject finishes a bounded draw whose low word fell below bound, as Intn
// does in line (a call there makes Intn's common case dearer): it draws
// again while the low word is below 2^64 mod bound.
func (s *Source) reject(bound, k, low uint64) uint64 {
	threshold := -bound % bound // 2^64 mod bound
	for low < threshold {
		k, low = bits.Mul64(s.pcg.Uint64(), bound)
	}
	return k
}
