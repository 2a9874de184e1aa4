package link

import (
	"errors"
	"strings"
)

// plain reports whether a byte stands in a link's value as it is: the
// letters, digits and the characters a situation or an entry uses that a
// fragment allows, but for ";" (between parts), "+" (a space), "%" and "#".
func plain(c byte) bool {
	switch {
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		return true
	}
	return strings.IndexByte("*/,:@!$'()._~-=?", c) >= 0
}

// escape writes a value for a link: a space as "+", the plain bytes as
// they are, any other as %XX.
func escape(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ':
			b.WriteByte('+')
		case plain(c):
			b.WriteByte(c)
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}

// unescape reads what escape wrote.
func unescape(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '+':
			b.WriteByte(' ')
		case c == '%':
			if i+2 >= len(s) || unhex(s[i+1]) < 0 || unhex(s[i+2]) < 0 {
				return "", errors.New("a % not followed by two hexadecimal digits")
			}
			b.WriteByte(byte(unhex(s[i+1])<<4 | unhex(s[i+2])))
			i += 2
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}

// unhex is the value of a hexadecimal digit, -1 for any other byte.
func unhex(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}
