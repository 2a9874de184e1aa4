package recordtext

import "github.com/seqref/seqref/internal/yamltext"

// unclosedQuote finds the quote that opens a scalar the file never closes,
// for yaml.v3's "found unexpected end of stream", whose line is often not
// the quote's (a quote on the first line is reported past the end of the
// file). It reads the text as YAML quotes it: a ' or " opens a scalar at the
// start of a line's content, or after ": ", "- ", "? ", "[", "{", "," or a
// tag or anchor; a comment runs from " #" to the end of the line; inside
// single quotes ” is a quote, inside double quotes \ escapes the next
// character. The offset of the last quote opened and never closed is
// returned, and false when every quote closes.
func unclosedQuote(data []byte) (int, bool) {
	lineStart := true
	prev := byte(0) // the last byte outside quotes that is not a blank
	blank := true   // whether a blank stands between prev and here
	for i := 0; i < len(data); i++ {
		c := data[i]
		switch c {
		case '\n', '\r':
			lineStart, prev, blank = true, 0, true
			continue
		case ' ', '\t':
			blank = true
			continue
		case '#':
			if blank {
				for i+1 < len(data) && data[i+1] != '\n' && data[i+1] != '\r' {
					i++
				}
				continue
			}
		case '\'', '"':
			if lineStart || opensScalar(prev, blank) {
				end, closed := yamltext.QuoteEnd(data, i, len(data))
				if !closed {
					return i, true
				}
				i, prev, blank, lineStart = end, c, false, false
				continue
			}
		}
		if (c == '&' || c == '!') && (lineStart || opensScalar(prev, blank)) {
			// A tag or anchor: the scalar may start after it.
			for i+1 < len(data) && data[i+1] != ' ' && data[i+1] != '\t' && data[i+1] != '\n' && data[i+1] != '\r' {
				i++
			}
			prev, blank, lineStart = ':', false, false
			continue
		}
		lineStart, prev, blank = false, c, false
	}
	return 0, false
}

// opensScalar reports whether a value may start after prev, the last byte
// that is not a blank, with or without a blank between.
func opensScalar(prev byte, blank bool) bool {
	switch prev {
	case '[', '{', ',':
		return true
	case ':', '-', '?':
		return blank
	}
	return false
}
