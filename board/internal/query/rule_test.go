package query

import (
	"os"
	"strings"
	"testing"
)

const empty = "*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 4C,7H"

func TestRuleAtSituation(t *testing.T) {
	r := Rule(empty, "7H@D6", 0)
	if r.Verdict == "" || r.Parts == nil {
		t.Fatalf("no ruling: %+v", r)
	}
	t.Logf("%+v", r)
	v := Look(empty)
	if v.Error != "" || len(v.Moves.Plays) != 4 {
		t.Errorf("look: %v, %d plays", v.Error, len(v.Moves.Plays))
	}
	if !strings.HasPrefix(v.Situation, "*8*") {
		t.Error(v.Situation)
	}
}

// TestPutClaims puts locked chips one by one: five in a line become a
// sequence, which goes when one of them is no longer locked.
func TestPutClaims(t *testing.T) {
	s := empty
	for _, sp := range []string{"A2", "B2", "C2", "D2", "E2"} {
		s = Put(s, sp, "G")
	}
	if f := strings.Fields(s); f[1] != "g=A2-E2" {
		t.Errorf("sequences %q, want g=A2-E2 (%s)", f[1], s)
	}
	if f := strings.Fields(Put(s, "C2", "g")); f[1] != "-" {
		t.Errorf("after C2 unlocked: sequences %q", f[1])
	}
	if Put(s, "A1", "b") != s || Put(s, "B2", "x") != s {
		t.Error("a corner or an unknown kind changed the situation")
	}
}

func TestReplayClubNight(t *testing.T) {
	data, err := os.ReadFile("../../../fixtures/examples/club-night.yaml")
	if err != nil {
		t.Fatal(err)
	}
	g := Replay("club-night.yaml", data, 0, 0)
	if g.Verdict != "win" || len(g.Frames) != 4 || g.Ruling == nil {
		t.Fatalf("%+v", g)
	}
	if got := strings.Join(g.Frames[3].Spaces, " "); got != "E5" {
		t.Errorf("the last entry, 5H@E5, marks %q", got)
	}
	t.Logf("%s; %q", g.Summary, g.Frames[1].Notes)
}

func TestRecording(t *testing.T) {
	r := NewRecording(strings.Replace(empty, "4C,7H", "?", 1))
	if r.Error != "" {
		t.Fatal(r.Error)
	}
	a := Add(r.YAML, "7H@D6", 0)
	if !a.Accepted {
		t.Fatalf("refused: %+v", a)
	}
	b := Add(a.Recording.YAML, "7H@D6", 0)
	if b.Accepted || b.Ruling.Verdict != "illegal" || b.Recording.YAML != a.Recording.YAML {
		t.Fatalf("taken: %+v", b)
	}
	t.Logf("%s\n%+v", a.Recording.YAML, b.Ruling.Parts)
}

// TestThreatsOnce: two threats of blue with the one open space B1 (the
// row A1-E1 with its corner, the column B1-B5) mark it once; B2-B6 is a
// third.
func TestThreatsOnce(t *testing.T) {
	v := Look("*1bbb4*/1b8/1b8/1b8/1b8/10/10/10/10/*8* - standard gb 1 ?")
	if v.Error != "" || v.Moves == nil {
		t.Fatalf("%+v", v)
	}
	if got := strings.Join(v.Moves.Threats, " "); got != "B1 B6" {
		t.Errorf("open threats at %q, want B1 B6", got)
	}
}
