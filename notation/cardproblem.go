package notation

import "fmt"

// rankProblem says what is wrong with a card whose text before its suit
// is not a rank. When a rank starts that text, the card has a character too
// many: a second suit (7HH, 3SS) or something else after the rank (77H);
// the message names the card it would be without it. Otherwise the rank
// itself is wrong.
func rankProblem(before []rune, suit rune) string {
	for _, n := range []int{2, 1} { // "10" before "1", which is no rank
		if len(before) <= n {
			continue
		}
		if _, ok := rankOf(string(before[:n])); !ok {
			continue
		}
		card := string(before[:n]) + string(suit)
		extra := before[n:]
		if _, isSuit := suitOf(extra[0]); isSuit && len(extra) == 1 {
			return fmt.Sprintf("not a card: it has two suits; a card is a rank and one suit, such as %s", card)
		}
		return fmt.Sprintf("not a card: %s after the rank %s; a card is a rank and a suit, such as %s",
			tooMany(len(extra)), string(before[:n]), card)
	}
	return "not a card: the rank must be A, 2-10, T, J, Q or K"
}

// tooMany is "a character too many" or "N characters too many".
func tooMany(n int) string {
	if n == 1 {
		return "a character too many"
	}
	return fmt.Sprintf("%d characters too many", n)
}
