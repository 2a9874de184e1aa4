package query

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/referee"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/situation"
	"github.com/seqref/seqref/validate"
)

// Recording is a game being recorded at the table: the record so far in
// the canonical YAML of seqref fmt, which the page keeps, downloads and
// copies; its entries; the situation after the last one; who is to move;
// and seqref validate's summary of it.
type Recording struct {
	YAML      string   `json:"yaml"`
	Error     string   `json:"error,omitempty"`
	Entries   []string `json:"entries"`
	Situation string   `json:"situation"`
	Mover     string   `json:"mover"`
	Summary   string   `json:"summary"`
	Over      bool     `json:"over"`
}

// GameFile is the name of a recorded game's file, as the page downloads
// it and its rulings name it.
const GameFile = "game.yaml"

// Added is what became of an entry offered to a recording: accepted when
// legal (Recording is then the record with the entry), refused with the
// ruling when not (Recording is the record as it was).
type Added struct {
	Accepted  bool      `json:"accepted"`
	Ruling    Ruling    `json:"ruling"`
	Recording Recording `json:"recording"`
}

// NewRecording starts a record of a game from a situation: its ruleset,
// seating and mover, and its board when chips are already on it (a start:
// position). The hands are not known, as at a real table, and the players
// are named Ann, Bob, Cat... in seating order.
func NewRecording(text string) Recording {
	s, err := notation.ParseSituation(text)
	if err != nil {
		return Recording{Error: "The situation cannot be read: " + err.Error(), Entries: []string{}}
	}
	if _, err := situation.NewGame(s); err != nil {
		return Recording{Error: setupError(s, err), Entries: []string{}}
	}
	if len(s.Seating) > len(situation.Names) {
		return Recording{Error: fmt.Sprintf("at most %d players", len(situation.Names)), Entries: []string{}}
	}
	rec := &record.Record{Version: 1, Rules: s.Rules}
	for p, t := range s.Seating {
		rec.Players = append(rec.Players, record.Player{Name: situation.Names[p], Team: t, Colour: t.String()})
	}
	if !s.Board.Occupied().IsEmpty() || s.ToMove != 0 {
		rec.Start = &record.Start{Board: s.Board, Sequences: s.Sequences, ToMove: s.ToMove}
	}
	return recordingOf(rec)
}

// Resume reads a recording back from its YAML, as the page does after a
// reload.
func Resume(yaml string) Recording {
	rec, err := record.Load([]byte(yaml), record.LoadOptions{})
	if err != nil {
		return Recording{YAML: yaml, Error: "The saved game cannot be read: " + err.Error(), Entries: []string{}}
	}
	return recordingOf(rec)
}

// Add judges an entry as the next of a recording, by the player to move
// unless it starts with a player's name ("Bob: 5C@B2"), and keeps it when
// it is legal; the ruling's text is at most width columns wide.
func Add(yaml, entry string, width int) Added {
	was := Resume(yaml)
	if was.Error != "" {
		return Added{Ruling: invalid(was.Error), Recording: was}
	}
	rec, _ := record.Load([]byte(yaml), record.LoadOptions{})
	player, _ := rec.Seat(was.Mover)
	if name, rest, ok := strings.Cut(entry, ":"); ok {
		if p, named := rec.Seat(strings.TrimSpace(name)); named {
			player, entry = p, rest
		}
	}
	t, err := notation.ParseTurn(strings.TrimSpace(entry))
	if err != nil {
		return Added{Ruling: invalid("The entry cannot be read: " + err.Error()), Recording: was}
	}
	rec.Turns = append(rec.Turns, record.Entry{Kind: record.PlayerTurn, Player: player, Turn: t})
	next, err := reload(rec)
	if err != nil {
		return Added{Ruling: invalid(err.Error()), Recording: was}
	}
	r := ruleOn(referee.Source{File: GameFile}, next, len(next.Turns), width)
	if r.Verdict != ruling.Legal || r.Turn != len(next.Turns) {
		return Added{Ruling: r, Recording: was}
	}
	return Added{Accepted: true, Ruling: r, Recording: recordingOf(next)}
}

// reload writes a record in canonical YAML and reads it back, so that
// every entry has its place in the text the page keeps.
func reload(rec *record.Record) (*record.Record, error) {
	var b bytes.Buffer
	if err := record.EncodeYAML(&b, rec); err != nil {
		return nil, err
	}
	return record.Load(b.Bytes(), record.LoadOptions{})
}

// recordingOf is a record as the page keeps it.
func recordingOf(rec *record.Record) Recording {
	var b bytes.Buffer
	if err := record.EncodeYAML(&b, rec); err != nil {
		return Recording{Error: err.Error(), Entries: []string{}}
	}
	out := Recording{YAML: b.String(), Entries: []string{}}
	for i := range rec.Turns {
		out.Entries = append(out.Entries, rec.Name(rec.Turns[i].Player)+": "+notation.FormatTurn(rec.Turns[i].Turn.Actions))
	}
	rp := validate.Play(rec, nil)
	out.Summary = rp.Outcome(validate.Options{}).Summary()
	if rp.Game != nil {
		out.Situation = situation.Of(rp.Game).String()
		out.Mover = rec.Name(rp.Game.ToMove())
		out.Over = rp.Game.Winner() != engine.NoTeam
	}
	return out
}
