package play

import "github.com/seqref/seqref/internal/pcgrand"

// rng is the random source of a game (pcgrand, on a stream of its own), so
// that the same seed gives the same game on every Go version.
type rng struct{ pcgrand.Source }

func (r *rng) seed(seed uint64) { r.Seed(seed, 0x5e9e_2ef0_5e9e_2ef0) }

// intn returns a uniform integer in [0, n).
func (r *rng) intn(n int) int { return r.Intn(n) }

// shuffle puts the cards in a random order (Fisher-Yates, as
// pcgrand.Shuffle draws it).
func (r *rng) shuffle(cards []cardT) { pcgrand.Shuffle(&r.Source, cards) }
