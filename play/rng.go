package play

import (
	"math/bits"
	"math/rand/v2"
)

// rng is the random source of a game: PCG, whose output is fixed by its
// specification, with an unbiased bounded draw written here, so that the same
// seed gives the same game on every Go version.
type rng struct{ pcg rand.PCG }

func (r *rng) seed(seed uint64) { r.pcg.Seed(seed, 0x5e9e_2ef0_5e9e_2ef0) }

// intn returns a uniform integer in [0, n), by Lemire's multiply-and-shift
// method: the high word of x*n is uniform once the low words below 2^64 mod
// n are rejected, and the division that finds that bound is needed only
// when the low word is below n, which is rare.
func (r *rng) intn(n int) int {
	if n <= 1 {
		return 0
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound // 2^64 mod n
		for lo < threshold {
			hi, lo = bits.Mul64(r.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}

// shuffle puts the cards in a random order (Fisher-Yates).
func (r *rng) shuffle(cards []cardT) {
	for i := len(cards) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
}
