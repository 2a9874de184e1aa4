package match_test

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/match"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/protocol"
	"github.com/seqref/seqref/situation"
)

// deadAloneBot turns in a dead card alone whenever the dead line offers
// one, and then checks the dead line of the rest of its turn: it must list
// no card (docs/protocol.md, "A dead card alone"), or the bot answers
// garbage that says what it saw. It writes "info holds a dead card" when
// the rest of its turn is shown a hand that still holds a dead card, the
// case where the line could mislead. Of kind dead-again, it then answers a
// second dead card alone; of kind dead-again-play, a second dead card and a
// play: the faults the referee judges them.
func deadAloneBot(kind string) int {
	r := protocol.NewReader(os.Stdin)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	turnedIn := false
	for {
		m, err := r.Next()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		switch m.Kind {
		case protocol.Hello:
			fmt.Fprintln(w, "bot", kind)
		case protocol.Quit:
			return 0
		case protocol.Turn:
			fmt.Fprintln(w, deadAloneAnswer(kind, &m.View, &turnedIn, w))
		}
		w.Flush()
	}
}

// deadAloneAnswer is deadAloneBot's answer to a view.
func deadAloneAnswer(kind string, v *protocol.View, turnedIn *bool, w *bufio.Writer) string {
	first := "pass"
	if len(v.Plays) > 0 {
		first = notation.FormatAction(v.Plays[0])
	}
	if !*turnedIn {
		if len(v.Dead) > 0 {
			*turnedIn = true
			return "dead " + v.Dead[0].String()
		}
		return first
	}
	*turnedIn = false
	if len(v.Dead) > 0 {
		return fmt.Sprintf("the dead line lists %v after a dead card turned in", v.Dead)
	}
	g, err := situation.NewGame(v.Situation)
	if err != nil {
		return "cannot read the situation: " + err.Error()
	}
	for _, c := range v.Situation.Hand.Cards {
		if g.DeadSet().Has(c) {
			fmt.Fprintln(w, "info holds a dead card")
			switch kind {
			case "dead-again":
				return "dead " + c.String()
			case "dead-again-play":
				return "dead " + c.String() + "; " + first
			}
		}
	}
	return first
}

// TestDeadLineAfterDeadAlone plays bots that turn in every dead card alone
// against random: the dead line of the rest of such a turn lists no card,
// also when the hand still holds a dead card, and a bot that nevertheless
// turns in a second one forfeits as docs/protocol.md says: turn-shape for
// a dead card alone, dead-twice for a dead card and a play.
func TestDeadLineAfterDeadAlone(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		kind string
		rule engine.Rule // the rule every forfeit breaks, none for dead-alone
	}{
		{"dead-alone", engine.NoRule},
		{"dead-again", engine.TurnShape},
		{"dead-again-play", engine.DeadTwice},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			held := 0
			cfg := &match.Config{
				Bots:  []string{botCommand(t, tc.kind, dir), botCommand(t, "random", dir)},
				Rules: engine.StandardRules, Players: 2, Seats: []int{0, 1}, Games: 40, Seed: 1,
				NoRecords: true,
				Info: func(_, _ int, line string) {
					if line == "info holds a dead card" {
						held++
					}
				},
			}
			forfeits := 0
			err := cfg.Run(func(r *match.Result) error {
				if r.Fault == nil {
					return nil
				}
				if tc.rule == engine.NoRule || r.Fault.Kind != match.Illegal || r.Fault.Rule != tc.rule {
					t.Errorf("game %d: %s", r.GameIndex+1, cfg.ForfeitLine(r))
				}
				if !strings.HasPrefix(r.Fault.Answer, "dead ") {
					t.Errorf("game %d: the fault's answer is %q, not the dead cards", r.GameIndex+1, r.Fault.Answer)
				}
				forfeits++
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if held == 0 {
				t.Fatal("no turn of the rest of a dead card turned in alone held another dead card: nothing was tested")
			}
			if tc.rule != engine.NoRule && forfeits != held {
				t.Errorf("%d forfeits for the %d turns that turned in a second dead card", forfeits, held)
			}
		})
	}
}
