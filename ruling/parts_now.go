package ruling

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
)

// nowWords is what the table does now, in players' words: after a legal
// entry who plays next (or that the game is over), after an illegal one
// what is taken back, what stands and who plays (docs/rules.md D20).
func (r *Ruling) nowWords() string {
	if !r.Legal {
		return r.nowIllegal()
	}
	switch {
	case r.Entry == nil:
		return "the cards are dealt and the game starts."
	case r.Report.Won:
		return fmt.Sprintf("the game is over: %s wins.", r.After.Winner())
	}
	next := r.Record.Name(r.After.ToMove())
	switch {
	case r.Entry.Kind == record.TableTalk:
		return fmt.Sprintf("the forfeited cards go to the discards, and %s is still to play.", next)
	case r.Report.MissedDraw:
		name := r.Record.Name(r.Entry.Player)
		return fmt.Sprintf("%s plays on with one card fewer, and %s plays next.", name, next)
	}
	return next + " plays next."
}

// nowIllegal is nowWords after an illegal entry.
func (r *Ruling) nowIllegal() string {
	switch {
	case r.Entry != nil && r.Violation.Rule == engine.GameOver:
		return fmt.Sprintf("this turn does not count: the game ended when %s won.", r.Before.Winner())
	case r.Entry == nil || r.Entry.Kind != record.PlayerTurn:
		// The setup's and the penalties' words start a sentence of their own.
		next := r.Next()
		if strings.HasPrefix(next, "The ") {
			next = "the " + next[len("The "):]
		}
		return next
	case r.Violation.Rule == engine.OutOfTurn:
		return fmt.Sprintf("%s takes the whole turn back; it is %s's turn.", r.Record.Name(r.Violation.Player), r.Record.Name(r.Violation.ToMove()))
	}
	return r.nowTakenBack()
}

// clauses are the clauses of a sentence, joined with "; ". Adding one is a
// call, not an append at every place: the board page's WebAssembly weighs
// on a budget (docs/architecture.md).
type clauses []string

func (c *clauses) add(s string) { *c = append(*c, s) }

// nowTakenBack is what the table does after a player's turn at fault:
// what is taken back, what stands, and who plays (docs/rules.md D20).
func (r *Ruling) nowTakenBack() string {
	acts := r.Entry.Turn.Actions
	at := r.faultAt()
	name := r.Record.Name(r.Entry.Player)
	stands := acts[:at]
	cards, drawn, claim := r.takenBackWords(acts[at:])
	var parts clauses
	if len(cards) > 0 {
		parts.add(name + " takes back " + prose.JoinAnd(cards))
	}
	if claim != "" {
		parts.add("the claim of " + claim + " does not count")
	}
	if drawn > 0 {
		what := plural(drawn, "the card drawn goes", "the cards drawn go")
		if r.Violation.Detail == engine.ShapeSecondDraw {
			what = "the extra card drawn goes"
		}
		parts.add(what + " back on the pile")
	}
	if r.Shape == rulebook.DrawAfterMissed {
		parts.add("the card missed earlier stays lost")
	}
	if w := r.actsWords(stands, true); len(w) > 0 {
		parts.add(joinActs(w) + " stands")
	}
	next := r.Record.Name((r.Entry.Player + 1) % len(r.Record.Players))
	drew := r.Violation.Rule == engine.DrawMismatch || containsKind(stands, engine.Draw) || containsKind(stands, engine.NoDraw)
	switch {
	case len(stands) == 0 && len(cards) > 0 && len(parts) == 1:
		return parts[0] + " and plays the turn again."
	case len(stands) == 0 && len(cards) > 0:
		parts.add(name + " plays the turn again")
	case hasPlay(stands) && !drew:
		parts.add(name + " draws for the play, and " + next + " plays next")
	case hasPlay(stands) || containsKind(stands, engine.Pass):
		parts.add(next + " plays next")
	default:
		parts.add(name + " finishes the turn with a play, or a pass when nothing can be played")
	}
	return strings.Join(parts, "; ") + "."
}

// takenBackWords are the cards a player takes back of the actions taken
// back, in players' words (a chip removed goes back where there was one:
// a corner never holds one), how many cards drawn go back on the pile, and
// the claim struck out.
func (r *Ruling) takenBackWords(acts []engine.Action) (cards clauses, drawn int, claim string) {
	for _, a := range acts {
		c := CardWords(a.Card)
		switch a.Kind {
		case engine.Draw:
			drawn++
		case engine.Claim:
			claim = a.Space.String() + "-" + a.To.String()
		case engine.NoDraw, engine.Pass:
		case engine.Take:
			if r.Before.Board().TeamAt(a.Space) != engine.NoTeam {
				c += " (the chip goes back on " + a.Space.String() + ")"
			}
			cards.add(c)
		case engine.TurnInDead:
			cards.add("the " + c + " turned in")
		case engine.Place:
			cards.add("the " + c + " on " + a.Space.String())
		default:
			cards.add(c)
		}
	}
	return cards, drawn, claim
}
