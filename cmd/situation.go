package cmd

import (
	"github.com/seqref/seqref/engine"
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
