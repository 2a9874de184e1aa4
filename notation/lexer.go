package notation

import "unicode"

// lexeme is a token of the turn notation: a word, "@" or "+". Col is the
// 1-based column (in characters) where it starts.
type lexeme struct {
	text string
	col  int
}

// isSeparator reports whether r separates tokens: white space, ";" or ",".
func isSeparator(r rune) bool { return unicode.IsSpace(r) || r == ';' || r == ',' }

// lex splits a turn into lexemes. "@" and "+" are lexemes of their own, so
// that "7H@C4", "7H @ C4" and "+QS", "+ QS" read the same.
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
		case r == '@' || r == '+':
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
