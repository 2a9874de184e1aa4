package ruling

import (
	"regexp"
	"strings"

	"github.com/seqref/seqref/engine"
)

// suitSigns are the suits as players see them on the cards, in the
// engine's order (spades, hearts, diamonds, clubs).
var suitSigns = [4]string{"♠", "♥", "♦", "♣"}

// CardWords names a card as players name it at the table, in one style for
// every answer: 9♣, 10♥, J♠; the Bible deck's own cards by their names (ADD,
// REMOVE). The notation's form (9C) belongs to records and the detail.
func CardWords(c engine.Card) string {
	if c.IsStandard() {
		return c.Rank().String() + suitSigns[c.Suit()]
	}
	return c.String()
}

// cardToken is a card in the notation inside a sentence: 9C, 10H, JS.
var cardToken = regexp.MustCompile(`\b(10|[2-9AKQJ])([SHDC])\b`)

// notationAsides are the notation a fact of the detail puts in brackets
// after saying the same in words: "(nodraw)", "(=C6-G6)".
var notationAsides = regexp.MustCompile(` \((?:nodraw|=[A-J]\d+-[A-J]\d+)\)`)

// writeWhich is the notation's advice on a card that fits two spaces:
// "; write which (5C@B2 or 5C@D4)".
var writeWhich = regexp.MustCompile(`; write which \([^)]*\)`)

// writeSpace is the notation's advice on a wild card written without
// its space: "the space must be written (JD@SPACE)".
var writeSpace = regexp.MustCompile(`the space must be written \([^)]*\)`)

// entryWord is the record's word for a turn.
var entryWord = regexp.MustCompile(`\b(?:entry|entries)\b`)

// playersWords rewrites a sentence of the detail for the answer: cards as
// CardWords names them, without the notation it gives in brackets, and
// "turn" for the record's "entry".
func playersWords(text string) string {
	text = notationAsides.ReplaceAllString(text, "")
	text = writeWhich.ReplaceAllString(text, "; the player says which")
	text = writeSpace.ReplaceAllString(text, "the player must say which space")
	text = entryWord.ReplaceAllStringFunc(text, func(w string) string {
		return map[string]string{"entry": "turn", "entries": "turns"}[w]
	})
	return cardToken.ReplaceAllStringFunc(text, func(tok string) string {
		rank, suit := tok[:len(tok)-1], tok[len(tok)-1:]
		return rank + suitSigns[strings.Index("SHDC", suit)]
	})
}
