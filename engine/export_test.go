package engine

// TurnStepByStep is Turn without its fast path (fastTurn): every entry is
// judged step by step. Tests compare the two.
func (g *Game) TurnStepByStep(player int, actions []Action) (Report, Violation) {
	j := judging{player: player, acts: actions, stepByStep: true}
	g.turnRestoring(&j)
	return j.rep, j.v
}

// LineBoardsAgree reports whether the line boards, kept as chips come and
// go, are the board's.
func (g *Game) LineBoardsAgree() bool {
	kept := g.lineBits
	g.setLines()
	agree := kept == g.lineBits
	g.lineBits = kept
	return agree
}

// Apply is Turn without the copy that restores an illegal entry, with the
// report: what Push does, for tests that compare it with Turn.
func (g *Game) Apply(player int, actions []Action) (Report, Violation) {
	j := judging{player: player, acts: actions}
	g.turn(&j)
	return j.rep, j.v
}
