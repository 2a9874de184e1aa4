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
func (s SpaceSet) Has(sp Space) bool {
	if sp < 64 {
		return s.lo&(1<<uint(sp)) != 0
	}
	return s.hi&(1<<uint(sp-64)) != 0
}

// With returns the set with sp added.
func (s SpaceSet) With(sp Space) SpaceSet {
	if sp < 64 {
		s.lo |= 1 << uint(sp)
	} else {
		s.hi |= 1 << uint(sp-64)
	}
	return s
}

// Without returns the set with sp taken out.
func (s SpaceSet) Without(sp Space) SpaceSet {
	if sp < 64 {
		s.lo &^= 1 << uint(sp)
	} else {
		s.hi &^= 1 << uint(sp-64)
	}
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
// NoSpace when the set has k spaces or fewer.
func (s SpaceSet) Nth(k int) Space {
	if n := bits.OnesCount64(s.lo); k >= n {
		k -= n
		word := s.hi
		for ; k > 0 && word != 0; k-- {
			word &= word - 1
		}
		if word == 0 {
			return NoSpace
		}
		return Space(64 + bits.TrailingZeros64(word))
	}
	word := s.lo
	for ; k > 0; k-- {
		word &= word - 1
	}
	return Space(bits.TrailingZeros64(word))
}
