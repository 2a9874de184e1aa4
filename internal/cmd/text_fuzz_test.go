package cmd_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"
)

// controlIn is the first control character of out that may act on a
// terminal or break an XML document, and its offset: a C0 control but
// tab and line feed, DEL, or a C1 control. ok is false when there is none.
func controlIn(out string) (r rune, at int, ok bool) {
	for i, r := range out {
		switch {
		case r == '\t' || r == '\n':
		case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
			return r, i, true
		case r == utf8.RuneError:
			// Invalid UTF-8 would be shown as such; it is not a control.
		}
	}
	return 0, 0, false
}

// textRecord writes a record with the given player name and title, in
// YAML (as JSON-escaped double-quoted scalars, which YAML reads the same)
// or JSON, and returns its path.
func textRecord(t *testing.T, dir, name, title string, asJSON bool) string {
	q := func(s string) string {
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if asJSON {
		path := filepath.Join(dir, "game.json")
		text := fmt.Sprintf(`{"sequence": 1, "ruleset": "standard", "title": %s, "players": [{"name": "Ann", "team": "green"}, {"name": %s, "team": "blue"}], "turns": [{"Ann": "AH@G5"}, {%s: "5H@E5"}]}`, q(title), q(name), q(name))
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	path := filepath.Join(dir, "game.yaml")
	text := fmt.Sprintf("sequence: 1\nruleset: standard\ntitle: %s\nplayers:\n  - {name: Ann, team: green}\n  - {name: %s, team: blue}\nturns:\n  - Ann: AH@G5\n  - %s: 5H@E5\n", q(title), q(name), q(name))
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// FuzzRecordText gives a record any player name and title, in YAML and in
// JSON, and runs every command that prints what a record holds: no text
// output (standard output or error, the SVG and the HTML replay included)
// holds a control character other than tab and line feed, whatever the
// record says (docs/reading.md, "Text a record may hold").
func FuzzRecordText(f *testing.F) {
	for _, seed := range [][2]string{
		{"Bob", "Club night"},
		{"Bob\r\x1b[2K", "x"},
		{"Bob", "\x1b]52;c;aGk=\x07"},
		{"B\x00b", "\x9b31m"},
		{"\u202eboB", "line\u2028break"},
		{"Ann\u200b", "\x7f"},
		{"Аnn", "tab\there"},
		{"\xff", "\n"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, name, title string) {
		dir := t.TempDir()
		for _, asJSON := range []bool{false, true} {
			path := textRecord(t, dir, name, title, asJSON)
			for _, args := range [][]string{
				{"validate", path},
				{"validate", "--format", "json", path},
				{"show", "--color", "never", path},
				{"referee", "--color", "never", path, "--turn", "2"},
				{"referee", "--short", path, "--turn", "1"},
				{"moves", path, "--turn", "2"},
				{"annotate", path},
				{"fmt", path},
				{"test", path},
				{"diff", path},
				{"render", path, "--format", "svg"},
				{"render", path, "--format", "html"},
			} {
				out, stderr, _ := run(args...)
				for _, stream := range []struct{ what, text string }{{"stdout", out}, {"stderr", stderr}} {
					if r, at, ok := controlIn(stream.text); ok {
						lo, hi := max(at-40, 0), min(at+40, len(stream.text))
						t.Fatalf("seqref %q: %s holds U+%04X at byte %d: %q", args, stream.what, r, at, stream.text[lo:hi])
					}
				}
			}
		}
	})
}
