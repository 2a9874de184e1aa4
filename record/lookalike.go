package record

import "strings"

// homoglyphs pairs letters of the Cyrillic and Greek alphabets with the
// Latin letters they cannot be told apart from in most fonts, each
// followed by its Latin letter: "Аnn" with a Cyrillic А and "Ann" are two
// names to the decoder and one to the eye. It is the common part of
// Unicode's confusables (UTS #39) for the alphabets a name is likely to
// mix, not the whole table, which would weigh on the board page for little
// gain; a string scanned by rune, because a strings.Replacer or a map of
// them weighs some kilobytes more in the page's WebAssembly
// (docs/reading.md, "Text a record may hold").
const homoglyphs = "" +
	// Cyrillic capitals and small letters
	"АAВBЕEКKМMНHОOРPСCТTХXУYЅSІIЈJԚQԜW" +
	"аaеeоoрpсcуyхxѕsіiјjһhԛqԝwɡg" +
	// Greek
	"ΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧXοoνvιi"

// latinOf is the Latin letter that r looks like (homoglyphs), or the
// ASCII character of a full-width one, or r itself.
func latinOf(r rune) rune {
	if r >= '！' && r <= '～' {
		return r - '！' + '!'
	}
	if r < 0x80 {
		return r
	}
	pair := false
	var from rune
	for _, c := range homoglyphs {
		if pair && from == r {
			return c
		}
		pair, from = !pair, c
	}
	return r
}

// skeleton is a name with every letter that looks like a Latin one
// written as that letter, and full-width Latin letters and digits as
// ASCII: two names with the same skeleton look the same.
func skeleton(name string) string { return strings.Map(latinOf, name) }

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
