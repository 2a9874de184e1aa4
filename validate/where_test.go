package validate_test

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/validate"
)

// whereRecord is a record of two players whose turns are the given lines.
func whereRecord(turns ...string) string {
	return "sequence: 1\nruleset: standard\n" +
		"players: [{name: Ann, team: green}, {name: Bob, team: blue}]\n" +
		"hands:\n  Ann: [2S, 3S, 4C, 7H, 8H, JS, 9D]\n  Bob: [5S, 6S, 7S, 8S, 9S, QS, KH]\n" +
		"turns:\n" + strings.Join(turns, "\n") + "\n"
}

// TestWherePointsAtTheAction: an error about one action of an entry is at
// that action's line and column; an error about the entry as a whole is at
// the entry's key.
func TestWherePointsAtTheAction(t *testing.T) {
	cases := []struct {
		name, record string
		rule         rulebook.ID
		want         record.Pos
	}{
		{"second play", whereRecord("  - Ann: 2S@B1 3S@C1"), "turn-shape", record.Pos{Line: 8, Col: 16}},
		{"draw after a pass", whereRecord("  - Ann: 2S@B1", "  - Bob: pass +QS"), "turn-shape", record.Pos{Line: 9, Col: 15}},
		{"no play", whereRecord("  - Ann: dead 4C"), "turn-shape", record.Pos{Line: 8, Col: 5}},
		{"second dead card", whereRecord("  - Ann: 2S@B1", "  - Bob: 5S@E1", "  - Ann: dead 4C; dead 8H; 3S@C1"), "dead-twice", record.Pos{Line: 10, Col: 19}},
		{"a dead card that is not", whereRecord("  - Ann: 2S@B1", "  - Bob: 5S@E1", "  - Ann: 3S@C1; dead 4C"), "turn-shape", record.Pos{Line: 10, Col: 17}},
		{"not in hand, second line", whereRecord("  - Ann: >-", "      2S@B1", "      +KD", "  - Bob: 5S@E1 +2H", "  - Ann: 10C@B3"), "not-in-hand", record.Pos{Line: 12, Col: 10}},
		{"second play in a flow mapping", whereRecord("  - {Ann: '2S@B1'}", "  - {Bob: '5S@E1  7S@G1'}"), "turn-shape", record.Pos{Line: 9, Col: 19}},
		{"out of turn", whereRecord("  - Bob: 5S@F1"), "out-of-turn", record.Pos{Line: 8, Col: 5}},
		{"forfeit not held", whereRecord("  - Ann: 2S@B1", "  - table-talk: {team: blue, forfeits: {Bob: KD}}"), "not-in-hand", record.Pos{Line: 9, Col: 46}},
	}
	for _, c := range cases {
		rec, err := record.Load([]byte(c.record), record.LoadOptions{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		v := validate.Judge(rec, validate.Options{File: "x"}).Error
		if v == nil {
			t.Fatalf("%s: no error", c.name)
		}
		if got := (record.Pos{Line: v.Line, Col: v.Column}); v.Rule != c.rule || got != c.want {
			t.Errorf("%s: %s at %d:%d, want %s at %d:%d", c.name, v.Rule, got.Line, got.Col, c.rule, c.want.Line, c.want.Col)
		}
	}
}

// TestWhereInFixtures: in every fixture and conformance case that is
// illegal at an entry, the error stands where the file holds the action
// at fault (its first character), or the entry's key when the fault is
// the entry as a whole.
func TestWhereInFixtures(t *testing.T) {
	atAction := 0
	forEachYAMLFixture(t, func(path string, data []byte) {
		rec, err := record.Load(data, boardOptions(path))
		if err != nil {
			return
		}
		r := validate.Play(rec, nil)
		e := r.Broken()
		if e == nil {
			return
		}
		got := rec.Where(r.Violation, e)
		want := e.Pos
		text := ""
		switch i := r.Violation.ActionIndex; {
		case i >= 0 && e.Kind == record.PlayerTurn:
			want, text = e.ActionPos(i), e.Text[e.Turn.Spans[i].Col-1:]
		case i >= 0 && e.Kind == record.Reshuffle:
			want, text = e.CardPos[i], e.Cards[i].String()
		case i >= 0 && e.Kind == record.TableTalk:
			want, text = e.CardPos[i], e.Forfeits[i].Card.String()
		}
		if got != want {
			t.Errorf("%s: %s at %d:%d, want %d:%d", path, r.Violation.Rule, got.Line, got.Col, want.Line, want.Col)
			return
		}
		if text == "" {
			return
		}
		atAction++
		line := []rune(strings.Split(strings.TrimPrefix(string(data), "\ufeff"), "\n")[got.Line-1])
		if got.Col > len(line) || !strings.EqualFold(string(line[got.Col-1]), string([]rune(text)[0])) && line[got.Col-1] != '\\' {
			t.Errorf("%s: %s points at %q, want the action %q", path, r.Violation.Rule, string(line[min(got.Col, len(line))-1:]), text)
		}
	})
	if atAction < 20 {
		t.Errorf("only %d fixtures are illegal at an action", atAction)
	}
}
