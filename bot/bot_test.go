package bot_test

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/search"
)

// TestRun plays a session as the referee would: each built-in bot names
// itself, turns in its dead card 4C alone (C2 and E4 are covered), then
// plays a legal play of the hand it is shown next, and exits at quit.
func TestRun(t *testing.T) {
	before := "*8*/2g7/10/4g5/10/10/10/10/10/*8* - standard gb 2 2S,4C,7H,9S,KH,QD,5C 80"
	after := "*8*/2g7/10/4g5/10/10/10/10/10/*8* - standard gb 2 2S,7H,9S,KH,QD,5C,JD 79"
	session := "seqref 1\ngame standard gb 2\nseen 1 4C@E4\nsituation " + before + "\ndead 4C\nplays\ngo\n" +
		"situation " + after + "\ndead\nplays\ngo\nend win g\nquit\n"
	for _, b := range []struct {
		name string
		run  func(io.Reader, io.Writer) error
	}{
		{"random", func(in io.Reader, out io.Writer) error { return bot.Run(in, out, play.Random, 1) }},
		{"greedy", func(in io.Reader, out io.Writer) error { return bot.Run(in, out, play.Greedy, 1) }},
		{"strong", func(in io.Reader, out io.Writer) error {
			return bot.RunChooser(in, out, "strong", search.New(search.Config{Playouts: 50}, 1), 1)
		}},
	} {
		var out strings.Builder
		if err := b.run(strings.NewReader(session), &out); err != nil {
			t.Fatalf("%s: %v", b.name, err)
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if len(lines) != 3 || lines[0] != "bot "+b.name || lines[1] != "dead 4C" {
			t.Fatalf("%s answered %q", b.name, lines)
		}
		if err := duel.Legal(after, lines[2]); err != nil {
			t.Errorf("%s: %v", b.name, err)
		}
	}
}

// TestRunErrors: a turn before any game, and a line that cannot be read,
// stop the bot with an error.
func TestRunErrors(t *testing.T) {
	for in, want := range map[string]string{
		"seqref 1\ngo\n":         "a turn before any game",
		"seqref 1\ngame chess\n": "line 2: game",
		"seqref 2\n":             "offers protocol version 2; this bot speaks version 1",
	} {
		err := bot.Run(strings.NewReader(in), new(strings.Builder), play.Random, 1)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %s", in, err, want)
		}
	}
}

// observer is a chooser that passes and keeps what it is told.
type observer struct{ seen []string }

func (o *observer) Reseed(uint64) { o.seen = append(o.seen, "reseed") }
func (o *observer) Dead(*engine.Game, int, []engine.Card) (engine.Card, bool) {
	return engine.NoCard, false
}
func (o *observer) Play(*engine.Game, int, []engine.Card) engine.Action {
	return engine.Action{Kind: engine.Pass, Space: engine.NoSpace}
}
func (o *observer) See(seat int, actions []engine.Action) {
	o.seen = append(o.seen, fmt.Sprintf("%d %s", seat, notation.FormatTurn(actions)))
}

// TestRunChooser: a chooser names itself as RunChooser is told, and one
// that observes is told every entry of the others, after Reseed at the
// game's first turn.
func TestRunChooser(t *testing.T) {
	session := "seqref 1\ngame standard gb 2\nseen 1 4C@E4\nseen reshuffle\nsituation *8*/10/10/4g5/10/10/10/10/10/*8* - standard gb 2 2S,7H 80\ndead\nplays\ngo\nquit\n"
	var out strings.Builder
	o := &observer{}
	if err := bot.RunChooser(strings.NewReader(session), &out, "watcher", o, 1); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "bot watcher\npass\n"; got != want {
		t.Errorf("answered %q, want %q", got, want)
	}
	if got, want := strings.Join(o.seen, ", "), "reseed, 0 4C@E4, -1 "; got != want {
		t.Errorf("told %q, want %q", got, want)
	}
}
