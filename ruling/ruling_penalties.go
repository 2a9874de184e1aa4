package ruling

import (
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/rulebook"
)

// tableTalk explains a legal table-talk entry: the forfeits, and that it is
// a penalty that takes no turn.
func (x *reasoner) tableTalk() {
	t := x.e.Team
	var members []string
	for p := 0; p < x.before.Players(); p++ {
		if x.before.TeamOf(p) == t {
			members = append(members, x.rec.Name(p))
		}
	}
	if rulebook.SilentOnTableTalk(x.before.Rules()) {
		x.decide(rulebook.TalkInBible)
	}
	switch {
	case x.e.Forfeits == nil:
		x.add(rulebook.TableTalk, "%s talked: every member of the team (%s) forfeits one card of their choice; the cards are not written, so those hands are no longer known",
			t, prose.JoinAnd(members))
	default:
		var parts []string
		for _, f := range x.e.Forfeits {
			parts = append(parts, x.forfeit(f))
		}
		x.add(rulebook.TableTalk, "%s talked: every member of the team forfeits one card of their choice: %s", t, strings.Join(parts, "; "))
	}
	x.add(rulebook.TableTalk, "a penalty, not an illegal move: the entry takes no turn, and %s is still to move", x.rec.Name(x.before.ToMove()))
}

func (x *reasoner) forfeit(f engine.Forfeit) string {
	name := x.rec.Name(f.Player)
	h := x.before.Hand(f.Player)
	switch {
	case f.Card == engine.NoCard:
		return name + " forfeits a card that is not written"
	case h.Known():
		return name + " forfeits " + f.Card.String() + ", which is in " + name + "'s hand"
	}
	return name + " forfeits " + f.Card.String() + " (" + name + "'s hand is not known)"
}

// reshuffle explains a legal reshuffle entry.
func (x *reasoner) reshuffle() {
	x.add(rulebook.ReshufflePile, "the draw pile ran out in the entry before; the discards (%d %s) are shuffled into the new draw pile, listed top first",
		len(x.e.Cards), plural(len(x.e.Cards), "card", "cards"))
	x.add(rulebook.TurnOrder, "a reshuffle entry takes no turn: %s is still to move", x.rec.Name(x.before.ToMove()))
}
