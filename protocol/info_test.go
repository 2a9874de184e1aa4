package protocol_test

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/protocol"
)

// TestServerInfo has a ChooseFunc write info lines: each is written before the
// answer it comes with, a line break in it becomes a space, and the time
// line's limit is there to say; outside Serve, Info writes nothing.
func TestServerInfo(t *testing.T) {
	in := "seqref 1\n" +
		"game standard gb 2 2\n" +
		"situation *8*/10/10/10/10/10/10/9g/10/*8* - standard gb 2 5H,10H,5D,9D,5C,6C,KC 89\n" +
		"dead\n" +
		"plays 5H@E5 5H@I7\n" +
		"time move 250\n" +
		"go\n" +
		"quit\n"
	s := &protocol.Server{Name: "talker"}
	s.Info("before any game") // not serving: nothing
	s.Choose = func(_ *engine.Game, answers []engine.Action) engine.Action {
		s.Info("thinking\nhard")
		s.Info("")
		s.Info("limit " + s.View().Time.Limit().String())
		return answers[1]
	}
	var out strings.Builder
	if err := s.Serve(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	want := "bot talker\ninfo thinking hard\ninfo\ninfo limit 250ms\n5H@I7\n"
	if out.String() != want {
		t.Errorf("Serve wrote %q, want %q", out.String(), want)
	}
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n")[1:4] {
		if !protocol.IsInfo(line) {
			t.Errorf("%q is not an info line to the referee", line)
		}
	}
}
