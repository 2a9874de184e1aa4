package protocol

import (
	"bufio"
	"fmt"
	"io"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/situation"
)

// ChooseFunc chooses a bot's answer to go. g is the game built from the
// situation the referee sent: the bot's seat is g.ToMove() (from 0), its
// hand g.Hand(g.ToMove()). answers are every answer the rules allow now:
// the plays of the hand (placements and removals, as the plays line lists
// them), then a TurnInDead action for every dead card the bot may turn in
// alone before its play (not after it turned one in this turn), then a
// Pass when the hand has no play. A ChooseFunc returns one of them; a dead
// card is turned in, its replacement drawn, and the ChooseFunc asked again
// with the new hand.
type ChooseFunc func(g *engine.Game, answers []engine.Action) engine.Action

// Serve plays as a bot named name on the referee's messages from r,
// writing its answers to w: the handshake, every game, the dead-card
// exchange and quit, with choose making every answer. It returns at quit,
// or at the end of r, or with the first error in reading or writing.
func Serve(r io.Reader, w io.Writer, name string, choose ChooseFunc) error {
	return (&Server{Name: name, Choose: choose}).Serve(r, w)
}

// Server is Serve with more to see: what the referee sent for the turn
// being chosen, and the start of every game.
type Server struct {
	Name   string
	Choose ChooseFunc
	// NewGame, when set, is called at every game line, before the game's
	// first turn.
	NewGame func(GameStart)

	game     GameStart
	view     *View
	out      *bufio.Writer // the referee's input, while Serve runs
	err      error         // the first error writing an info line
	turnedIn bool          // a dead card was turned in alone this turn
	answers  []engine.Action
}

// Game is the game being played, as the game line said.
func (s *Server) Game() GameStart { return s.game }

// View is what the referee sent before the go being answered.
func (s *Server) View() *View { return s.view }

// Serve plays as Serve does.
func (s *Server) Serve(r io.Reader, w io.Writer) error {
	rd := NewReader(r)
	out := bufio.NewWriter(w)
	s.out, s.err = out, nil
	defer func() { s.out = nil }()
	var line []byte
	for {
		m, err := rd.Next()
		if err != nil {
			return err
		}
		line = line[:0]
		switch m.Kind {
		case Hello:
			if m.Version != Version {
				// docs/protocol.md, "Versions": a bot that does not speak
				// the version does not answer bot NAME.
				return fmt.Errorf("the referee offers protocol version %d; this bot speaks version %d", m.Version, Version)
			}
			line = AppendHandshake(line, s.Name)
		case Start:
			s.game, s.turnedIn = m.Game, false
			if s.NewGame != nil {
				s.NewGame(m.Game)
			}
		case Turn:
			a, err := s.answer(&m.View)
			if err == nil {
				err = s.err
			}
			if err != nil {
				return err
			}
			line = AppendAnswer(line, []engine.Action{a})
			s.turnedIn = a.Kind == engine.TurnInDead
		case End:
			s.turnedIn = false
		case Quit:
			return out.Flush()
		}
		if len(line) == 0 {
			continue
		}
		if _, err := out.Write(line); err != nil {
			return err
		}
		if err := out.Flush(); err != nil {
			return err
		}
	}
}

// answer builds the game and the answers of a view and asks the ChooseFunc.
func (s *Server) answer(v *View) (engine.Action, error) {
	if s.game.Rules == nil {
		return engine.Action{}, fmt.Errorf("a turn before any game")
	}
	g, err := situation.NewGame(v.Situation)
	if err != nil {
		return engine.Action{}, fmt.Errorf("the situation the referee sent: %w", err)
	}
	s.view = v
	s.answers = append(s.answers[:0], v.Plays...)
	if !s.turnedIn {
		for _, c := range v.Dead {
			s.answers = append(s.answers, engine.Action{Kind: engine.TurnInDead, Card: c})
		}
	}
	if len(v.Plays) == 0 {
		s.answers = append(s.answers, engine.Action{Kind: engine.Pass})
	}
	return s.Choose(g, s.answers), nil
}
