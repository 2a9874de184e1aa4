package notation

// upperASCII returns text with the ASCII letters a-z in upper case and every
// other character unchanged. The notation is case-insensitive only in ASCII:
// strings.ToUpper would also read "ſ" (long s) as S and "ı" (dotless i) as I.
func upperASCII(text string) string {
	b := []byte(text)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

// equalFoldASCII reports whether a and b are equal when ASCII letters are
// compared without case.
func equalFoldASCII(a, b string) bool { return upperASCII(a) == upperASCII(b) }
