package cmd

import (
	"unicode"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/situation"
)

// situationText is the situation of a game in situation notation
// (docs/notation.md, section 6), or "" for no game.
func situationText(g *engine.Game) string {
	if g == nil {
		return ""
	}
	return situation.Of(g).String()
}

// moverField is the index of the mover among a situation's fields.
const moverField = 4

// checkSeat is a usage error, with the column of the mover in text, when
// the situation read from text names a seat its seating does not have:
// the notation reads such a situation (it does not judge), but no game
// can be built from it.
func checkSeat(text string, s notation.Situation) error {
	if _, err := situation.Setup(s); err != nil {
		return usageError("--at: column %d: %v", fieldColumn(text, moverField), err)
	}
	return nil
}

// fieldColumn is the column, in characters, where field i (from 0) of a
// situation's text starts, the fields being separated by white space as
// notation.ParseSituation separates them; 1 when there is no such field.
func fieldColumn(text string, i int) int {
	col, field, inField := 0, -1, false
	for _, r := range text {
		col++
		switch {
		case unicode.IsSpace(r):
			inField = false
		case !inField:
			inField, field = true, field+1
			if field == i {
				return col
			}
		}
	}
	return 1
}
