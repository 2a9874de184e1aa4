package notation

import "unicode"

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

// lex splits a turn into lexemes.
func lex(text string) []lexeme {
	var out []lexeme
	runes := []rune(text)
	start := -1
	flush := func(end int) {
		if start >= 0 {
			out = append(out, lexeme{text: string(runes[start:end]), col: start + 1})
			start = -1
		}
	}
	for i, r := range runes {
		switch {
		case isSeparator(r):
			flush(i)
		case isOperatorRune(r):
			flush(i)
			out = append(out, lexeme{text: string(r), col: i + 1})
		default:
			if start < 0 {
				start = i
			}
		}
	}
	flush(len(runes))
	return out
}
