// Package bot is the bots that ship with seqref (seqref bot random,
// greedy and strong): the self-play policies of package play and the
// searcher of package search, speaking the protocol of docs/protocol.md
// over a bot's standard input and output.
package bot

import (
	"hash/fnv"
	"io"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/protocol"
)

// Chooser makes a bot's choices from what the bot is shown: the game
// built from the situation, its seat (0 moving first) and its hand.
// play.PolicyChooser and search.Searcher are choosers.
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
	return RunChooser(in, out, policy.String(), play.NewPolicyChooser(policy, seed), seed)
}

// RunChooser is Run with any chooser, which names itself name.
func RunChooser(in io.Reader, out io.Writer, name string, chooser Chooser, seed uint64) error {
	fresh := false // no turn of this game yet
	s := &protocol.Server{Name: name, NewGame: func(protocol.GameStart) { fresh = true }}
	s.Choose = func(g *engine.Game, answers []engine.Action) engine.Action {
		v, seat := s.View(), s.Game().Seat
		hand := v.Situation.Hand.Cards
		if fresh {
			// Every game's choices follow from the seed and the game's
			// first situation, whatever games the bot played before, so
			// that a match gives the same games however they are shared
			// among bot processes.
			chooser.Reseed(seed ^ hashOf(notation.FormatSituation(v.Situation)))
			fresh = false
		}
		if tc, ok := chooser.(Timed); ok {
			tc.SetMoveTime(AnswerTime(v.Time))
		}
		if o, ok := chooser.(Observer); ok {
			for _, e := range v.Seen {
				o.See(e.Seat, e.Actions)
			}
		}
		// A dead card is turned in alone first, so that the play is chosen
		// knowing the card that replaces it (docs/protocol.md).
		if c, ok := chooser.Dead(g, seat, hand); ok && mayTurnIn(answers) {
			return engine.Action{Kind: engine.TurnInDead, Card: c}
		}
		return chooser.Play(g, seat, hand)
	}
	return s.Serve(in, out)
}

// mayTurnIn reports whether the answers allow a dead card turned in alone.
func mayTurnIn(answers []engine.Action) bool {
	for _, a := range answers {
		if a.Kind == engine.TurnInDead {
			return true
		}
	}
	return false
}

// hashOf is a 64-bit hash of text.
func hashOf(text string) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(text))
	return h.Sum64()
}
