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
		switch e.Kind {
		case record.PlayerTurn:
			rep, v = g.Turn(e.Player, e.Turn.Actions)
		case record.TableTalk:
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
		r.Applied++
	}
	return r
}

// Verdict is the replay's verdict for the named file. Its error says which
// entry broke which rule and where, but not why in words: package ruling
// writes Message (ruling.Verdict).
func (r *Replay) Verdict(file string) *Verdict {
	v := &Verdict{File: file, Turns: r.Applied}
	rec := r.Record
	if r.Game != nil {
		for _, t := range r.Game.Teams() {
			v.Sequences = append(v.Sequences, TeamCount{t, r.Game.SequenceCount(t)})
		}
		v.Winner = teamName(r.Game.Winner())
		v.Position = r.Game.String()
		v.Blocked = r.Game.Blocked()
	} else {
		var seen [engine.MaxTeams]bool
		for _, p := range rec.Players {
			if p.Team != engine.NoTeam {
				seen[p.Team] = true
			}
		}
		for t := engine.Green; t <= engine.Red; t++ {
			if seen[t] {
				v.Sequences = append(v.Sequences, TeamCount{t, 0})
			}
		}
		v.Position = "*8*/10/10/10/10/10/10/10/10/*8*"
		if rec.Start != nil {
			v.Position = rec.Start.Board.String()
		}
	}
	switch {
	case !r.Violation.OK():
		v.Result = record.Illegal
		v.Error = r.errorOf()
	case v.Winner != nil:
		v.Result = record.Win
	default:
		v.Result = record.Unfinished
	}
	return v
}

// InvalidVerdict is the verdict for a file that cannot be read as a record.
func InvalidVerdict(file string, err *record.LoadError) *Verdict {
	return &Verdict{File: file, Result: record.Invalid, Sequences: TeamCounts{},
		Error: &Error{Turn: err.Turn, Rule: err.Rule, Line: err.Pos.Line, Column: err.Pos.Col, Message: err.Msg}}
}

// Broken is the entry that broke a rule, nil when the replay stopped at the
// setup or did not stop.
func (r *Replay) Broken() *record.Entry {
	if r.Violation.OK() || r.At == 0 {
		return nil
	}
	return &r.Record.Turns[r.At-1]
}

// errorOf describes the replay's violation, without words.
func (r *Replay) errorOf() *Error {
	e := r.Broken()
	pos := r.Record.Where(r.Violation, e)
	out := &Error{Turn: r.At, Rule: r.Violation.Rule.String(), Line: pos.Line, Column: pos.Col}
	if e != nil && e.Kind == record.PlayerTurn {
		out.Player = r.Record.Name(e.Player)
		if e.Player >= 0 && e.Player < len(r.Record.Players) {
			out.Team = r.Record.Players[e.Player].Colour
		}
	}
	return out
}
