package notation

import "github.com/seqref/seqref/engine"

const expectSpace = "a space such as C4 or J10 (columns A-J, rows 1-10)"

// ParseSpace reads a space: a column A-J and a row 1-10, in any case.
func ParseSpace(text string) (engine.Space, error) {
	s, problem := readSpace(text)
	if problem != "" {
		return engine.NoSpace, &SyntaxError{Col: 1, Token: text, Problem: problem, Expected: expectSpace}
	}
	return s, nil
}

// FormatSpace writes a space in canonical notation: C4, J10.
func FormatSpace(s engine.Space) string { return s.String() }

func readSpace(text string) (engine.Space, string) {
	t := upperASCII(text)
	if len(t) < 2 || len(t) > 3 {
		return engine.NoSpace, "not a space"
	}
	col := int(t[0]) - 'A'
	if col < 0 || col > 9 {
		return engine.NoSpace, "not a space: the column must be a letter A-J"
	}
	row := 0
	for _, ch := range t[1:] {
		if ch < '0' || ch > '9' {
			return engine.NoSpace, "not a space: the row must be a number 1-10"
		}
		row = row*10 + int(ch-'0')
	}
	if row < 1 || row > 10 || t[1] == '0' {
		return engine.NoSpace, "not a space: the row must be a number 1-10"
	}
	return engine.SpaceAt(col, row-1), ""
}
