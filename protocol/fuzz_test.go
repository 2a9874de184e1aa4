package protocol_test

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/protocol"
)

// FuzzReader reads any input as a bot does: messages or errors, never a
// panic, and always an end.
func FuzzReader(f *testing.F) {
	f.Add("seqref 1\ngame standard gbgb 2\nseen 1 dead 4C; 7H@D6\nseen reshuffle\nsituation *8*/10/10/10/10/10/10/10/10/*8* - standard gbgb 2 7H,?2 80\ndead 4C\nplays 7H@D6 JSxE5\ngo\nend win g\nquit\n")
	f.Add("game bible gbr 3\nsituation x\n")
	f.Add("seen 99999999999999999999 pass\n")
	f.Fuzz(func(t *testing.T, text string) {
		r := protocol.NewReader(strings.NewReader(text))
		for i := 0; i <= strings.Count(text, "\n")+1; i++ {
			m, err := r.Next()
			if err != nil || m.Kind == protocol.Quit {
				return
			}
		}
		t.Fatalf("more messages than lines in %q", text)
	})
}
