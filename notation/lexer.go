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

// lexInto splits a turn into lexemes and appends them to out. The lexemes'
// texts are parts of text, not copies, and their columns count characters.
func lexInto(out []lexeme, text string) []lexeme {
	start, startCol, col := -1, 0, 0
	flush := func(end int) {
		if start >= 0 {
			out = append(out, lexeme{text: tokenText(text[start:end]), col: startCol})
			start = -1
		}
	}
	for i, r := range text {
		col++
		switch {
		case isSeparator(r):
			flush(i)
		case isOperatorRune(r):
			flush(i)
			out = append(out, lexeme{text: text[i : i+1], col: col})
		default:
			if start < 0 {
				start, startCol = i, col
			}
		}
	}
	flush(len(text))
	return out
}

// tokenText is a token as errors quote it: invalid UTF-8 reads as U+FFFD,
// one for each bad byte.
func tokenText(tok string) string {
	if utf8.ValidString(tok) {
		return tok
	}
	return string([]rune(tok))
}
