package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/moves"
)

// TestStartToMoveOutsideTheSeating: a Start whose player to move is no seat
// of the game is refused as setup-start (StartToMove), where it made every
// turn out-of-turn (5 of 2) or made moves.List panic (-1); a seat of the
// game is accepted and lists its plays.
func TestStartToMoveOutsideTheSeating(t *testing.T) {
	teams := []engine.Team{engine.Green, engine.Blue}
	for _, mover := range []int{-1, 2, 5, -128} {
		_, v := engine.NewGame(engine.Setup{Rules: engine.StandardRules, Teams: teams, Start: &engine.Start{ToMove: mover}})
		if v.Rule != engine.SetupStart || v.Detail != engine.StartToMove || v.MoverSeat() != mover || v.Players() != 2 {
			t.Errorf("to move %d: violation %+v, want setup-start StartToMove of seat %d among 2", mover, v, mover)
		}
	}
	for mover := range 2 {
		g, v := engine.NewGame(engine.Setup{Rules: engine.StandardRules, Teams: teams, Start: &engine.Start{ToMove: mover}})
		if !v.OK() {
			t.Fatalf("to move %d: refused %+v", mover, v)
		}
		if g.ToMove() != mover {
			t.Errorf("to move %d: the game has %d to move", mover, g.ToMove())
		}
		moves.List(g)
	}
}
