package notation

import "github.com/seqref/seqref/engine"

// What a card looks like, for error messages.
const expectCard = "a card such as 10H, AS, JD, ADD or REMOVE"

// ParseCard reads a card: a rank (A, 2-10, T, J, Q, K) and a suit (S, H, D, C
// or a suit symbol, filled or hollow, which a variation selector may follow),
// in any case, or ADD or REMOVE.
func ParseCard(text string) (engine.Card, error) {
	c, problem := readCard(text)
	if problem != "" {
		return engine.NoCard, &SyntaxError{Col: 1, Token: text, Problem: problem, Expected: expectCard}
	}
	return c, nil
}

// FormatCard writes a card in canonical notation: 10H, AS, ADD.
func FormatCard(c engine.Card) string { return c.String() }

// readCard reads a card and says what is wrong when it cannot.
func readCard(text string) (engine.Card, string) {
	upper := upperASCII(text)
	switch upper {
	case "ADD":
		return engine.Add, ""
	case "REMOVE":
		return engine.Remove, ""
	case "":
		return engine.NoCard, "no card"
	}
	if n := len(upper); n >= 2 && n <= 3 && upper[n-1] < 0x80 {
		// Plain ASCII, the common case: rank and a suit letter.
		suit, ok := suitOf(rune(upper[n-1]))
		if !ok {
			return engine.NoCard, "not a card: the last character must be a suit (S, H, D, C, ♠, ♥, ♦, ♣)"
		}
		rank, ok := rankOf(upper[:n-1])
		if !ok {
			return engine.NoCard, rankProblem([]rune(upper[:n-1]), rune(upper[n-1]))
		}
		return engine.NewCard(rank, suit), ""
	}
	runes := []rune(upper)
	last := len(runes) - 1
	if last > 0 && isVariationSelector(runes[last]) && isSuitSymbol(runes[last-1]) {
		last--
	}
	suit, ok := suitOf(runes[last])
	if !ok {
		return engine.NoCard, "not a card: the last character must be a suit (S, H, D, C, ♠, ♥, ♦, ♣)"
	}
	rank, ok := rankOf(string(runes[:last]))
	if !ok {
		return engine.NoCard, rankProblem(runes[:last], runes[last])
	}
	return engine.NewCard(rank, suit), ""
}

// isVariationSelector reports whether r asks for the text (U+FE0E) or emoji
// (U+FE0F) form of the character before it, as in "♥️", which many keyboards
// type for a heart.
func isVariationSelector(r rune) bool { return r == '\ufe0e' || r == '\ufe0f' }

// isSuitSymbol reports whether r is one of the eight suit symbols.
func isSuitSymbol(r rune) bool {
	_, ok := suitOf(r)
	return ok && r > 0x7f
}

// suitOf reads a suit letter (upper case) or a filled or hollow suit symbol.
func suitOf(r rune) (engine.Suit, bool) {
	switch r {
	case 'S', '♠', '♤':
		return engine.Spades, true
	case 'H', '♥', '♡':
		return engine.Hearts, true
	case 'D', '♦', '♢':
		return engine.Diamonds, true
	case 'C', '♣', '♧':
		return engine.Clubs, true
	}
	return 0, false
}

// rankOf reads a rank (upper case): A, 2-10, T, J, Q or K.
func rankOf(s string) (engine.Rank, bool) {
	switch s {
	case "A":
		return engine.Ace, true
	case "T", "10":
		return 10, true
	case "J":
		return engine.Jack, true
	case "Q":
		return engine.Queen, true
	case "K":
		return engine.King, true
	}
	if len(s) == 1 && s[0] >= '2' && s[0] <= '9' {
		return engine.Rank(s[0] - '0'), true
	}
	return 0, false
}
