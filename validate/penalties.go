package validate

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
)

// penaltyCounter counts penalties by seat while a record is replayed.
type penaltyCounter struct {
	missed, forfeits [engine.MaxPlayers]int
}

// forfeitSeats are the seats that forfeit a card for a table talk entry.
type forfeitSeats [engine.MaxPlayers]bool

// forfeitersOf is who forfeits a card when team t talks at the table in
// game g: every member of the team who may hold a card (the engine passes
// over a hand known to be empty).
func forfeitersOf(g *engine.Game, t engine.Team) forfeitSeats {
	var out forfeitSeats
	for seat := 0; seat < g.Players() && seat < len(out); seat++ {
		if g.TeamOf(seat) != t {
			continue
		}
		if n, known := g.Hand(seat).Size(); !known || n > 0 {
			out[seat] = true
		}
	}
	return out
}

// count counts the penalties of one applied entry, whose report is rep and
// whose forfeiting seats, for table talk, are forfeits.
func (pc *penaltyCounter) count(e *record.Entry, rep engine.Report, forfeits forfeitSeats) {
	switch e.Kind {
	case record.PlayerTurn:
		if rep.MissedDraw && e.Player >= 0 && e.Player < engine.MaxPlayers {
			pc.missed[e.Player]++
		}
	case record.TableTalk:
		for seat, f := range forfeits {
			if f {
				pc.forfeits[seat]++
			}
		}
	}
}

// byPlayer lists the non-zero counts by player in seating order.
func (pc *penaltyCounter) byPlayer(rec *record.Record, counts []int) PlayerCounts {
	out := PlayerCounts{}
	for seat := range rec.Players {
		if seat < len(counts) && counts[seat] > 0 {
			out = append(out, PlayerCount{Player: rec.Name(seat), Count: counts[seat]})
		}
	}
	return out
}
