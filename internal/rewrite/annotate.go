package rewrite

import (
	"strconv"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/ruling"
)

// Marker starts every comment line seqref annotate writes; lines that
// start with it are seqref's and are replaced on the next run.
const Marker = "# seqref:"

// Annotate returns a record's text with, right above each entry of turns:
// that facts describe, comment lines saying them (their Notes), and the
// comments of an earlier run removed: annotating an annotated file gives
// the same bytes. The comment on a setup that breaks a rule stands above
// the turns: key. Where an entry does not start its line (several entries
// of a flow list on one line), its comment stands above the line of the
// first entry on that line, or else above the turns: key, each line headed
// "entry N:". Every byte that is not
// seqref's comment stays as it was.
func Annotate(src []byte, rec *record.Record, facts []ruling.EntryFacts) ([]byte, error) {
	t := newText(src)
	turnsKey := rec.Keys["turns"]
	type placed struct {
		at   []record.Pos
		line int
		own  bool // above the entry's own line
	}
	places := make([]placed, len(facts))
	perLine := map[int]int{}
	for i, f := range facts {
		at := []record.Pos{turnsKey}
		if f.Entry > 0 && f.Entry <= len(rec.Turns) {
			at = append(entryPlaces(rec, f.Entry-1), at...)
		}
		line, which := t.commentLine(at)
		places[i] = placed{at: at, line: line, own: which == 0 && f.Entry > 0}
		if len(f.Notes) > 0 {
			perLine[line]++
		}
	}
	var comments []Comment
	for i, f := range facts {
		if len(f.Notes) == 0 {
			continue
		}
		p := places[i]
		lines := f.Notes
		if f.Entry > 0 && (!p.own || perLine[p.line] > 1) {
			head := "entry " + strconv.Itoa(f.Entry) + ": "
			lines = make([]string, len(f.Notes))
			for j, n := range f.Notes {
				lines[j] = head + n
			}
		}
		comments = append(comments, Comment{At: p.at, Lines: lines})
	}
	return Comments(src, Marker, comments)
}

// entryPlaces are where the comment of the i-th entry may stand: above the
// entry itself, or above the first entry on the same line.
func entryPlaces(rec *record.Record, i int) []record.Pos {
	own := rec.Turns[i].Pos
	at := []record.Pos{own}
	for j := 0; j < i; j++ {
		if rec.Turns[j].Pos.Line == own.Line {
			return append(at, rec.Turns[j].Pos)
		}
	}
	return at
}
