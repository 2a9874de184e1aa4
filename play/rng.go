package play

import "math/rand/v2"

// rng is the random source of a game: PCG, whose output is fixed by its
// specification, with an unbiased bounded draw written here, so that the same
// seed gives the same game on every Go version.
type rng struct{ pcg rand.PCG }

func (r *rng) seed(seed uint64) { r.pcg.Seed(seed, 0x5e9e_2ef0_5e9e_2ef0) }

// intn returns a uniform integer in [0, n).
func (r *rng) intn(n int) int {
	if n <= 1 {
		return 0
	}
	bound := uint64(n)
	limit := -bound % bound // 2^64 mod n: values below it are rejected
	for {
		x := r.pcg.Uint64()
		if x >= limit {
			return int(x % bound)
		}
	}
}

// shuffle puts the cards in a random order (Fisher-Yates).
func (r *rng) shuffle(cards []cardT) {
	for i := len(cards) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
}
