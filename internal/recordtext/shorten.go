package recordtext

// maxQuoted is the most characters of one value from the file an error
// message quotes.
const maxQuoted = 200

// Shorten cuts a value from the file longer than 200 characters, for an
// error message that quotes it.
func Shorten(s string) string {
	if len(s) <= maxQuoted {
		return s
	}
	r := []rune(s)
	if len(r) <= maxQuoted {
		return s
	}
	return string(r[:maxQuoted]) + "..."
}
