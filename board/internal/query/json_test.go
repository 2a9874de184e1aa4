package query

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/ruling"
)

// TestJSONRecords opens every record of fixtures/ written as JSON, as the
// page reads it (load), and as YAML: the same game, frame
// by frame, with the same verdict, summary and ruling. It also reads the
// JSON with record.LoadJSON, the command line's reader, for the same
// record.
func TestJSONRecords(t *testing.T) {
	files, _ := filepath.Glob("../../../fixtures/*/*/*.yaml")
	more, _ := filepath.Glob("../../../fixtures/*/*.yaml")
	n := 0
	for _, f := range append(files, more...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := record.Load(data, record.LoadOptions{})
		if err != nil {
			continue
		}
		var js bytes.Buffer
		if err := record.EncodeJSON(&js, rec); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		want, err := record.LoadJSON(js.Bytes(), record.LoadOptions{})
		if err != nil {
			t.Fatalf("%s as JSON: %v", f, err)
		}
		got, err := load("game.json", js.Bytes(), 0)
		if err != nil {
			t.Fatalf("%s: the page cannot read its JSON: %v", f, err)
		}
		if diff := cmp.Diff(ruledAll(want), ruledAll(got)); diff != "" {
			t.Errorf("%s: the page reads its JSON otherwise than seqref (-seqref +page):\n%s", f, diff)
		}
		a, b := replayOf("game.json", want, 0), Replay("game.json", js.Bytes(), 0, 0)
		if a.Summary != b.Summary || a.Problem != b.Problem || len(a.Frames) != len(b.Frames) {
			t.Errorf("%s: %q %q / %q %q", f, a.Summary, a.Problem, b.Summary, b.Problem)
		}
		n++
	}
	if n < 100 {
		t.Fatalf("only %d records", n)
	}
}

// ruledAll is a record's players and entries, as text.
func ruledAll(rec *record.Record) []string {
	out := append([]string{rec.Title, rec.Rules.Name}, rec.Names()...)
	for i := range rec.Turns {
		out = append(out, rec.Name(rec.Turns[i].Player)+": "+ruling.EntryText(rec, &rec.Turns[i]))
	}
	return out
}
