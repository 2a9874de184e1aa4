package protocol_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/protocol"
)

// TestServe plays a session with a ChooseFunc that turns in a dead card when
// it may and otherwise plays the last play: Serve answers the handshake,
// offers the dead card and then the plays of the new hand, passes when
// nothing can be played, and returns at quit.
func TestServe(t *testing.T) {
	in := "seqref 1\n" +
		"game standard gb 2 2\n" +
		"seen 1 4D@J8\n" +
		"situation *8*/10/10/10/10/10/10/9g/10/*8* - standard gb 2 5H,10H,5D,9D,5C,6C,KC 89\n" +
		"dead\n" +
		"plays 5H@E5 5H@I7 10H@I2\n" +
		"go\n" +
		"situation *8*/b3b5/5b4/5g4/4b4g/6bg1g/7g1g/b3bggg1g/3b2gbbb/*3g4* - standard gb 2 4S,10S,10H,AD,5D,6D,5C 65\n" +
		"dead 5D\n" +
		"plays 4S@D1 4S@E9\n" +
		"go\n" +
		"situation *8*/b3b5/5b4/5g4/4b4g/6bg1g/7g1g/b3bggg1g/3b2gbbb/*3g4* - standard gb 2 4S,10S,7H,10H,AD,6D,5C 64\n" +
		"dead\n" +
		"plays 4S@D1 7H@I5\n" +
		"go\n" +
		"situation *8*/b3b5/5b4/5g4/4b4g/6bg1g/7g1g/b3bggg1g/3b2gbbb/*3g4* - standard gb 2 5D 64\n" +
		"dead 5D\n" +
		"plays\n" +
		"go\n" +
		"end win g\n" +
		"quit\n" +
		"seqref 1\n" // after quit: not read
	var asked [][]string
	var seats []int
	choose := func(g *engine.Game, answers []engine.Action) engine.Action {
		var words []string
		for _, a := range answers {
			words = append(words, notation.FormatAction(a))
		}
		asked, seats = append(asked, words), append(seats, g.ToMove())
		for _, a := range answers {
			if a.Kind == engine.TurnInDead {
				return a
			}
		}
		return answers[len(answers)-1]
	}
	var out strings.Builder
	if err := protocol.Serve(strings.NewReader(in), &out, "tester 1.0", choose); err != nil {
		t.Fatal(err)
	}
	if want := "bot tester 1.0\n10H@I2\ndead 5D\n7H@I5\ndead 5D\n"; out.String() != want {
		t.Errorf("answered\n%s\nwant\n%s", out.String(), want)
	}
	want := [][]string{
		{"5H@E5", "5H@I7", "10H@I2"},
		{"4S@D1", "4S@E9", "dead 5D"},
		{"4S@D1", "7H@I5"},
		{"dead 5D", "pass"},
	}
	if !slices.EqualFunc(asked, want, slices.Equal) {
		t.Errorf("asked with %q, want %q", asked, want)
	}
	if !slices.Equal(seats, []int{1, 1, 1, 1}) {
		t.Errorf("the games' movers are %v, want seat 1 (from 0) each time", seats)
	}
}

// TestServeErrors: a referee of another version, and a turn before any
// game, stop Serve with an error and no answer.
func TestServeErrors(t *testing.T) {
	pass := func(*engine.Game, []engine.Action) engine.Action { return engine.Action{Kind: engine.Pass} }
	for in, want := range map[string]string{
		"seqref 2\n": "protocol version 2",
		"seqref 1\nsituation *8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 5H\ngo\n":                       "a turn before any game",
		"seqref 1\ngame standard gb 1 2\nsituation *8*/10/10/10/10/10/10/10/10/*8* - standard gb 5 5H\ngo\n": "the situation the referee sent: seat 5 is to move",
	} {
		var out strings.Builder
		err := protocol.Serve(strings.NewReader(in), &out, "x", pass)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want an error with %q", in, err, want)
		}
	}
}
