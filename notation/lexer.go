package notation

import (
	"unicode"
	"unicode/utf8"
)

// lexeme is a token of the turn notation: a word or one of the operators "@",
// "x" (or "X") and "+". Col is the 1-based column (in characters) where it
// starts.
type lexeme struct {
	text string
	col  int
}

// isOperator reports whether the lexeme is "@", "x", "X", "+" or "=".
func (l lexeme) isOperator() bool {
	return l.text == "@" || l.text == "x" || l.text == "X" || l.text == "+" || l.text == "="
}

// isRemoval reports whether the lexeme is the removal operator "x" or "X".
func (l lexeme) isRemoval() bool { return l.text == "x" || l.text == "X" }

// isSeparator reports whether r separates tokens: white space, ";" or ",".
func isSeparator(r rune) bool { return unicode.IsSpace(r) || r == ';' || r == ',' }

// isOperatorRune reports whether r is a lexeme of its own: "@", "x", "X", "+",
// "=".
// No card, space or keyword holds an x, so "JSxC4", "JS x C4", "JSx C4" and
// "JS xC4" read the same, as "7H@C4" and "7H @ C4" do, and "+QS" and "+ QS".
func isOperatorRune(r rune) bool { return r == '@' || r == 'x' || r == 'X' || r == '+' || r == '=' }

// The classes of an ASCII byte in the turn notation.
const (
	wordByte      = iota // part of a word
	separatorByte        // white space, ";" or ","
	operatorByte         // "@", "x", "X", "+" or "="
)

// asciiClass is the class of each ASCII byte, so that the usual turn, all
// ASCII, is split without decoding runes.
var asciiClass = func() (t [utf8.RuneSelf]uint8) {
	for r := range rune(utf8.RuneSelf) {
		switch {
		case isSeparator(r):
			t[r] = separatorByte
		case isOperatorRune(r):
			t[r] = operatorByte
		}
	}
	return t
}()

// lexInto splits a turn into lexemes and appends them to out. The lexemes'
// texts are parts of text, not copies, and their columns count characters.
func lexInto(out []lexeme, text string) []lexeme {
	start, startCol, col := -1, 0, 0
	ascii := true // whether the word being read is all ASCII
	for i := 0; i < len(text); {
		r, w := rune(text[i]), 1
		class := uint8(wordByte)
		if r < utf8.RuneSelf {
			class = asciiClass[r]
		} else {
			r, w = utf8.DecodeRuneInString(text[i:])
			if isSeparator(r) {
				class = separatorByte
			}
		}
		col++
		if class == wordByte {
			if start < 0 {
				start, startCol, ascii = i, col, true
			}
			ascii = ascii && text[i] < utf8.RuneSelf
		} else {
			if start >= 0 {
				out = append(out, lexeme{text: wordText(text[start:i], ascii), col: startCol})
				start = -1
			}
			if class == operatorByte {
				out = append(out, lexeme{text: text[i : i+1], col: col})
			}
		}
		i += w
	}
	if start >= 0 {
		out = append(out, lexeme{text: wordText(text[start:], ascii), col: startCol})
	}
	return out
}

// wordText is the text of a word: itself when it is all ASCII, as tokenText
// gives it otherwise.
func wordText(word string, ascii bool) string {
	if ascii {
		return word
	}
	return tokenText(word)
}

// tokenText is a token as errors quote it: invalid UTF-8 reads as U+FFFD,
// one for each bad byte.
func tokenText(tok string) string {
	if utf8.ValidString(tok) {
		return tok
	}
	return string([]rune(tok))
}
