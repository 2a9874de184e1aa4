package ruling

import (
	"strings"

	"github.com/seqref/seqref/engine"
)

// suitSigns are the suits as players see them on the cards, in the
// engine's order (spades, hearts, diamonds, clubs) and the notation's
// letters.
const (
	suitLetters = "SHDC"
	suitSigns   = "♠♥♦♣"
)

// suitSign is the sign of the suit with the notation's letter l.
func suitSign(l byte) string {
	i := strings.IndexByte(suitLetters, l)
	return string([]rune(suitSigns)[i])
}

// CardWords names a card as players name it at the table, in one style for
// every answer: 9♣, 10♥, J♠; the Bible deck's own cards by their names (ADD,
// REMOVE). The notation's form (9C) belongs to records and the detail.
func CardWords(c engine.Card) string {
	if c.IsStandard() {
		return c.Rank().String() + suitSign(suitLetters[c.Suit()])
	}
	return c.String()
}

// playersWords rewrites a sentence of the detail for the answer: cards as
// CardWords names them, without the notation it gives in brackets
// ("(nodraw)", "(=C6-G6)") or as advice ("write which (5C@B2 or 5C@D4)"),
// and "turn" for the record's "entry". It scans words rather than using
// regexp's replacing, which would weigh on the board page's WebAssembly
// (docs/architecture.md).
func playersWords(text string) string {
	for _, aside := range []struct{ from, to string }{
		{"; write which (", "; the player says which"},
		{"the space must be written (", "the player must say which space"},
		{" (nodraw", ""},
		{" (=", ""},
	} {
		if i := strings.Index(text, aside.from); i >= 0 {
			if j := strings.IndexByte(text[i:], ')'); j >= 0 {
				text = text[:i] + aside.to + text[i+j+1:]
			}
		}
	}
	var out strings.Builder
	for len(text) > 0 {
		n := wordEnd(text)
		if n == 0 {
			out.WriteByte(text[0])
			text = text[1:]
			continue
		}
		out.WriteString(wordInPlayersWords(text[:n]))
		text = text[n:]
	}
	return out.String()
}

// wordEnd is the length of the word text starts with: letters and digits.
func wordEnd(text string) int {
	n := 0
	for n < len(text) && (text[n] >= 'a' && text[n] <= 'z' || text[n] >= 'A' && text[n] <= 'Z' || text[n] >= '0' && text[n] <= '9') {
		n++
	}
	return n
}

// wordInPlayersWords is a word of the detail in players' words: a card of
// the notation (9C, 10H, JS) with its suit's sign, "entry" as "turn".
func wordInPlayersWords(w string) string {
	switch w {
	case "entry":
		return "turn"
	case "entries":
		return "turns"
	}
	rank := w[:len(w)-1]
	if len(w) >= 2 && strings.IndexByte(suitLetters, w[len(w)-1]) >= 0 &&
		(len(rank) == 1 && strings.IndexByte("23456789AKQJ", rank[0]) >= 0 || rank == "10") {
		return rank + suitSign(w[len(w)-1])
	}
	return w
}
