package protocol_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/protocol"
)

// TestRoundTrip writes every message and reads it back as a bot does.
func TestRoundTrip(t *testing.T) {
	sit, err := notation.ParseSituation("*8*/2b7/10/4b5/10/10/10/10/1GGGGG4/*8* g=B9-F9 standard gbgb 2 2S,5H,AD,9D,6C,KC 80")
	if err != nil {
		t.Fatal(err)
	}
	plays, _ := notation.ParseTurn("5H@E5 2S@B1 JSxC2")
	seen, _ := notation.ParseTurn("dead 4C; 7H@D6 =A1-E5")
	game := protocol.GameStart{Rules: engine.RedJacksRules, Seat: 1, Teams: []engine.Team{0, 1, 0, 1}}
	view := protocol.View{
		Seen:      []protocol.Seen{{Seat: 0, Actions: seen.Actions}, {Seat: -1}},
		Situation: sit,
		Dead:      []engine.Card{engine.NewCard(4, engine.Clubs)},
		Plays:     plays.Actions,
	}
	var text []byte
	text = protocol.AppendHello(text)
	text = protocol.AppendGame(text, &game)
	text = protocol.AppendView(text, &view)
	text = protocol.AppendEnd(text, "win g")
	text = protocol.AppendQuit(text)
	want := "seqref 1\ngame red-jacks gbgb 2 2\nseen 1 dead 4C; 7H@D6 =A1-E5\nseen reshuffle\n" +
		"situation *8*/2b7/10/4b5/10/10/10/10/1GGGGG4/*8* g=B9-F9 standard gbgb 2 2S,5H,AD,9D,6C,KC 80\n" +
		"dead 4C\nplays 5H@E5 2S@B1 JSxC2\ngo\nend win g\nquit\n"
	if string(text) != want {
		t.Fatalf("wrote\n%s\nwant\n%s", text, want)
	}
	r := protocol.NewReader(strings.NewReader("\nunknown line\n" + string(text)))
	kinds := []protocol.Kind{protocol.Hello, protocol.Start, protocol.Turn, protocol.End, protocol.Quit, protocol.Quit}
	for i, k := range kinds {
		m, err := r.Next()
		if err != nil {
			t.Fatalf("message %d: %v", i+1, err)
		}
		if m.Kind != k {
			t.Fatalf("message %d is of kind %d, want %d", i+1, m.Kind, k)
		}
		switch k {
		case protocol.Hello:
			if m.Version != protocol.Version {
				t.Errorf("version %d", m.Version)
			}
		case protocol.Start:
			if m.Game.Rules != game.Rules || m.Game.Seat != game.Seat || m.Game.Need != 2 || !slices.Equal(m.Game.Teams, game.Teams) {
				t.Errorf("game %+v, want %+v", m.Game, game)
			}
		case protocol.Turn:
			if got := notation.FormatSituation(m.View.Situation); got != notation.FormatSituation(sit) {
				t.Errorf("situation %s", got)
			}
			if len(m.View.Seen) != 2 || m.View.Seen[0].Seat != 0 || notation.FormatTurn(m.View.Seen[0].Actions) != "dead 4C; 7H@D6 =A1-E5" || m.View.Seen[1].Seat != -1 {
				t.Errorf("seen %+v", m.View.Seen)
			}
			if !slices.Equal(m.View.Dead, view.Dead) || !slices.Equal(m.View.Plays, view.Plays) {
				t.Errorf("dead %v plays %v", m.View.Dead, m.View.Plays)
			}
		case protocol.End:
			if m.Text != "win g" {
				t.Errorf("end %q", m.Text)
			}
		}
	}
}

// TestReaderErrors gives the line and the word of a message it cannot read.
func TestReaderErrors(t *testing.T) {
	for text, want := range map[string]string{
		"seqref one\n":                         "line 1: seqref",
		"game chess gb 1\n":                    `line 1: game: unknown ruleset "chess"`,
		"game standard gx 1\n":                 "line 1: game: unknown team",
		"game standard gb 3\n":                 `line 1: game: bad seat "3"`,
		"seen 0 7H@D6\n":                       `line 1: seen: bad seat "0"`,
		"\nsituation *8*/10 - standard gb 1\n": "line 2: situation:",
		"dead ZZ\n":                            "line 1: dead:",
	} {
		_, err := protocol.NewReader(strings.NewReader(text)).Next()
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: got %v, want %s...", text, err, want)
		}
	}
}
