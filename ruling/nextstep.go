package ruling

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// Next says in players' words what the table does after an illegal entry
// (docs/rules.md D20): what is taken back, what stands, and who plays. It
// is empty for a legal ruling.
func (r *Ruling) Next() string {
	if r.Legal {
		return ""
	}
	if r.Entry == nil {
		return r.nextSetup()
	}
	v := r.Violation
	switch {
	case v.Rule == engine.GameOver:
		return fmt.Sprintf("Entry %d does not count, nor does anything after it: the game stands as it ended, won by %s.", r.Turn, r.Before.Winner())
	case r.Entry.Kind == record.TableTalk:
		return "The forfeits are put right: every member of the team gives up one card they hold; the table talk still takes no turn."
	case r.Entry.Kind == record.Reshuffle:
		return "The new draw pile is put right: it is the cards discarded since the last reshuffle, shuffled."
	case v.Rule == engine.OutOfTurn:
		return fmt.Sprintf("%s's entry is taken back whole: any chip placed comes off, any chip removed goes back, and the cards go back to %s's hand (a card drawn goes back on top of the draw pile). It is %s's turn.",
			r.Record.Name(v.Player), r.Record.Name(v.Player), r.Record.Name(v.ToMove()))
	}
	return r.nextTurn()
}

// nextTurn takes back the action at fault and what follows it, keeps what
// came before, and says how the player finishes the turn.
func (r *Ruling) nextTurn() string {
	acts := r.Entry.Turn.Actions
	at := r.faultAt()
	name := r.Record.Name(r.Entry.Player)
	var back []string
	for i, a := range acts[at:] {
		if s := r.takenBack(a, at+i, name); s != "" {
			back = append(back, s)
		}
	}
	out := ""
	if len(back) > 0 {
		out = strings.Join(back, "; ") + "."
	}
	if r.Shape == "draw-after-missed" {
		out += fmt.Sprintf(" The card %s missed earlier stays lost: %s plays on with fewer cards.", name, name)
	}
	stands := acts[:at]
	drew := r.Violation.Rule == engine.DrawMismatch
	passed := false
	for _, a := range stands {
		drew = drew || a.Kind == engine.Draw || a.Kind == engine.NoDraw
		passed = passed || a.Kind == engine.Pass
	}
	next := r.Record.Name((r.Entry.Player + 1) % len(r.Record.Players))
	switch {
	case len(stands) == 0 && len(back) == 0:
		out += fmt.Sprintf(" %s plays the turn, legally: a play with a card %s holds, or a pass when nothing can be played.", name, name)
	case len(stands) == 0:
		out += fmt.Sprintf(" %s plays the turn again, legally: a play with a card %s holds, or a pass when nothing can be played.", name, name)
	case hasPlay(stands) && !drew:
		out += fmt.Sprintf(" %s stands: %s draws for the play, and %s plays next.", notation.FormatTurn(stands), name, next)
	case hasPlay(stands) || passed:
		out += fmt.Sprintf(" %s stands, and %s plays next.", notation.FormatTurn(stands), next)
	default:
		out += fmt.Sprintf(" %s stands, and %s finishes the turn with a legal play, or a pass when nothing can be played.", notation.FormatTurn(stands), name)
	}
	return strings.TrimSpace(out)
}

func containsKind(acts []engine.Action, k engine.ActionKind) bool {
	for _, a := range acts {
		if a.Kind == k {
			return true
		}
	}
	return false
}

// faultAt is the index of the first action the table takes back: the
// action at fault, or for a turn with no play after a dead card turned in,
// the action after that exchange, which was legal and stands (D20).
func (r *Ruling) faultAt() int {
	acts := r.Entry.Turn.Actions
	at := r.Violation.ActionIndex
	if r.Violation.Rule == engine.TurnShape && r.Violation.Detail == engine.ShapeNoPlay {
		return r.legalExchange()
	}
	if at < 0 || at >= len(acts) {
		return 0
	}
	return at
}

// legalExchange is the number of actions at the start of the entry that
// turn in a dead card the player may turn in and draw its replacement; 0
// when the entry does not start so.
func (r *Ruling) legalExchange() int {
	acts := r.Entry.Turn.Actions
	if len(acts) == 0 || acts[0].Kind != engine.TurnInDead || !r.Before.DeadSet().Has(acts[0].Card) {
		return 0
	}
	if h := r.Before.Hand(r.Entry.Player); h.Known() && h.Count(acts[0].Card) == 0 {
		return 0
	}
	if len(acts) > 1 && acts[1].Kind == engine.Draw {
		return 2
	}
	return 1
}

func hasPlay(acts []engine.Action) bool {
	for _, a := range acts {
		if a.IsPlay() {
			return true
		}
	}
	return false
}

// takenBack says what taking back one action means at the table.
func (r *Ruling) takenBack(a engine.Action, i int, name string) string {
	text := notation.FormatAction(a)
	keeps := name + " keeps " + a.Card.String()
	if r.Violation.Rule == engine.NotInHand || r.Violation.Rule == engine.CardCount {
		keeps = name + " does not hold " + a.Card.String()
	}
	switch a.Kind {
	case engine.Place, engine.PlaceShort:
		return fmt.Sprintf("%s is taken back: the chip comes off and %s", text, keeps)
	case engine.Take:
		if r.Before.Board().TeamAt(a.Space) == engine.NoTeam {
			// No chip came off: a corner never holds one, an open space none.
			return fmt.Sprintf("%s is taken back: no chip came off %s, and %s", text, a.Space, keeps)
		}
		return fmt.Sprintf("%s is taken back: the chip goes back on %s and %s", text, a.Space, keeps)
	case engine.TurnInDead:
		return fmt.Sprintf("%s is taken back: %s (it is not turned in)", text, keeps)
	case engine.Draw:
		if r.Violation.Rule == engine.DrawMismatch {
			return fmt.Sprintf("%s (the draw) is taken back: %s takes the top card of the draw pile instead", text, name)
		}
		return fmt.Sprintf("%s (%s) is taken back: the card goes back on top of the draw pile", text, r.drawWords(i))
	case engine.NoDraw:
		return "nodraw is struck out"
	case engine.Pass:
		return "pass is taken back"
	case engine.Claim:
		return fmt.Sprintf("%s (the claim) is struck out: the placement stands, and the sequences it completes are claimed in seqref's order (docs/rules.md D10)", text)
	}
	return ""
}

// drawWords says which draw the i-th action of the entry is: the
// replacement of a dead card, the draw for the play, or an extra draw
// (a second one).
func (r *Ruling) drawWords(i int) string {
	acts := r.Entry.Turn.Actions
	switch {
	case i > 0 && acts[i-1].Kind == engine.TurnInDead:
		return "the replacement for the dead card"
	case r.Violation.Detail == engine.ShapeSecondDraw && i == r.Violation.ActionIndex:
		return "an extra draw"
	}
	return "the draw for the play"
}

// nextSetup says how a setup that breaks a rule is put right.
func (r *Ruling) nextSetup() string {
	v := r.Violation
	switch v.Rule {
	case engine.SetupPlayers:
		return fmt.Sprintf("The game cannot start: play with %s players.", countList(r.Rules.PlayerCounts()))
	case engine.SetupTeams:
		return "The players regroup before the first turn: up to three play alone, more in two or three teams of equal size."
	case engine.SetupSeating:
		return "The players change seats before the first turn: " + strings.Join(reseat(r.Record), ", ") + "."
	case engine.SetupHands:
		_, dealt := v.HandSize()
		return fmt.Sprintf("The cards are dealt again: %d to each player.", dealt)
	}
	return "The setup is put right before the first turn."
}
