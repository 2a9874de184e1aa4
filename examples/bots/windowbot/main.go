// Command windowbot is a heuristic Sequence bot, the yardstick for seqref
// bot strong: it speaks the bot protocol of docs/protocol.md on its
// standard input and output, as a bot builder would write one with
// seqref's packages.
//
// Its heuristic scores every five-space window free of the other teams'
// chips: a placement is worth what it adds to its team's windows through
// the space and, slightly more, what it takes from the opponents' windows
// there (it blocks). It wins at once when it can, turns in a dead card
// first, and spends a jack only to complete a sequence, to stop one, or
// when no normal card can be played.
//
//	go build -o windowbot ./examples/bots/windowbot
//	seqref match --bot ./windowbot --bot "seqref bot greedy" --games 100
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"github.com/seqref/seqref/examples/bots/windowbot/window"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/protocol"
	"github.com/seqref/seqref/situation"
)

func main() {
	if err := run(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "windowbot:", err)
		os.Exit(1)
	}
}

// run plays games until the referee says quit or the input ends.
func run(in io.Reader, out io.Writer) error {
	r := protocol.NewReader(in)
	w := bufio.NewWriter(out)
	turnedIn := false // a dead card was turned in alone this turn
	for {
		m, err := r.Next()
		if err != nil {
			return err
		}
		switch m.Kind {
		case protocol.Hello:
			fmt.Fprintln(w, "bot window")
		case protocol.Turn:
			g, err := situation.NewGame(m.View.Situation)
			if err != nil {
				return err
			}
			// Turn a dead card in alone, to choose the play knowing the
			// card that replaces it.
			if len(m.View.Dead) > 0 && !turnedIn {
				fmt.Fprintf(w, "dead %s\n", m.View.Dead[0])
				turnedIn = true
				break
			}
			turnedIn = false
			fmt.Fprintln(w, notation.FormatAction(window.Choose(g, m.View.Plays)))
		case protocol.Quit:
			return w.Flush()
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
}
