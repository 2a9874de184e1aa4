package ruling

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/validate"
)

// Annotate replays a record and says, for every entry judged, what happened
// that the notation does not show. Replay stops at the first illegal entry:
// its facts hold the error, and the entries after it have none. A setup that
// breaks a rule gives one EntryFacts, entry 0, with the error.
func Annotate(rec *record.Record) []EntryFacts {
	var out []EntryFacts
	rp := validate.Play(rec, func(st *validate.Step) {
		out = append(out, entryFacts(rec, st))
	})
	if !rp.Violation.OK() {
		e := Outcome(rp, "").Error
		if rp.At == 0 {
			out = append(out, EntryFacts{Kind: "setup", Line: e.Line, Column: e.Column, Error: e})
		} else {
			out[len(out)-1].Error = e
		}
	}
	for i := range out {
		out[i].Notes = notesOf(&out[i])
	}
	return out
}

// entryFacts gathers the facts of one judged entry; the error of an illegal
// one is added by Annotate.
func entryFacts(rec *record.Record, st *validate.Step) EntryFacts {
	e := st.Entry
	f := EntryFacts{Entry: st.Index, Line: e.Pos.Line, Column: e.Pos.Col}
	switch e.Kind {
	case record.TableTalk:
		f.Kind = "table-talk"
	case record.Reshuffle:
		f.Kind = "reshuffle"
	default:
		f.Kind, f.Player = "turn", rec.Name(e.Player)
		f.DeadHeld = deadHeld(rec, st)
	}
	if st.After == nil {
		return f
	}
	if e.Kind == record.TableTalk {
		f.Penalty = tableTalkPenalty(rec, e, st.Before, st.After)
	}
	if e.Kind == record.PlayerTurn {
		turnFacts(rec, st, &f)
	}
	for _, q := range st.Report.Sequences() {
		f.Sequences = append(f.Sequences, NewSequence{Team: q.Team.String(), From: q.From.String(), To: q.To().String(),
			Count: st.Before.SequenceCount(q.Team) + len(f.Sequences) + 1, Need: st.After.Need()})
	}
	if st.Report.Won {
		f.Winner = st.After.Winner().String()
	}
	f.Blocked = st.After.Blocked() && !st.Before.Blocked()
	return f
}

// deadHeld lists the dead cards in every known hand when the entry began,
// the player's own first, then in seating order.
func deadHeld(rec *record.Record, st *validate.Step) []DeadHeld {
	g, e := st.Before, st.Entry
	turnedIn := engine.NoCard
	if st.After != nil {
		turnedIn = st.Report.Dead
	}
	var out []DeadHeld
	n := g.Players()
	for i := 0; i < n; i++ {
		p := (e.Player + i) % n
		h := g.Hand(p)
		if !h.Known() {
			continue
		}
		for c := engine.Card(1); c < engine.NumCards; c++ {
			if h.Count(c) == 0 || !g.DeadSet().Has(c) {
				continue
			}
			out = append(out, DeadHeld{Player: rec.Name(p), Card: c.String(), Count: h.Count(c),
				Covered: spacesShowing(g, c), TurnedIn: p == e.Player && c == turnedIn})
		}
	}
	return out
}

// spacesShowing names the spaces that show a normal card.
func spacesShowing(g *engine.Game, c engine.Card) []string {
	var out []string
	for _, s := range g.Layout().SpacesOf(c) {
		if s != engine.NoSpace {
			out = append(out, s.String())
		}
	}
	return out
}

// turnFacts gathers the facts of a legal player's turn.
func turnFacts(rec *record.Record, st *validate.Step, f *EntryFacts) {
	rep, acts := &st.Report, st.Entry.Turn.Actions
	if rep.Dead != engine.NoCard {
		f.TurnedIn = &TurnedIn{Card: rep.Dead.String(), Covered: spacesShowing(st.Before, rep.Dead)}
		if rep.DeadDraw != engine.NoCard && !drawWritten(acts, engine.TurnInDead) {
			f.TurnedIn.Drew = rep.DeadDraw.String()
		}
	}
	for _, a := range acts {
		switch {
		case a.Kind == engine.PlaceShort:
			f.Placed = &Placed{Card: rep.Card.String(), Space: rep.Space.String()}
			for _, s := range st.Before.Layout().SpacesOf(rep.Card) {
				if s != engine.NoSpace && s != rep.Space {
					f.Placed.Other = s.String()
				}
			}
		case a.Kind == engine.Take:
			f.Removed = &Removed{Card: rep.Card.String(), Space: rep.Space.String(), Team: rep.Removed.String()}
		}
	}
	if rep.Won {
		// The game ended with the placement: what the engine did after it
		// is no part of the game.
		return
	}
	if rep.Drew != engine.NoCard && !drawWritten(acts, engine.Place, engine.Take, engine.PlaceShort) {
		f.Drew = rep.Drew.String()
	}
	f.NoCardLeft = rep.DrawnNone
	f.Reshuffles = rep.Reshuffles
	if rep.MissedDraw {
		pp := PenaltyPlayer{Player: rec.Name(rep.Player)}
		if n, ok := st.After.Hand(rep.Player).Size(); ok {
			pp.CardsLeft = &n
		}
		f.Penalty = &Penalty{Kind: "nodraw", Players: []PenaltyPlayer{pp}}
	}
}

// drawWritten reports whether the action of one of the kinds is followed
// by a draw whose card is written.
func drawWritten(acts []engine.Action, kinds ...engine.ActionKind) bool {
	for i := 0; i+1 < len(acts); i++ {
		for _, k := range kinds {
			if acts[i].Kind == k && acts[i+1].Kind == engine.Draw && acts[i+1].Card != engine.NoCard {
				return true
			}
		}
	}
	return false
}

// tableTalkPenalty is the penalty of a legal table-talk entry: every member
// of the team forfeits a card, but one known to hold none.
func tableTalkPenalty(rec *record.Record, e *record.Entry, before, after *engine.Game) *Penalty {
	p := &Penalty{Kind: "table-talk", Team: e.Team.String()}
	forfeit := map[int]engine.Card{}
	for _, ff := range e.Forfeits {
		forfeit[ff.Player] = ff.Card
	}
	for seat := range rec.Players {
		if n, known := before.Hand(seat).Size(); after.TeamOf(seat) != e.Team || known && n == 0 {
			continue
		}
		pp := PenaltyPlayer{Player: rec.Name(seat)}
		if c, ok := forfeit[seat]; ok && c != engine.NoCard {
			pp.Card = c.String()
		}
		if n, ok := after.Hand(seat).Size(); ok {
			pp.CardsLeft = &n
		}
		p.Players = append(p.Players, pp)
	}
	return p
}
