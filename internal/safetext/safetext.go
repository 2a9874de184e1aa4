// Package safetext is the one place that decides how text from outside
// seqref is shown: file and folder names, patterns, a bot's answers, info
// and error lines. Printed raw, such text could act on the terminal that
// shows it (an escape sequence moves the cursor, sets the window title or
// the clipboard; a carriage return writes over a line; a bidirectional
// override reorders what is shown), so every text output passes it
// through Quote (docs/reading.md, "Text a record may hold").
package safetext

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Acts reports whether r acts instead of showing, so that a record may
// not hold it and output never prints it raw: a control character other
// than tab and line feed (C0, DEL and C1), the line and paragraph
// separators U+2028 and U+2029, and the bidirectional embeddings,
// overrides and isolates U+202A-U+202E and U+2066-U+2069.
func Acts(r rune) bool {
	switch {
	case r == '\t' || r == '\n':
		return false
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0x9f):
		return true
	case r == '\u2028' || r == '\u2029':
		return true
	case r >= '\u202a' && r <= '\u202e', r >= '\u2066' && r <= '\u2069':
		return true
	}
	return false
}

// Plain reports whether s may be printed as it is on one line: it is
// UTF-8 and holds no character that Acts, and no tab or line feed.
func Plain(s string) bool {
	for _, r := range s {
		if Acts(r) || r == '\t' || r == '\n' || r == utf8.RuneError {
			return false
		}
	}
	return true
}

// Quote is s as output shows it: s itself when it is Plain, else s quoted
// as Go quotes a string ("x\x1b[2Ky.json"), which shows every such
// character as an escape and keeps the text on one line.
func Quote(s string) string {
	if Plain(s) {
		return s
	}
	return strconv.Quote(s)
}

// Quoted is s always in double quotes, as Go quotes a string when it is
// not Plain, else as it is between quotes: how a bot's answer is shown.
func Quoted(s string) string {
	if Plain(s) {
		return `"` + s + `"`
	}
	return strconv.Quote(s)
}

// Escape is s with every character that Acts written as Go writes it in a
// quoted string (\x1b, \r, \u202e), and nothing else changed: for a whole
// message of seqref's own words that may hold a name or an error from
// the system naming one, printed as the last line of a command. Tab and
// line feed stay.
func Escape(s string) string {
	clean := true
	for _, r := range s {
		if Acts(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if !Acts(r) {
			b.WriteRune(r)
			continue
		}
		q := strconv.QuoteRune(r)
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}
