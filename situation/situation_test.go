package situation_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/situation"
)

// The situation of a game, written and read back, builds a game whose
// situation is the same, but for the pile's size, which a game built from a
// situation does not know.
func TestSituationRoundTrip(t *testing.T) {
	for _, rules := range engine.Rulesets {
		for _, n := range rules.PlayerCounts() {
			game, err := play.Play(play.Config{Rules: rules, Players: n, Seed: 7, Policy: play.Greedy})
			if err != nil {
				t.Fatal(err)
			}
			s := situation.Of(game.Final)
			text := s.String()
			read, err := notation.ParseSituation(text)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			if !reflect.DeepEqual(read, s) {
				t.Fatalf("%s reads as %+v, want %+v", text, read, s)
			}
			g, err := situation.NewGame(read)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			again := situation.Of(g)
			if again.Pile != -1 {
				t.Fatalf("%s: a game from a situation knows its pile's size: %d", text, again.Pile)
			}
			again.Pile = s.Pile
			if again.String() != text || g.Winner() != game.Final.Winner() {
				t.Fatalf("%s: the game built from it is in %s, winner %v", text, again, g.Winner())
			}
		}
	}
}

func TestNewGameRefuses(t *testing.T) {
	e := notation.EmptyPosition
	for _, tc := range []struct {
		text string
		rule string // the setup rule broken; "" for a seat that has no player
	}{
		{e + " - standard gb 3 -", ""},
		{e + " g=A1-E5 standard gb 1 -", "setup-start"},
		{"*8*/10/10/10/10/10/10/10/10/*8* - standard gg 1 -", "setup-teams"},
		{e + " - standard ggbb 1 -", "setup-seating"},
		{e + " - standard gbgbg 1 -", "setup-players"},
		{e + " - standard gb 1 7H,7H,7H", "setup-deck"},
		{"*r7*/10/10/10/10/10/10/10/10/*8* - standard gb 1 -", "setup-start"},
	} {
		s, err := notation.ParseSituation(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		_, err = situation.NewGame(s)
		var se *situation.SetupError
		switch {
		case err == nil:
			t.Errorf("%s: built a game", tc.text)
		case tc.rule == "" && errors.As(err, &se):
			t.Errorf("%s: %v, want an error about the seat", tc.text, err)
		case tc.rule != "" && (!errors.As(err, &se) || se.Violation.Rule.String() != tc.rule):
			t.Errorf("%s: %v, want rule %s", tc.text, err, tc.rule)
		}
	}
}
