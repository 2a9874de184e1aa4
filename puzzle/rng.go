package puzzle

import (
	"math/bits"
	"math/rand/v2"
)

// rngStream is the PCG stream of every puzzle generator; a puzzle's kind
// and number are mixed into it, so that puzzle i of a seed is the same
// whatever the count asked for, and kinds draw different games.
const rngStream = 0x7075_7a7a_6c65_5eed

// rng is a puzzle's random source: PCG, whose output is fixed by its
// specification, with bounded draws written here rather than taken from
// math/rand, so the same seed gives the same puzzles on every Go version.
type rng struct{ pcg rand.PCG }

// newRNG returns the source of puzzle number n of a batch of kind k from
// seed.
func newRNG(seed uint64, k Kind, n int) *rng {
	stream := uint64(rngStream)
	for _, b := range []byte(k) { // FNV-1a
		stream = (stream ^ uint64(b)) * 0x100_0000_01b3
	}
	r := new(rng)
	r.pcg.Seed(seed, stream^(uint64(n)*0x9e37_79b9_7f4a_7c15))
	return r
}

// intn returns a uniform integer in [0, n) by Lemire's multiply-and-shift
// method, rejecting the few low words that would bias it.
func (r *rng) intn(n int) int {
	if n <= 1 {
		return 0
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound
		for lo < threshold {
			hi, lo = bits.Mul64(r.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}

// perm returns the integers [0, n) in a random order (Fisher-Yates).
func (r *rng) perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := r.intn(i + 1)
		p[i], p[j] = p[j], p[i]
	}
	return p
}
