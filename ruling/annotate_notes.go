package ruling

import (
	"fmt"
	"strings"
)

// notesOf says an entry's facts in words, one sentence each, in the order
// things happened: the dead cards held when the entry began, the dead card
// turned in, the play, the draw, reshuffles, penalties, sequences, the win;
// or the rule the entry broke.
func notesOf(f *EntryFacts) []string {
	notes := []string{}
	add := func(format string, args ...any) { notes = append(notes, fmt.Sprintf(format, args...)) }
	for _, line := range deadHeldNotes(f) {
		add("%s", line)
	}
	if t := f.TurnedIn; t != nil && !turnedInHeld(f) {
		add("%s turns in dead %s (%s covered)%s", f.Player, t.Card, strings.Join(t.Covered, ", "), replacement(t))
	}
	if p := f.Placed; p != nil {
		if p.Other != "" {
			add("%s goes on %s (%s is covered)", p.Card, p.Space, p.Other)
		} else {
			add("%s goes on %s, the one space that shows it", p.Card, p.Space)
		}
	}
	if r := f.Removed; r != nil {
		add("%s takes %s's chip off %s", r.Card, r.Team, r.Space)
	}
	if f.Drew != "" {
		add("%s draws %s", f.Player, f.Drew)
	}
	switch f.Reshuffles {
	case 0:
	case 1:
		add("the draw pile runs out: the discards are shuffled into a new pile")
	default:
		add("the draw pile runs out %d times: each time the discards are shuffled into a new pile", f.Reshuffles)
	}
	if f.NoCardLeft {
		add("no card is left to draw: none is drawn and none is owed")
	}
	if p := f.Penalty; p != nil {
		add("%s", penaltyNote(p))
	}
	for _, q := range f.Sequences {
		add("%s completes %s-%s, %d of %d", q.Team, q.From, q.To, q.Count, q.Need)
	}
	if f.Winner != "" {
		add("%s wins; nothing may follow", f.Winner)
	}
	if f.Blocked {
		add("no card is left and nobody can play: the game ends without a winner")
	}
	if e := f.Error; e != nil {
		if f.Kind == "setup" {
			add("illegal setup: %s [%s]; no entry is judged", e.Message, e.Rule)
		} else {
			add("illegal: %s [%s]", e.Message, e.Rule)
		}
	}
	return notes
}

// deadHeldNotes says which dead cards each known hand held, one sentence
// per player: "Ann holds dead 4C (C2, E4 covered), turned in for 9H".
func deadHeldNotes(f *EntryFacts) []string {
	var out []string
	for i := 0; i < len(f.DeadHeld); {
		who := f.DeadHeld[i].Player
		var cards []string
		for ; i < len(f.DeadHeld) && f.DeadHeld[i].Player == who; i++ {
			d := f.DeadHeld[i]
			text := d.Card
			if d.Count == 2 {
				text += " twice"
			} else if d.Count > 2 {
				text += fmt.Sprintf(" %d times", d.Count)
			}
			text += " (" + strings.Join(d.Covered, ", ") + " covered)"
			switch {
			case d.TurnedIn:
				text += ", turned in" + replacement(f.TurnedIn)
			case who == f.Player && f.Kind == "turn" && f.Error == nil:
				text += ", not turned in"
			}
			cards = append(cards, text)
		}
		out = append(out, who+" holds dead "+strings.Join(cards, " and "))
	}
	return out
}

// turnedInHeld reports whether the dead card turned in was listed among
// the dead cards held, which then says it was turned in.
func turnedInHeld(f *EntryFacts) bool {
	for _, d := range f.DeadHeld {
		if d.TurnedIn {
			return true
		}
	}
	return false
}

// replacement says which card replaced a dead card, when the record does
// not write it.
func replacement(t *TurnedIn) string {
	if t == nil || t.Drew == "" {
		return ""
	}
	return " for " + t.Drew
}

// penaltyNote says what a penalty costs: "penalty: Bob missed the draw and
// plays on with 6 cards", "penalty: green talked at the table; Ann forfeits
// 5C (1 card left), Cat forfeits 9S (1 card left)".
func penaltyNote(p *Penalty) string {
	if p.Kind == "nodraw" {
		pp := p.Players[0]
		if pp.CardsLeft == nil {
			return "penalty: " + pp.Player + " missed the draw and plays on with one card fewer"
		}
		return fmt.Sprintf("penalty: %s missed the draw and plays on with %s", pp.Player, cardsText(*pp.CardsLeft))
	}
	var parts, unwritten []string
	for _, pp := range p.Players {
		if pp.Card == "" {
			unwritten = append(unwritten, pp.Player)
			continue
		}
		part := pp.Player + " forfeits " + pp.Card
		if pp.CardsLeft != nil {
			part += " (" + cardsText(*pp.CardsLeft) + " left)"
		}
		parts = append(parts, part)
	}
	switch len(unwritten) {
	case 0:
	case 1:
		parts = append(parts, unwritten[0]+" forfeits a card not written, so that hand is unknown from here")
	default:
		parts = append(parts, strings.Join(unwritten, " and ")+" each forfeit a card not written, so their hands are unknown from here")
	}
	return "penalty: " + p.Team + " talked at the table; " + strings.Join(parts, "; ")
}

func cardsText(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}
