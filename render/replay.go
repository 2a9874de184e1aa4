package render

import (
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

// Replay is a whole record drawn position by position: the start, the
// position after every legal entry and, when an entry breaks a rule, the
// position before it with the spaces at fault marked. The SVG of one entry
// and the HTML replay of the whole record are both drawn from it.
type Replay struct {
	File    string
	Title   string
	Ruleset string
	// Question is a puzzle record's question, empty for any other record.
	Question string
	// Puzzle is true for a record with a puzzle: block or a question.
	Puzzle  bool
	Players []ReplayPlayer
	// Entries are every entry of turns:, judged or not.
	Entries []ReplayEntry
	// Frames[i] is the position after entry i (0: before the first); when
	// entry k breaks a rule, Frames[k] is the position before it, and there
	// are no more frames.
	Frames []ReplayFrame
	// Outcome is what the record came to, as ruling.Outcome gives it.
	Outcome *validate.Outcome
	// Illegal is the entry that broke a rule, nil when none did.
	Illegal *IllegalEntry
}

// ReplayPlayer is a player in seating order.
type ReplayPlayer struct {
	Name string `json:"name"`
	Team string `json:"team"`
}

// ReplayEntry is one entry of turns: with what the replay found.
type ReplayEntry struct {
	Entry int `json:"entry"`
	// Text is the entry in canonical notation, as a record holds it.
	Text string `json:"text"`
	Line int    `json:"line"`
	// Status is legal, illegal, or not judged (after an illegal entry).
	Status string `json:"status"`
	// Notes say what happened that the notation does not show
	// (ruling.Annotate), or why the entry is illegal.
	Notes []string `json:"notes"`
}

// The statuses of an entry.
const (
	EntryLegal     = string(ruling.Legal)
	EntryIllegal   = string(ruling.Illegal)
	EntryNotJudged = "not judged"
)

// IllegalEntry is the entry that broke a rule: which, the rule id, what is
// wrong, and what the rule says.
type IllegalEntry struct {
	Entry     int         `json:"entry"`
	Player    string      `json:"player,omitempty"`
	Team      string      `json:"-"` // the player's colour, for messages
	Rule      rulebook.ID `json:"rule"`
	Line      int         `json:"line"`
	Column    int         `json:"column"`
	Message   string      `json:"message"`
	Statement string      `json:"statement,omitempty"`
}

// ReplayFrame is one position of the replay with its caption.
type ReplayFrame struct {
	Model *Model
	// Entry is the entry the frame follows (0: the start), or for the
	// illegal frame, the entry that broke a rule.
	Entry   int
	Illegal bool
	// Caption says what the frame shows, one paragraph a line.
	Caption []string
}

// NewReplay replays a record and draws every position. A setup that breaks
// a rule leaves no position to draw: then Frames is empty and the verdict
// says why.
func NewReplay(rec *record.Record, file string) *Replay {
	r := &Replay{File: file, Title: rec.Title, Ruleset: rec.Rules.Name, Question: rec.Question,
		Puzzle: rec.Puzzle != nil || rec.Question != ""}
	names := make([]string, len(rec.Players))
	for i, p := range rec.Players {
		names[i] = p.Name
		r.Players = append(r.Players, ReplayPlayer{Name: p.Name, Team: p.Team.String()})
	}
	play := validate.Play(rec, func(st *validate.Step) {
		if st.Index == 1 {
			r.Frames = append(r.Frames, ReplayFrame{Model: New(st.Before, names)})
		}
		if st.After == nil {
			return
		}
		m := New(st.After, names)
		m.Entries = st.Index
		m.SetLastMove(replayMove(rec, st))
		r.Frames = append(r.Frames, ReplayFrame{Model: m, Entry: st.Index})
	})
	if play.Game != nil && len(r.Frames) == 0 {
		r.Frames = append(r.Frames, ReplayFrame{Model: New(play.Game, names)})
	}
	r.Outcome = ruling.Outcome(play, file)
	if !play.Violation.OK() && play.At > 0 {
		r.addIllegal(rec, play.At, names)
	}
	r.addEntries(rec)
	for i := range r.Frames {
		r.Frames[i].Caption = r.caption(&r.Frames[i])
	}
	return r
}

// addIllegal adds the frame of the entry that broke a rule: the position
// before it with the spaces the ruling is about marked, as seqref referee
// marks them.
func (r *Replay) addIllegal(rec *record.Record, at int, names []string) {
	ruling, err := ruling.RuleOn(rec, at)
	if err != nil || ruling.Before == nil {
		return
	}
	m := New(ruling.Before, names)
	m.Entries = at - 1
	m.Mark(ruling.Spaces()...)
	r.Frames = append(r.Frames, ReplayFrame{Model: m, Entry: at, Illegal: true})
	e := r.Outcome.Error
	r.Illegal = &IllegalEntry{Entry: at, Player: e.Player, Team: e.Team, Rule: e.Rule, Line: e.Line, Column: e.Column, Message: e.Message}
	if rule, ok := rulebook.Lookup(e.Rule); ok {
		r.Illegal.Statement = rule.Statement
	}
}

// addEntries lists every entry of turns: with its notes.
func (r *Replay) addEntries(rec *record.Record) {
	notes := map[int][]string{}
	for _, f := range ruling.Annotate(rec) {
		notes[f.Entry] = f.Notes
	}
	for i := range rec.Turns {
		e := &rec.Turns[i]
		re := ReplayEntry{Entry: i + 1, Text: ruling.EntryText(rec, e), Line: e.Pos.Line, Status: EntryLegal,
			Notes: notes[i+1]}
		switch {
		case r.Illegal != nil && i+1 == r.Illegal.Entry:
			re.Status = EntryIllegal
		case i+1 > len(r.Frames)-1 || (r.Illegal != nil && i+1 > r.Illegal.Entry):
			re.Status, re.Notes = EntryNotJudged, nil
		}
		if re.Notes == nil {
			re.Notes = []string{}
		}
		r.Entries = append(r.Entries, re)
	}
}

// FrameAfter is the frame to draw for entry n (0: the start): the position
// after it, or the illegal frame when an entry up to n broke a rule. It is
// nil when the setup broke a rule.
func (r *Replay) FrameAfter(n int) *ReplayFrame {
	if len(r.Frames) == 0 {
		return nil
	}
	return &r.Frames[max(0, min(n, len(r.Frames)-1))]
}

// DefaultEntry is the entry a picture of the record shows when none is
// asked for: the start of a puzzle (its question is about that position),
// the last entry of any other record.
func (r *Replay) DefaultEntry() int {
	if r.Puzzle {
		return 0
	}
	return len(r.Entries)
}

// replayMove is the move a legal entry made, as a drawing shows it.
func replayMove(rec *record.Record, st *validate.Step) *Move {
	text := ruling.EntryText(rec, st.Entry)
	switch st.Entry.Kind {
	case record.TableTalk:
		return &Move{Entry: st.Index, Kind: MoveTableTalk, Team: st.Entry.Team.String(), Text: text}
	case record.Reshuffle:
		return &Move{Entry: st.Index, Kind: MoveReshuffle, Text: text}
	}
	p := st.Entry.Player
	return MoveOf(st.Index, rec.Name(p), st.Before.TeamOf(p), ruling.TurnText(st.Entry), &st.Report)
}
