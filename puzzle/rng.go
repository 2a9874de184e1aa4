package puzzle

import "github.com/seqref/seqref/internal/pcgrand"

// rngStream is the PCG stream of every puzzle generator; a puzzle's kind
// and number are mixed into it, so that puzzle i of a seed is the same
// whatever the count asked for, and kinds draw different games.
const rngStream = 0x7075_7a7a_6c65_5eed

// rng is a puzzle's random source (pcgrand), so the same seed gives the
// same puzzles on every Go version.
type rng struct{ pcgrand.Source }

// newRNG returns the source of puzzle number n of a batch of kind k from
// seed.
func newRNG(seed uint64, k Kind, n int) *rng {
	stream := uint64(rngStream)
	for _, b := range []byte(k) { // FNV-1a
		stream = (stream ^ uint64(b)) * 0x100_0000_01b3
	}
	r := new(rng)
	r.Seed(seed, stream^(uint64(n)*0x9e37_79b9_7f4a_7c15))
	return r
}

// intn returns a uniform integer in [0, n).
func (r *rng) intn(n int) int { return r.Intn(n) }

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
