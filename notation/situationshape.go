package notation

// situationShape is what a situation looks like, for a text that is no
// situation at all.
const situationShape = "a situation is six or seven fields separated by spaces (docs/notation.md, section 6)"

// notSituation is the error of a text of one field or none: not a
// situation that ends early, but something else, such as a word or a
// position alone.
func notSituation(text string, fields []situationField) *SyntaxError {
	if len(fields) == 0 {
		return &SyntaxError{Col: len([]rune(text)) + 1, Problem: "the situation is empty: " + situationShape, Expected: expectSituation}
	}
	f := fields[0]
	return &SyntaxError{Col: f.col, Token: f.text, Problem: "not a situation: this is one field, and " + situationShape, Expected: expectSituation}
}
