package notation

// upperASCII returns text with the ASCII letters a-z in upper case and every
// other character unchanged. The notation is case-insensitive only in ASCII:
// strings.ToUpper would also read "ſ" (long s) as S and "ı" (dotless i) as I.
func upperASCII(text string) string {
	i := 0
	for i < len(text) && (text[i] < 'a' || text[i] > 'z') {
		i++
	}
	if i == len(text) {
		return text // nothing to change: no copy
	}
	b := []byte(text)
	for ; i < len(b); i++ {
		if c := b[i]; c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

// equalFoldASCII reports whether a and b are equal when ASCII letters are
// compared without case.
func equalFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if upperByte(a[i]) != upperByte(b[i]) {
			return false
		}
	}
	return true
}

// upperByte is an ASCII letter in upper case; any other byte unchanged.
func upperByte(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}
