// Package bot is the bots that ship with seqref (seqref bot random,
// greedy and strong): the self-play policies of package play and the
// searcher of package search, speaking the protocol of docs/protocol.md
// over a bot's standard input and output.
package bot

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"io"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/protocol"
	"github.com/seqref/seqref/situation"
)

// Chooser makes a bot's choices from what the bot is shown: the game
// built from the situation, its seat (0 moving first) and its hand.
// play.Chooser and search.Searcher are choosers.
type Chooser interface {
	// Reseed restarts the random choices from seed.
	Reseed(seed uint64)
	// Dead is a dead card of the hand to turn in, or false.
	Dead(g *engine.Game, p int, hand []engine.Card) (engine.Card, bool)
	// Play is the play, or a pass when no card can be played.
	Play(g *engine.Game, p int, hand []engine.Card) engine.Action
}

// Observer is a Chooser that is told what the others did: every entry
// of theirs without its draws (seat -1 for a reshuffle), in the order
// played, after Reseed at the first turn of each game.
type Observer interface {
	See(seat int, actions []engine.Action)
}

// Run plays as a bot with the policy until the referee says quit or the
// input ends: it answers the handshake with the policy's name and every
// turn with the policy's choice, which it makes from what it is shown.
func Run(in io.Reader, out io.Writer, policy play.Policy, seed uint64) error {
	return RunChooser(in, out, policy.String(), play.NewChooser(policy, seed), seed)
}

// RunChooser is Run with any chooser, which names itself name.
func RunChooser(in io.Reader, out io.Writer, name string, chooser Chooser, seed uint64) error {
	r := protocol.NewReader(in)
	w := bufio.NewWriter(out)
	var game protocol.Game
	turnedIn := false // a dead card was turned in this turn
	fresh := false    // no turn of this game yet
	for {
		m, err := r.Next()
		if err != nil {
			return err
		}
		switch m.Kind {
		case protocol.Hello:
			if m.Version != protocol.Version {
				// docs/protocol.md, "Versions": a bot that does not speak
				// the version does not answer bot NAME.
				return fmt.Errorf("the referee offers protocol version %d; this bot speaks version %d", m.Version, protocol.Version)
			}
			fmt.Fprintf(w, "%s %s\n", protocol.WordBot, name)
		case protocol.Start:
			game, fresh, turnedIn = m.Game, true, false
		case protocol.Turn:
			if game.Rules == nil {
				return fmt.Errorf("a turn before any game")
			}
			g, err := situation.NewGame(m.View.Situation)
			if err != nil {
				return err
			}
			hand := m.View.Situation.Hand.Cards
			if fresh {
				// Every game's choices follow from the seed and the game's
				// first situation, whatever games the bot played before, so
				// that a match gives the same games however they are
				// shared among bot processes.
				chooser.Reseed(seed ^ hashOf(notation.FormatSituation(m.View.Situation)))
				fresh = false
			}
			if o, ok := chooser.(Observer); ok {
				for _, e := range m.View.Seen {
					o.See(e.Seat, e.Actions)
				}
			}
			// A dead card is turned in alone first, so that the play is
			// chosen knowing the card that replaces it (docs/protocol.md).
			if c, ok := chooser.Dead(g, game.Seat, hand); ok && !turnedIn {
				fmt.Fprintf(w, "dead %s\n", c)
				turnedIn = true
				break
			}
			fmt.Fprintln(w, notation.FormatAction(chooser.Play(g, game.Seat, hand)))
			turnedIn = false
		case protocol.Quit:
			return w.Flush()
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
}

// hashOf is a 64-bit hash of text.
func hashOf(text string) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(text))
	return h.Sum64()
}
