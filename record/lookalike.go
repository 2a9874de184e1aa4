package record

import "strings"

// homoglyphs maps letters of the Cyrillic and Greek alphabets to the Latin
// letters they cannot be told apart from in most fonts: "Аnn" with a
// Cyrillic А and "Ann" are two names to the decoder and one to the eye.
// It is the common part of Unicode's confusables (UTS #39) for the
// alphabets a name is likely to mix, not the whole table, which would
// weigh on the board page for little gain (docs/reading.md, "Text a
// record may hold").
var homoglyphs = strings.NewReplacer(
	// Cyrillic
	"А", "A", "В", "B", "Е", "E", "К", "K", "М", "M", "Н", "H", "О", "O",
	"Р", "P", "С", "C", "Т", "T", "Х", "X", "У", "Y", "Ѕ", "S", "І", "I",
	"Ј", "J", "Ԛ", "Q", "Ԝ", "W",
	"а", "a", "е", "e", "о", "o", "р", "p", "с", "c", "у", "y", "х", "x",
	"ѕ", "s", "і", "i", "ј", "j", "һ", "h", "ԛ", "q", "ԝ", "w", "ɡ", "g",
	// Greek
	"Α", "A", "Β", "B", "Ε", "E", "Ζ", "Z", "Η", "H", "Ι", "I", "Κ", "K",
	"Μ", "M", "Ν", "N", "Ο", "O", "Ρ", "P", "Τ", "T", "Υ", "Y", "Χ", "X",
	"ο", "o", "ν", "v", "ι", "i",
)

// skeleton is a name with every letter that looks like a Latin one
// written as that letter, and full-width Latin letters and digits as
// ASCII: two names with the same skeleton look the same.
func skeleton(name string) string {
	name = strings.Map(func(r rune) rune {
		if r >= '！' && r <= '～' {
			return r - '！' + '!'
		}
		return r
	}, name)
	return homoglyphs.Replace(name)
}

// lookAlike is the name of a player read so far that looks the same as
// name without being it.
func (l *loader) lookAlike(name string) (string, bool) {
	sk := skeleton(name)
	for _, p := range l.rec.Players {
		if p.Name != name && skeleton(p.Name) == sk {
			return p.Name, true
		}
	}
	return "", false
}
