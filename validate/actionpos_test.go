package validate_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/seqref/seqref/record"

	"github.com/google/go-cmp/cmp"
)

// actionPosRecord writes its turns in several styles: plain, quoted,
// flow, over two lines, with a byte order mark and accents before them.
const actionPosRecord = "\ufeffsequence: 1\n" +
	"ruleset: standard\n" +
	"title: Café\n" +
	"players: [{name: Ann, team: green}, {name: Bob, team: blue}]\n" +
	"turns:\n" +
	"  - Ann: 7H@D6 +4D\n" +
	"  - Bob: \"JD@E5 +QS\"\n" +
	"  - {Ann: '4D@D4   +?'}\n" +
	"  - Bob: QS@B2\n" +
	"      +9H\n" +
	"  - Ann: >-\n" +
	"      9H@A8\n" +
	"      +2C\n"

// TestActionPos: each action of each turn is placed where it is written,
// in YAML and in the same record as JSON.
func TestActionPos(t *testing.T) {
	want := [][]record.Pos{
		{{Line: 6, Col: 10}, {Line: 6, Col: 16}},
		{{Line: 7, Col: 11}, {Line: 7, Col: 17}},
		{{Line: 8, Col: 12}, {Line: 8, Col: 20}},
		{{Line: 9, Col: 10}, {Line: 10, Col: 7}},
		{{Line: 12, Col: 7}, {Line: 13, Col: 7}},
	}
	rec, err := record.Load([]byte(actionPosRecord), record.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, actionPositions(rec)); diff != "" {
		t.Errorf("YAML action positions (-want +got):\n%s", diff)
	}

	js := `{"sequence": 1, "ruleset": "standard",
"players": [{"name": "Ann", "team": "green"}, {"name": "Bob", "team": "blue"}],
"turns": [{"Ann": "7H@D6 +4D"},
  {"Bob": "JD@E5 \u002bQS"}]}`
	rec, err = record.LoadJSON([]byte(js), record.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want = [][]record.Pos{{{Line: 3, Col: 20}, {Line: 3, Col: 26}}, {{Line: 4, Col: 12}, {Line: 4, Col: 18}}}
	if diff := cmp.Diff(want, actionPositions(rec)); diff != "" {
		t.Errorf("JSON action positions (-want +got):\n%s", diff)
	}
}

// actionPositions is ActionPos of every action of every player's turn.
func actionPositions(rec *record.Record) [][]record.Pos {
	var out [][]record.Pos
	for _, e := range rec.Turns {
		var at []record.Pos
		for i := range e.Turn.Actions {
			at = append(at, e.ActionPos(i))
		}
		out = append(out, at)
	}
	return out
}

// TestActionPosInFixtures: in every fixture and conformance case that
// loads, YAML and JSON, the file holds each action's first character (or
// an escape of it) where ActionPos places it.
func TestActionPosInFixtures(t *testing.T) {
	checked := 0
	forEachYAMLFixture(t, func(path string, data []byte) {
		checked += checkActionPos(t, path, record.YAML, data)
		if js, err := yamlToJSON(data); err == nil {
			checked += checkActionPos(t, path+" as JSON", record.JSON, js)
		}
	})
	if checked < 4000 {
		t.Fatalf("checked only %d actions", checked)
	}
	t.Logf("checked %d actions", checked)
}

// checkActionPos checks the actions of one record and returns how many
// it checked.
func checkActionPos(t *testing.T, name string, f record.Format, data []byte) int {
	rec, err := f.Load(data, boardOptions(name))
	if err != nil {
		return 0
	}
	lines := strings.Split(strings.TrimPrefix(string(data), "\ufeff"), "\n")
	n := 0
	for k, e := range rec.Turns {
		for i, sp := range e.Turn.Spans {
			p := e.ActionPos(i)
			want, _ := utf8.DecodeRuneInString(string([]rune(e.Text)[sp.Col-1:]))
			got := utf8.RuneError
			if p.Line >= 1 && p.Line <= len(lines) {
				if line := []rune(lines[p.Line-1]); p.Col >= 1 && p.Col <= len(line) {
					got = line[p.Col-1]
				}
			}
			if got != want && got != '\\' {
				t.Errorf("%s: entry %d action %d (%q) placed at %d:%d, which holds %q", name, k+1, i+1, e.Text, p.Line, p.Col, got)
			}
			n++
		}
	}
	return n
}
