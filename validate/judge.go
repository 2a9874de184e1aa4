package validate

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/situation"
)

// Options say how a replay's outcome is written.
type Options struct {
	// File names the record in the outcome, as output names it.
	File string
	// Explain says in words why a replay stopped: it writes the Message of
	// the outcome's error. Package ruling gives the referee's words
	// (ruling.Message); nil leaves the message empty.
	Explain func(*Replay) string
	// Situation, when true, writes the situation after the last legal
	// entry (Outcome.Situation), as seqref validate --format json gives it.
	Situation bool
}

// Judge replays a record and says what it came to.
func Judge(rec *record.Record, opt Options) *Outcome {
	return Play(rec, nil).Outcome(opt)
}

// Outcome is what the replay came to, complete: the verdict, the facts an
// expectation compares, and the error's words from opt.Explain.
func (r *Replay) Outcome(opt Options) *Outcome {
	o := &Outcome{File: opt.File, Turns: r.Applied, Completed: []record.SequenceEnds{}, HandSizes: PlayerCounts{}}
	rec := r.Record
	if g := r.Game; g != nil {
		o.Completed = make([]record.SequenceEnds, 0, len(g.Sequences()))
		o.HandSizes = make(PlayerCounts, 0, len(rec.Players))
		for _, t := range g.Teams() {
			o.Sequences = append(o.Sequences, TeamCount{t, g.SequenceCount(t)})
		}
		o.Winner = winner(g.Winner())
		o.Position = g.String()
		o.Blocked = g.Blocked()
		if opt.Situation {
			o.Situation = situation.Of(g).String()
		}
		for _, q := range g.Sequences() {
			o.Completed = append(o.Completed, record.SequenceEnds{Team: q.Team.String(), From: q.From.String(), To: q.To().String()})
		}
		for seat := range rec.Players {
			if n, known := g.Hand(seat).Size(); known {
				o.HandSizes = append(o.HandSizes, PlayerCount{Player: rec.Name(seat), Count: n})
			}
		}
	} else {
		o.Sequences = startCounts(rec)
		o.Position = "*8*/10/10/10/10/10/10/10/10/*8*"
		if rec.Start != nil {
			o.Position = rec.Start.Board.String()
		}
	}
	o.Penalties = Penalties{MissedDraws: r.pen.byPlayer(rec, r.pen.missed[:]), Forfeits: r.pen.byPlayer(rec, r.pen.forfeits[:])}
	switch {
	case !r.Violation.OK():
		o.Result = record.Illegal
		o.Error = r.errorOf()
		if opt.Explain != nil {
			o.Error.Message = opt.Explain(r)
		}
	case o.Winner != nil:
		o.Result = record.Win
	default:
		o.Result = record.Unfinished
	}
	return o
}

// startCounts are no sequences for each team of a record whose setup is
// illegal, in colour order.
func startCounts(rec *record.Record) TeamCounts {
	var seen [engine.MaxTeams]bool
	for _, p := range rec.Players {
		if p.Team != engine.NoTeam {
			seen[p.Team] = true
		}
	}
	var out TeamCounts
	for t := engine.Green; t <= engine.Red; t++ {
		if seen[t] {
			out = append(out, TeamCount{t, 0})
		}
	}
	return out
}

// errorOf describes the replay's violation, without words.
func (r *Replay) errorOf() *Error {
	e := r.Broken()
	pos := r.Record.Where(r.Violation, e)
	out := &Error{Turn: r.At, Rule: rulebook.IDOf(r.Violation.Rule), Line: pos.Line, Column: pos.Col}
	if e != nil && e.Kind == record.PlayerTurn {
		out.Player = r.Record.Name(e.Player)
		if e.Player >= 0 && e.Player < len(r.Record.Players) {
			out.Team = r.Record.Players[e.Player].Colour
		}
	}
	return out
}

// winner is a game's winner, nil for no team.
func winner(t engine.Team) *engine.Team {
	if t == engine.NoTeam {
		return nil
	}
	return &t
}
