package query

import (
	"strings"
	"testing"
)

const empty = "*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 4C,7H"

func TestRuleAtSituation(t *testing.T) {
	r := Rule(empty, "7H@D6")
	if r.Verdict == "" || len(r.Answer) == 0 {
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

func TestCycle(t *testing.T) {
	s := empty
	seen := []string{}
	for range 5 {
		s = Cycle(s, "B2")
		seen = append(seen, strings.Fields(s)[0][4:8])
	}
	want := []string{"1g8/", "1b8/", "1G8/", "1B8/", "10/1"}
	for i := range want {
		if !strings.HasPrefix(seen[i], want[i][:3]) {
			t.Errorf("tap %d: %q, want %q", i+1, seen[i], want[i])
		}
	}
	// five locked green chips in row 2 become a sequence
	for _, sp := range []string{"A2", "B2", "C2", "D2", "E2"} {
		s = Cycle(Cycle(Cycle(s, sp), sp), sp)
	}
	if f := strings.Fields(s); f[1] != "g=A2-E2" {
		t.Errorf("sequences %q, want g=A2-E2 (%s)", f[1], s)
	}
}
