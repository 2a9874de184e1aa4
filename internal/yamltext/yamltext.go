// Package yamltext reads the bytes of a record's text as YAML writes its
// lines and quotes, for the packages that map positions in it (record) and
// edit it in place (internal/rewrite): the line breaks YAML knows (LF, CR
// LF, CR, NEL, LS and PS) and where a quoted scalar ends.
package yamltext

// BreakLen is the length in bytes of the line break at data[i], 0 when
// there is none: 2 for CR LF and NEL, 3 for LS and PS, 1 for CR and LF.
func BreakLen(data []byte, i int) int {
	switch data[i] {
	case '\n':
		return 1
	case '\r':
		if i+1 < len(data) && data[i+1] == '\n' {
			return 2
		}
		return 1
	case 0xC2: // NEL
		if i+1 < len(data) && data[i+1] == 0x85 {
			return 2
		}
	case 0xE2: // LS, PS
		if i+2 < len(data) && data[i+1] == 0x80 && (data[i+2] == 0xA8 || data[i+2] == 0xA9) {
			return 3
		}
	}
	return 0
}

// LineEndAt returns where the line holding off ends (at its line break)
// and where the next line starts.
func LineEndAt(data []byte, off int) (end, next int) {
	for i := off; i < len(data); i++ {
		if n := BreakLen(data, i); n > 0 {
			return i, i + n
		}
	}
	return len(data), len(data)
}

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
