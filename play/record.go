package play

import (
	"fmt"
	"io"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/situation"
)

// WriteRecord writes the game as a record (docs/format.md section 5) with an
// expect: block holding its outcome.
func WriteRecord(w io.Writer, g *Transcript) error {
	cfg := g.Config
	title := fmt.Sprintf("self-play, %s, %d players, %s policy, seed %d", cfg.Rules.Name, cfg.Players, cfg.Policy, cfg.Seed)
	return WriteRecordWith(w, g, About{Title: title})
}

// About is what a record says about its game besides the game itself: its
// title, event and notes (empty ones are left out).
type About struct {
	Title, Event, Notes string
}

// WriteRecordWith writes the game as WriteRecord does, with the title,
// event and notes of about. When the game's last entry is illegal, the
// expect: block says so, with the entry and the rule. The record is written
// by the record encoder (record.EncodeYAML).
func WriteRecordWith(w io.Writer, g *Transcript, about About) error {
	return record.EncodeYAML(w, Record(g, about))
}

// Record is the game as a record, with the title, event and notes of about
// and an expect: block holding its outcome.
func Record(g *Transcript, about About) *record.Record {
	cfg := g.Config
	rec := &record.Record{Version: 1, Rules: cfg.Rules, Title: about.Title, Event: about.Event, Notes: about.Notes,
		Hands: g.Hands, Deck: g.Deck, DeckSet: true, Turns: make([]record.Entry, len(g.Entries))}
	for i, t := range g.Teams {
		rec.Players = append(rec.Players, record.Player{Name: situation.Names[i], Team: t, Colour: t.String()})
	}
	for i, e := range g.Entries {
		if e.Player < 0 {
			rec.Turns[i] = record.Entry{Kind: record.Reshuffle, Cards: e.Reshuffle}
			continue
		}
		rec.Turns[i] = record.Entry{Kind: record.PlayerTurn, Player: e.Player, Turn: notation.Turn{Actions: e.Actions}}
	}
	rec.Expectation = expectation(g)
	return rec
}

// expectation is what the game came to, as an expect: block: an illegal
// last entry and its rule, or the result, winner, entries, sequences by
// team and final position.
func expectation(g *Transcript) *record.Expectation {
	x := &record.Expectation{Turns: len(g.Entries), Sequences: map[string]int{}}
	final := g.Final
	if !g.Illegal.OK() {
		x.Keys = []string{"result", "error.turn", "error.rule"}
		x.Result, x.ErrorTurn, x.ErrorRule = record.Illegal, len(g.Entries), rulebook.IDOf(g.Illegal.Rule)
		return x
	}
	x.Result, x.Keys = record.Unfinished, []string{"result"}
	if t := final.Winner(); t != engine.NoTeam {
		winner := t.String()
		x.Result, x.Winner = record.Win, &winner
		x.Keys = append(x.Keys, "winner")
	}
	x.Keys = append(x.Keys, "turns", "sequences", "position")
	for _, t := range final.Teams() {
		x.Sequences[t.String()] = final.SequenceCount(t)
	}
	x.Position = final.String()
	return x
}
