package puzzle

import (
	"fmt"

	"github.com/seqref/seqref/notation"
)

// question is a puzzle's question in words. It never gives the answer away,
// though the record's turn holds it for win and block.
func (pz *Puzzle) question() string {
	who := fmt.Sprintf("%s (%s)", pz.Player(), pz.Position.Team())
	switch pz.Kind {
	case Win:
		return fmt.Sprintf("%s is to move. Exactly one play of %s's hand wins the game now: which card, on which space?", who, pz.Player())
	case Block:
		next := pz.Position.Next()
		return fmt.Sprintf("%s is to move and cannot win now. %s (%s) moves next, and a %s chip on some open space would complete a sequence. "+
			"Exactly one play of %s's hand leaves %s no such space: which card, on which space?",
			who, pz.Names[next], pz.Position.Teams[next], pz.Position.Teams[next], pz.Player(), pz.Position.Teams[next])
	case Dead:
		return fmt.Sprintf("%s is to move. Which cards of %s's hand are dead, and which of them may %s turn in this turn (at most one, before the play)?",
			who, pz.Player(), pz.Player())
	case Legal:
		return fmt.Sprintf("%s is to move and writes the entry '%s'. Is it legal? If not, which rule does it break?", who, notation.FormatTurn(pz.Turn))
	case Count:
		return fmt.Sprintf("%s is to move and plays %s. How many completed sequences has each team after it?", who, notation.FormatTurn(pz.Turn))
	}
	return ""
}
