package validate

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
)

// Outcome is what replaying a record came to: the facts a golden test
// compares with a record's expect: block. Its YAML and JSON keys extend the
// keys docs/format.md section 8 allows in expect:, with the same meaning for
// those: result, winner, turns, error (turn, rule), sequences (counts by
// team) and position. The keys added are completed (each sequence's team and
// end spaces), hand_sizes (by player, where known) and penalties
// (missed_draws and forfeits, by player). docs/golden-tests.md describes
// every key.
type Outcome struct {
	Result record.Result `json:"result"`
	Winner *string       `json:"winner"` // the winning colour, nil when nobody has won
	// Turns is how many entries of turns: were applied, reshuffle entries
	// included (docs/library.md, "Numbers").
	Turns int `json:"turns"`
	// Error is the entry and rule that stopped the replay (or made the file
	// invalid); nil when every entry was legal.
	Error *OutcomeError `json:"error,omitempty"`
	// Sequences counts completed sequences by team, with every team of the
	// game, those of start: included.
	Sequences TeamCounts `json:"sequences"`
	// Completed lists the completed sequences in the order they were
	// completed, those of start: first.
	Completed []record.SequenceEnds `json:"completed"`
	// Position is the board after the last applied entry in position
	// notation; empty for an invalid record.
	Position string `json:"position,omitempty"`
	// HandSizes are the hand sizes at the end by player, in seating order,
	// of the players whose hand size is known.
	HandSizes PlayerCounts `json:"hand_sizes"`
	Penalties Penalties    `json:"penalties"`
}

// OutcomeError is the first problem of a replay: the entry of turns: (0 for
// the setup, or outside turns: for an invalid record) and the rule id. Line,
// Column, Message and Player say where and what, for people; expectations
// compare only Turn and Rule.
type OutcomeError struct {
	Turn    int    `json:"turn"`
	Rule    string `json:"rule"`
	Line    int    `json:"line,omitempty"`
	Column  int    `json:"column,omitempty"`
	Message string `json:"message,omitempty"`
	// Player is the name of the player whose entry broke the rule, if any.
	Player string `json:"player,omitempty"`
	// Team is that player's colour, for messages; not in the JSON.
	Team string `json:"-"`
}

// Penalties counts the penalties of docs/format.md section 4 by player: draws
// missed (nodraw) and cards forfeited for table talk. Players without a
// penalty are left out.
type Penalties struct {
	MissedDraws PlayerCounts `json:"missed_draws"`
	Forfeits    PlayerCounts `json:"forfeits"`
}

// NewOutcome replays a record and says what it came to, with the replay
// itself. Like Replay.Verdict, the error has no Message: package ruling
// writes it (ruling.Outcome).
func NewOutcome(rec *record.Record) (*Outcome, *Replay) {
	var pen penaltyCounter
	replay := Play(rec, pen.visit)
	v := replay.Verdict("")
	o := &Outcome{Result: v.Result, Winner: v.Winner, Turns: v.Turns, Sequences: v.Sequences,
		Position: v.Position, Completed: []record.SequenceEnds{}, HandSizes: PlayerCounts{}}
	if e := v.Error; e != nil {
		o.Error = &OutcomeError{Turn: e.Turn, Rule: e.Rule, Line: e.Line, Column: e.Column, Message: e.Message, Player: e.Player, Team: e.Team}
	}
	if g := replay.Game; g != nil {
		for _, q := range g.Sequences() {
			o.Completed = append(o.Completed, record.SequenceEnds{Team: q.Team.String(), From: q.From.String(), To: q.To().String()})
		}
		for seat := range rec.Players {
			if n, known := g.Hand(seat).Size(); known {
				o.HandSizes = append(o.HandSizes, PlayerCount{Player: rec.Name(seat), Count: n})
			}
		}
	}
	o.Penalties = Penalties{MissedDraws: pen.byPlayer(rec, pen.missed[:]), Forfeits: pen.byPlayer(rec, pen.forfeits[:])}
	return o, replay
}

// InvalidOutcome is the outcome of a file that cannot be read as a record.
func InvalidOutcome(err *record.LoadError) *Outcome {
	return &Outcome{Result: record.Invalid, Sequences: TeamCounts{}, Completed: []record.SequenceEnds{},
		HandSizes: PlayerCounts{}, Penalties: Penalties{MissedDraws: PlayerCounts{}, Forfeits: PlayerCounts{}},
		Error: &OutcomeError{Turn: err.Turn, Rule: err.Rule, Line: err.Pos.Line, Column: err.Pos.Col, Message: err.Msg}}
}

// penaltyCounter counts penalties by seat while a record is replayed.
type penaltyCounter struct {
	missed, forfeits [engine.MaxPlayers]int
}

// visit counts the penalties of one applied entry.
func (pc *penaltyCounter) visit(st *Step) {
	if st.After == nil {
		return
	}
	e := st.Entry
	switch e.Kind {
	case record.PlayerTurn:
		if st.Report.MissedDraw && e.Player >= 0 && e.Player < engine.MaxPlayers {
			pc.missed[e.Player]++
		}
	case record.TableTalk:
		// Every member of the team who may hold a card forfeits one: the
		// engine passes over a hand known to be empty.
		for seat := 0; seat < st.Before.Players(); seat++ {
			if st.Before.TeamOf(seat) != e.Team {
				continue
			}
			if n, known := st.Before.Hand(seat).Size(); !known || n > 0 {
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
