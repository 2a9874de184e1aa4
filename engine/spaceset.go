package engine

import "math/bits"

// SpaceSet is a set of spaces as a 100-bit mask in two words.
type SpaceSet struct{ lo, hi uint64 }

// SpaceSetOf returns the set holding the given spaces.
func SpaceSetOf(spaces ...Space) SpaceSet {
	var s SpaceSet
	for _, sp := range spaces {
		s = s.With(sp)
	}
	return s
}

// Has reports whether sp is in the set.
//
// Has, With and Without do not branch on the space, which is random in
// self-play: a shift by 64 or more gives 0 in Go, and a space below 64
// gives a negative, so huge, shift for the high word (as NoSpace does for
// both words, in int8 arithmetic too).
func (s SpaceSet) Has(sp Space) bool {
	return (s.lo>>uint(sp)|s.hi>>uint(sp-64))&1 != 0
}

// With returns the set with sp added.
func (s SpaceSet) With(sp Space) SpaceSet {
	s.lo |= 1 << uint(sp)
	s.hi |= 1 << uint(sp-64)
	return s
}

// Without returns the set with sp taken out.
func (s SpaceSet) Without(sp Space) SpaceSet {
	s.lo &^= 1 << uint(sp)
	s.hi &^= 1 << uint(sp-64)
	return s
}

// Union returns the spaces in s or in t.
func (s SpaceSet) Union(t SpaceSet) SpaceSet { return SpaceSet{s.lo | t.lo, s.hi | t.hi} }

// Intersect returns the spaces in both s and t.
func (s SpaceSet) Intersect(t SpaceSet) SpaceSet { return SpaceSet{s.lo & t.lo, s.hi & t.hi} }

// Minus returns the spaces of s that are not in t.
func (s SpaceSet) Minus(t SpaceSet) SpaceSet { return SpaceSet{s.lo &^ t.lo, s.hi &^ t.hi} }

// Len is the number of spaces in the set.
func (s SpaceSet) Len() int { return bits.OnesCount64(s.lo) + bits.OnesCount64(s.hi) }

// IsEmpty reports whether the set has no space.
func (s SpaceSet) IsEmpty() bool { return s.lo == 0 && s.hi == 0 }

// Spaces lists the spaces of the set in board order.
func (s SpaceSet) Spaces() []Space {
	out := make([]Space, 0, s.Len())
	for w, word := range [2]uint64{s.lo, s.hi} {
		for word != 0 {
			i := bits.TrailingZeros64(word)
			out = append(out, Space(w*64+i))
			word &= word - 1
		}
	}
	return out
}

// First is the lowest-numbered space of the set, or NoSpace when it is empty.
func (s SpaceSet) First() Space {
	if s.lo != 0 {
		return Space(bits.TrailingZeros64(s.lo))
	}
	if s.hi != 0 {
		return Space(64 + bits.TrailingZeros64(s.hi))
	}
	return NoSpace
}

func trailingZeros(w uint64) int { return bits.TrailingZeros64(w) }

// Corners is the set of the four free corners.
var Corners = SpaceSetOf(A1, J1, A10, J10)

// Nth is the k-th space of the set in board order, counting from 0, or
// NoSpace when the set has k spaces or fewer (or k is negative). It takes
// the same few steps whatever k is, without a branch on the set: it picks
// the word that holds the space, halves it by popcounts down to a byte, and
// looks the space up in that byte.
func (s SpaceSet) Nth(k int) Space {
	n := bits.OnesCount64(s.lo)
	if uint(k) >= uint(n+bits.OnesCount64(s.hi)) {
		return NoSpace // k is negative, or the set has k spaces or fewer
	}
	hi := above(k, n) // all ones when the space is in the high word
	k -= n & hi
	w := s.lo ^ (s.lo^s.hi)&uint64(hi)
	if k < 2 {
		// The first or second space of its word, the common case (a normal
		// card has two spaces): clear the lowest bit when k is 1.
		return Space(64&hi + bits.TrailingZeros64(w&(w-uint64(k))))
	}
	return Space(64&hi + selectBit(w, k))
}

// above is -1 (all ones) when k >= n and 0 otherwise, for n and k far from
// the limits of int: a mask that chooses without a branch.
func above(k, n int) int { return (n - 1 - k) >> 63 }

// selectBit is the position of the k-th set bit of w, counting from 0 at
// the lowest; k must be below the number of bits set.
func selectBit(w uint64, k int) int {
	m := above(k, bits.OnesCount32(uint32(w)))
	k -= bits.OnesCount32(uint32(w)) & m
	at := 32 & m
	w >>= uint(at)
	m = above(k, bits.OnesCount16(uint16(w)))
	k -= bits.OnesCount16(uint16(w)) & m
	at += 16 & m
	w >>= uint(16 & m)
	m = above(k, bits.OnesCount8(uint8(w)))
	k -= bits.OnesCount8(uint8(w)) & m
	at += 8 & m
	w >>= uint(8 & m)
	return at + int(bitInByte[k&7][uint8(w)])
}

// bitInByte[k][b] is the position of the k-th set bit of b (0 when b has
// k bits set or fewer).
var bitInByte = func() (t [8][256]uint8) {
	for b := 0; b < 256; b++ {
		k := 0
		for i := 0; i < 8; i++ {
			if b&(1<<i) != 0 {
				t[k][b] = uint8(i)
				k++
			}
		}
	}
	return t
}()
