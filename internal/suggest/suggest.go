// Package suggest finds the word a user most likely meant, for "did you
// mean …?" in usage errors.
package suggest

import "strings"

// Closest returns the candidate nearest to word, and false when none is near
// enough to be worth suggesting. Case is ignored. A candidate is near when it
// is within a few edits of word (one for short words, a third of the length
// for longer ones; a swap of two neighbouring letters is one edit), or when
// word is a prefix of it of at least three letters. Ties go to the
// candidate listed first.
func Closest(word string, candidates []string) (string, bool) {
	w := strings.ToLower(word)
	best, bestDist := "", -1
	for _, c := range candidates {
		lc := strings.ToLower(c)
		if lc == w {
			return c, true
		}
		d := distance(w, lc)
		if len(w) >= 3 && strings.HasPrefix(lc, w) {
			d = 1
		}
		if d <= allowed(w) && (bestDist < 0 || d < bestDist) {
			best, bestDist = c, d
		}
	}
	return best, bestDist >= 0
}

// allowed is how many edits away a suggestion may be from word.
func allowed(word string) int {
	return max(1, len(word)/3)
}

// distance is the optimal string alignment distance between a and b: the
// fewest insertions, deletions, substitutions and swaps of neighbouring
// letters that turn a into b.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
