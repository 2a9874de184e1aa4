package query

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/referee"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/situation"
	"github.com/seqref/seqref/validate"
)

// Stream is what a file holds: one record, or several (a YAML stream, each
// document a record the page offers in a chooser).
type Stream struct {
	Records []string `json:"records"` // a label for each: its title, or "record N"
}

// Open lists the records of a file's text: a JSON file (its name ends in
// .json, or its text starts with "{") is one record, a YAML file one per
// document.
func Open(name string, data []byte) Stream {
	if isJSON(name, data) {
		return Stream{Records: []string{label(name, 0, nil)}}
	}
	st := record.NewStream(data)
	out := Stream{}
	for i := range st.Docs {
		out.Records = append(out.Records, label(name, i, st.Docs[i].Data))
	}
	return out
}

// isJSON reports whether a file is read as JSON.
func isJSON(name string, data []byte) bool {
	return record.FormatOf(name) == record.JSON || bytes.HasPrefix(bytes.TrimSpace(data), []byte("{"))
}

// label names the i-th record of a file for the chooser.
func label(name string, i int, doc []byte) string {
	if doc != nil {
		if rec, err := record.Load(doc, record.LoadOptions{}); err == nil && rec.Title != "" {
			return fmt.Sprintf("%d. %s", i+1, rec.Title)
		}
	}
	return fmt.Sprintf("%d. %s", i+1, name)
}

// Game is a record as the page steps through it: a frame for the setup and
// for each entry judged, the verdict of seqref validate, and the ruling on
// the entry at fault (or on the last entry).
type Game struct {
	Title   string   `json:"title"`
	Players []string `json:"players"`
	// Verdict is the result (win, unfinished, illegal, invalid) and
	// Summary the words of seqref validate's summary line; Problem is its
	// problem line, for a record that is illegal or invalid.
	Verdict string  `json:"verdict"`
	Summary string  `json:"summary"`
	Problem string  `json:"problem,omitempty"`
	Frames  []Frame `json:"frames"`
	// Fault is the frame of the entry at fault, -1 for none.
	Fault  int     `json:"fault"`
	Ruling *Ruling `json:"ruling,omitempty"`
}

// Frame is the game after an entry (frame 0: the setup), or before the
// entry at fault, with the entry, the spaces it plays on (marked on the
// board) and what seqref annotate says of it.
type Frame struct {
	Entry     int      `json:"entry"`
	Text      string   `json:"text"`
	Situation string   `json:"situation"`
	Spaces    []string `json:"spaces"`
	Notes     []string `json:"notes"`
	Illegal   bool     `json:"illegal,omitempty"`
}

// Replay reads the i-th record of a file's text (Open) and replays it; the
// ruling's text is at most width columns wide.
func Replay(name string, data []byte, i, width int) Game {
	rec, err := load(name, data, i)
	if err != nil {
		return invalidGame(name, err)
	}
	return replayOf(name, rec, width)
}

// load reads the i-th record of a file's text: a JSON record with the
// command line's JSON reader, so that the page reads and refuses what
// seqref validate does.
func load(name string, data []byte, i int) (*record.Record, error) {
	if isJSON(name, data) {
		return record.LoadJSON(data, record.LoadOptions{})
	}
	st := record.NewStream(data)
	if i < 0 || i >= len(st.Docs) {
		return nil, fmt.Errorf("%s holds %d records, not %d", name, len(st.Docs), i+1)
	}
	return st.Load(i, record.LoadOptions{})
}

// invalidGame is a file that is not a record.
func invalidGame(name string, err error) Game {
	g := Game{Verdict: string(record.Invalid), Summary: "invalid", Problem: name + ": " + err.Error(), Fault: -1, Players: []string{}, Frames: []Frame{}}
	var le *record.LoadError
	if errors.As(err, &le) {
		g.Summary = validate.Invalid(name, le).Summary()
		g.Problem = fmt.Sprintf("%s:%d:%d: %s [%s]", name, le.Pos.Line, le.Pos.Col, le.Msg, le.Rule)
	}
	return g
}

// replayOf replays a record: its frames, verdict and ruling.
func replayOf(name string, rec *record.Record, width int) Game {
	g := Game{Title: rec.Title, Fault: -1, Players: []string{}, Frames: []Frame{}}
	for p := range rec.Players {
		g.Players = append(g.Players, rec.Name(p))
	}
	facts := ruling.Annotate(rec)
	rp := validate.Play(rec, func(st *validate.Step) {
		f := Frame{Entry: st.Index, Text: ruling.EntryText(rec, st.Entry), Illegal: !st.Violation.OK(), Spaces: []string{}}
		for _, a := range st.Entry.Turn.Actions {
			if a.IsPlay() {
				f.Spaces = append(f.Spaces, a.Space.String())
			}
		}
		if st.After != nil {
			f.Situation = situation.Of(st.After).String()
		} else {
			f.Situation = situation.Of(st.Before).String()
		}
		g.Frames = append(g.Frames, f)
	})
	if rp.Game != nil {
		if first, v := engine.NewGame(rec.Setup()); v.OK() {
			g.Frames = append([]Frame{{Situation: situation.Of(first).String(), Spaces: []string{}}}, g.Frames...)
		}
	}
	for _, f := range facts {
		for i := range g.Frames {
			if g.Frames[i].Entry == f.Entry && f.Entry > 0 {
				g.Frames[i].Notes = f.Notes
			}
		}
	}
	for i := range g.Frames {
		if g.Frames[i].Notes == nil {
			g.Frames[i].Notes = []string{}
		}
		if g.Frames[i].Illegal {
			g.Fault = i
		}
	}
	v := ruling.Outcome(rp, name)
	g.Verdict, g.Summary = string(v.Result), v.Summary()
	if e := v.Error; e != nil {
		g.Problem = fmt.Sprintf("%s:%d:%d: %s [%s]", name, e.Line, e.Column, e.Message, e.Rule)
	}
	n := len(rec.Turns)
	if !rp.Violation.OK() {
		n = rp.At
	}
	r := ruleOn(referee.Source{File: name}, rec, n, width)
	g.Ruling = &r
	return g
}
