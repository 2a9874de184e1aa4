package validate

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
)

// Step is one applied or rejected entry of a replay.
type Step struct {
	Index     int           // 1-based index in turns:
	Entry     *record.Entry // the entry
	Before    *engine.Game  // the game before the entry
	After     *engine.Game  // the game after it; nil when it was illegal
	Report    engine.Report
	Violation engine.Violation
}

// Replay is the result of playing a record through the engine.
type Replay struct {
	Record    *record.Record
	Game      *engine.Game // the game after the last applied entry; nil when the setup is illegal
	Applied   int          // entries applied
	Violation engine.Violation
	// At is the 1-based entry that broke a rule, 0 for the setup; meaningful
	// when Violation is not OK.
	At int

	pen penaltyCounter // the penalties of the entries applied
}

// Play replays a record. visit, when not nil, is called for every entry
// judged, legal or not, in order; the games it is given must not be kept
// past the call unless copied.
func Play(rec *record.Record, visit func(*Step)) *Replay {
	r := &Replay{Record: rec}
	g, v := engine.NewGame(rec.Setup())
	if !v.OK() {
		r.Violation = v
		return r
	}
	r.Game = g
	var before *engine.Game // the game before each entry, for visit
	if visit != nil {
		before = new(engine.Game)
	}
	for i := range rec.Turns {
		e := &rec.Turns[i]
		if visit != nil {
			*before = *g
		}
		var rep engine.Report
		var forfeits forfeitSeats
		switch e.Kind {
		case record.PlayerTurn:
			rep, v = g.Turn(e.Player, e.Turn.Actions)
		case record.TableTalk:
			forfeits = forfeitersOf(g, e.Team)
			v = g.TableTalk(e.Team, e.Forfeits)
		case record.Reshuffle:
			v = g.Reshuffle(e.Cards)
		}
		if visit != nil {
			st := &Step{Index: i + 1, Entry: e, Before: before, Report: rep, Violation: v}
			if v.OK() {
				st.After = g
			}
			visit(st)
		}
		if !v.OK() {
			r.Violation, r.At = v, i+1
			return r
		}
		r.pen.count(e, rep, forfeits)
		r.Applied++
	}
	return r
}

// Broken is the entry that broke a rule, nil when the replay stopped at the
// setup or did not stop.
func (r *Replay) Broken() *record.Entry {
	if r.Violation.OK() || r.At == 0 {
		return nil
	}
	return &r.Record.Turns[r.At-1]
}
