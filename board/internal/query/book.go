package query

import (
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/validate"
)

// Book is the Record tab of the board page: the game being recorded and
// its undo history. Undoing an entry keeps the record as it was, to be
// redone; recording a new entry drops what was undone. The page keeps
// Saved across a reload and gives it back to Restore (docs/board.md,
// "Record").
type Book struct {
	now   Recording
	redo  []string // the records undone, the next to redo last
	entry entry    // the entry being built
}

// BookState is what the page draws of a Book: the recording, how many
// entries can be redone, the spaces of the last entry (marked on the
// board), the players' names, what the page saves (Saved), and the entry
// being built: its text, whether the next card named is turned in as dead
// or drawn, and the ruling on the entry last recorded or refused.
type BookState struct {
	Recording Recording `json:"recording"`
	Redo      int       `json:"redo"`
	Last      []string  `json:"last"`
	Players   []string  `json:"players"`
	Saved     Saved     `json:"saved"`
	Entry     string    `json:"entry"`
	Dead      bool      `json:"dead,omitempty"`
	Draw      bool      `json:"draw,omitempty"`
	Refused   bool      `json:"refused,omitempty"`
	Ruling    *Ruling   `json:"ruling,omitempty"`
}

// Saved is what the page keeps of a Book across a reload: the record's
// YAML and the records undone.
type Saved struct {
	YAML string   `json:"yaml"`
	Redo []string `json:"redo"`
}

// Start starts a new game from a situation (NewRecording); the game
// before it is gone, so the page asks first.
func (b *Book) Start(situation string) BookState {
	r := NewRecording(situation)
	if r.Error == "" {
		b.now, b.redo, b.entry = r, nil, entry{}
	}
	st := b.State()
	st.Recording.Error = r.Error
	return st
}

// Restore reads a saved book back (Saved), as after a reload; false when
// its record cannot be read.
func (b *Book) Restore(yaml string, redo []string) bool {
	r := Resume(yaml)
	if r.Error != "" {
		return false
	}
	b.now, b.redo, b.entry = r, append([]string(nil), redo...), entry{}
	return true
}

// Continue makes the i-th record of a file's text (Open) the game being
// recorded, up to its last legal entry, to be played on.
func (b *Book) Continue(name string, data []byte, i int) BookState {
	rec, err := load(name, data, i)
	if err == nil {
		if rp := validate.Play(rec, nil); !rp.Violation.OK() {
			rec.Turns = rec.Turns[:max(0, rp.At-1)]
		}
		rec, err = reload(rec)
	}
	if err != nil {
		st := b.State()
		st.Recording.Error = err.Error()
		return st
	}
	b.now, b.redo, b.entry = recordingOf(rec), nil, entry{}
	return b.State()
}

// Add offers an entry (Add); a legal one is recorded and drops what was
// undone.
func (b *Book) Add(entry string, width int) Added {
	a := Add(b.now.YAML, entry, width)
	if a.Accepted {
		b.now, b.redo = a.Recording, nil
	}
	return a
}

// Undo takes the last entry back, to be redone; false when there is none.
func (b *Book) Undo() bool {
	rec, err := record.Load([]byte(b.now.YAML), record.LoadOptions{})
	if err != nil || len(rec.Turns) == 0 {
		return false
	}
	rec.Turns = rec.Turns[:len(rec.Turns)-1]
	if rec, err = reload(rec); err != nil {
		return false
	}
	b.redo = append(b.redo, b.now.YAML)
	b.now, b.entry = recordingOf(rec), entry{}
	return true
}

// Redo records again the last entry undone; false when there is none.
func (b *Book) Redo() bool {
	if len(b.redo) == 0 {
		return false
	}
	b.now, b.entry = Resume(b.redo[len(b.redo)-1]), entry{}
	b.redo = b.redo[:len(b.redo)-1]
	return true
}

// Jump takes entries back until n are left, each to be redone.
func (b *Book) Jump(n int) BookState {
	for len(b.now.Entries) > max(n, 0) && b.Undo() {
	}
	return b.State()
}

// Rename names a seat's player; a name a record may not hold (empty,
// with control characters, or like another's) is refused with the
// reason, and the record stays as it was.
func (b *Book) Rename(seat int, name string) string {
	rec, err := record.Load([]byte(b.now.YAML), record.LoadOptions{})
	if err != nil {
		return err.Error()
	}
	if seat < 0 || seat >= len(rec.Players) {
		return "no such seat"
	}
	rec.Players[seat].Name = name
	next, err := reload(rec)
	if err != nil {
		return err.Error()
	}
	b.now = recordingOf(next)
	return ""
}

// State is what the page draws.
func (b *Book) State() BookState {
	st := BookState{Recording: b.now, Redo: len(b.redo), Last: []string{}, Players: []string{},
		Saved: Saved{YAML: b.now.YAML, Redo: append([]string{}, b.redo...)},
		Entry: b.entry.text, Dead: b.entry.dead, Draw: b.entry.draw, Refused: b.entry.refused, Ruling: b.entry.ruling}
	if st.Recording.Entries == nil {
		st.Recording.Entries = []string{}
	}
	rec, err := record.Load([]byte(b.now.YAML), record.LoadOptions{})
	if err != nil {
		return st
	}
	st.Players = rec.Names()
	if n := len(rec.Turns); n > 0 {
		for _, a := range rec.Turns[n-1].Turn.Actions {
			if a.IsPlay() {
				st.Last = append(st.Last, a.Space.String())
			}
		}
	}
	return st
}
