package record_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
)

// TestSourceLoad: every source Open gives reads through Source.Load, and
// every problem is a *record.LoadError found with errors.As: a document of
// a stream with its lines counted in the whole file, a JSON file, a file
// that cannot be read, and sources no file gave (the zero Source, a
// document past the last).
func TestSourceLoad(t *testing.T) {
	dir := t.TempDir()
	game := "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: blue}\nturns: []\n"
	files := map[string]string{
		"stream.yaml": game + "---\n" + game + "---\ntitle: [\n",
		"one.json":    `{"sequence": 1, "ruleset": "standard", "players": [{"name": "Ann", "team": "green"}, {"name": "Bob", "team": "blue"}], "turns": []}`,
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	type want struct {
		rule rulebook.ID // "" for a record
		line int
	}
	var got []want
	var names []string
	for src := range record.Open([]string{filepath.Join(dir, "one.json"), filepath.Join(dir, "stream.yaml"), filepath.Join(dir, "none.yaml")}, record.Options{}) {
		names = append(names, filepath.Base(src.Name))
		_, err := src.Load(record.LoadOptions{})
		if err == nil {
			got = append(got, want{})
			continue
		}
		var le *record.LoadError
		if !errors.As(err, &le) {
			t.Fatalf("%s: %v is not a *record.LoadError", src.Name, err)
		}
		got = append(got, want{le.Rule, le.Pos.Line})
	}
	wantGot := []want{{}, {}, {}, {rulebook.SyntaxRule, 15}, {rulebook.UnreadableRule, 1}}
	if len(got) != len(wantGot) {
		t.Fatalf("sources %v: got %v, want %v", names, got, wantGot)
	}
	for i := range got {
		if got[i] != wantGot[i] {
			t.Errorf("%s: got %+v, want %+v", names[i], got[i], wantGot[i])
		}
	}

	f, oerr := record.ReadFile(filepath.Join(dir, "one.json"), record.Options{})
	if oerr != nil {
		t.Fatal(oerr)
	}
	for _, src := range []record.Source{{}, {File: f, Doc: 1}} {
		_, err := src.Load(record.LoadOptions{})
		var le *record.LoadError
		if !errors.As(err, &le) || le.Rule != rulebook.UnreadableRule {
			t.Errorf("source %+v: got %v, want a *record.LoadError of rule unreadable", src, err)
		}
	}
	s := record.NewStream([]byte(game))
	if _, err := s.Load(3, record.LoadOptions{}); err == nil || !strings.Contains(err.Error(), "there is no record 4") {
		t.Errorf("document 4 of 1: got %v", err)
	}
}
