package record

import "github.com/seqref/seqref/engine"

// Where is the place in the file a violation points at: for an entry, the
// action at fault when the violation names one (the card of a reshuffle),
// the entry's key otherwise (docs/format.md section 8); for the setup, the
// part of it at fault.
func (r *Record) Where(v engine.Violation, e *Entry) Pos {
	if e != nil {
		return e.ActionPos(v.ActionIndex)
	}
	at := func(list []Pos, i int, fallback Pos) Pos {
		if i >= 0 && i < len(list) {
			return list[i]
		}
		return fallback
	}
	players := r.Keys["players"]
	switch v.Rule {
	case engine.SetupTeams:
		if v.Player >= 0 && v.Player < len(r.Players) {
			return r.Players[v.Player].TeamPos
		}
		return players
	case engine.SetupSeating:
		return at(r.playerPos(), v.Player, players)
	case engine.SetupHands:
		return at(r.HandKey, v.Player, r.Keys["hands"])
	case engine.SetupDeck:
		if v.Detail == engine.TooManyCopies {
			if v.Player >= 0 && v.Player < len(r.HandPos) {
				return at(r.HandPos[v.Player], v.ActionIndex, r.Keys["hands"])
			}
			return at(r.DeckPos, v.ActionIndex, r.Keys["deck"])
		}
		return r.Keys["deck"]
	case engine.SetupStart:
		if r.Start == nil {
			return r.Keys["start"]
		}
		switch v.Detail {
		case engine.StartNotInLine, engine.StartNotLocked, engine.StartOverlap:
			return at(r.Start.SeqPos, v.StartSequence(), r.Start.PositionPos)
		case engine.StartColour:
			if v.LineEnd() != engine.NoSpace {
				return at(r.Start.SeqPos, v.StartSequence(), r.Start.PositionPos)
			}
		}
		return r.Start.PositionPos
	}
	return players
}

func (r *Record) playerPos() []Pos {
	out := make([]Pos, len(r.Players))
	for i, p := range r.Players {
		out[i] = p.Pos
	}
	return out
}
