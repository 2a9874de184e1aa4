package ruling

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
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
	acts := r.Entry.Turn.Actions
	at := r.faultAt()
	name := r.Record.Name(r.Entry.Player)
	stands := acts[:at]
	var parts []string
	var cards []string
	drawn, claim := 0, ""
	for _, a := range acts[at:] {
		switch a.Kind {
		case engine.Draw:
			drawn++
		case engine.Claim:
			claim = fmt.Sprintf("%s-%s", a.Space, a.To)
		case engine.NoDraw, engine.Pass:
		case engine.Take:
			c := CardWords(a.Card)
			if r.Before.Board().TeamAt(a.Space) != engine.NoTeam {
				// Only a chip that was there goes back: a corner never holds one.
				c += " (the chip goes back on " + a.Space.String() + ")"
			}
			cards = append(cards, c)
		case engine.TurnInDead:
			cards = append(cards, "the "+CardWords(a.Card)+" turned in")
		case engine.Place:
			cards = append(cards, fmt.Sprintf("the %s on %s", CardWords(a.Card), a.Space))
		default:
			cards = append(cards, CardWords(a.Card))
		}
	}
	if len(cards) > 0 {
		parts = append(parts, fmt.Sprintf("%s takes back %s", name, rulebook.JoinAnd(cards)))
	}
	if claim != "" {
		parts = append(parts, "the claim of "+claim+" does not count")
	}
	if drawn > 0 {
		what := plural(drawn, "the card drawn goes", "the cards drawn go")
		if r.Violation.Detail == engine.ShapeSecondDraw {
			what = "the extra card drawn goes"
		}
		parts = append(parts, what+" back on the pile")
	}
	if r.Shape == rulebook.DrawAfterMissed {
		parts = append(parts, "the card missed earlier stays lost")
	}
	if w := r.actsWords(stands, true); len(w) > 0 {
		parts = append(parts, joinActs(w)+" stands")
	}
	next := r.Record.Name((r.Entry.Player + 1) % len(r.Record.Players))
	drew := r.Violation.Rule == engine.DrawMismatch || containsKind(stands, engine.Draw) || containsKind(stands, engine.NoDraw)
	switch {
	case len(stands) == 0 && len(cards) > 0 && len(parts) == 1:
		return parts[0] + " and plays the turn again."
	case len(stands) == 0 && len(cards) > 0:
		parts = append(parts, name+" plays the turn again")
	case hasPlay(stands) && !drew:
		parts = append(parts, name+" draws for the play, and "+next+" plays next")
	case hasPlay(stands) || containsKind(stands, engine.Pass):
		parts = append(parts, next+" plays next")
	default:
		parts = append(parts, name+" finishes the turn with a play, or a pass when nothing can be played")
	}
	return strings.Join(parts, "; ") + "."
}
