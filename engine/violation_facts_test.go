package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
)

// TestViolationFacts checks that a violation's second card and space are
// read by what they mean, and are none for a rule they do not concern.
func TestViolationFacts(t *testing.T) {
	for _, tc := range []struct {
		name, entry         string
		game                game
		rule                engine.Rule
		shown, drawn        string // "" for NoCard
		otherSpace, lineEnd string // "" for NoSpace
	}{
		{"wrong space", "7H@E5", game{}, engine.WrongSpace, "5H", "", "I5", ""},
		{"ambiguous", "7H", game{}, engine.Ambiguous, "", "", "D6", ""},
		{"claim not in line", "7H@D6=D6-E8", game{}, engine.WrongClaim, "", "", "", "E8"},
		{"not the top", "7H@D6 +4D", game{hands: []string{"7H", "?"}, deck: "QS 4D", pos: emptyBoard}, engine.DrawMismatch, "", "QS", "", ""},
		{"turn-shape has none", "7H@D6 7H@D6", game{}, engine.TurnShape, "", "", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game.new(t)
			v := g.Check(0, acts(t, tc.entry))
			if v.Rule != tc.rule {
				t.Fatalf("rule %s, want %s", v.Rule, tc.rule)
			}
			wantCard := func(s string) engine.Card {
				if s == "" {
					return engine.NoCard
				}
				return card(t, s)
			}
			wantSpace := func(s string) engine.Space {
				if s == "" {
					return engine.NoSpace
				}
				return space(t, s)
			}
			if got, want := v.Shown(), wantCard(tc.shown); got != want {
				t.Errorf("Shown %v, want %v", got, want)
			}
			if got, want := v.Drawn(), wantCard(tc.drawn); got != want {
				t.Errorf("Drawn %v, want %v", got, want)
			}
			if got, want := v.OtherSpace(), wantSpace(tc.otherSpace); got != want {
				t.Errorf("OtherSpace %v, want %v", got, want)
			}
			if got, want := v.LineEnd(), wantSpace(tc.lineEnd); got != want {
				t.Errorf("LineEnd %v, want %v", got, want)
			}
		})
	}
}
