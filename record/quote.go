package record

// QuoteEnd finds the quote that closes the quoted scalar (YAML or JSON)
// opened by the quote at data[i], looking no further than limit: inside
// double quotes a backslash escapes the next character, inside single
// quotes two quotes stand for one. It returns the offset of the closing
// quote, or limit and false when the scalar does not close before limit.
func QuoteEnd(data []byte, i, limit int) (int, bool) {
	q := data[i]
	for j := i + 1; j < limit; j++ {
		switch {
		case q == '"' && data[j] == '\\':
			j++
		case data[j] == q && q == '\'' && j+1 < limit && data[j+1] == '\'':
			j++
		case data[j] == q:
			return j, true
		}
	}
	return limit, false
}
