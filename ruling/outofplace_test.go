package ruling

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
)

// TestOutOfPlaceWords: a turn's part out of its place is named: a draw
// before the play, a dead card after it.
func TestOutOfPlaceWords(t *testing.T) {
	for _, c := range []struct {
		kinds []engine.ActionKind
		want  string
	}{
		{[]engine.ActionKind{engine.Draw, engine.Place}, "the draw comes after the play: "},
		{[]engine.ActionKind{engine.NoDraw, engine.Pass}, "the draw comes after the play: "},
		{[]engine.ActionKind{engine.Place, engine.TurnInDead}, "a dead card is turned in before the play: "},
		{[]engine.ActionKind{engine.Claim, engine.Place}, "out of order: "},
	} {
		var actions []engine.Action
		for _, k := range c.kinds {
			actions = append(actions, engine.Action{Kind: k})
		}
		if got := outOfPlaceWords(actions); !strings.HasPrefix(got, c.want) {
			t.Errorf("%v: %q, want it to start %q", c.kinds, got, c.want)
		}
	}
}
