package engine

// Turn judges one player's entry and applies it when it is legal, as
// notnil/chess's Move: the door for a referee, a bot trying a play on a copy,
// anything that needs the report. The player is a seat index; actions are
// the entry's actions in the order written. The game is unchanged when the
// entry is illegal. A rollout that needs neither the report nor the game
// after an illegal entry may use Push.
func (g *Game) Turn(player int, actions []Action) (Report, Violation) {
	// turn changes g as it goes: the state and the player's hand, no other
	// hand. The copies restore them on a violation; copying before is cheaper
	// than working on a copy of the game and copying it back.
	j := judging{player: player, acts: actions}
	g.turnRestoring(&j)
	return j.rep, j.v
}

// turnRestoring applies j's entry and puts the game back as it was when the
// entry is illegal.
func (g *Game) turnRestoring(j *judging) {
	if j.player < 0 || j.player >= g.players {
		g.turn(j) // out-of-turn, before anything changes
		return
	}
	saved, savedHand := g.gameState, g.hands[j.player]
	if !g.turn(j) {
		g.gameState, g.hands[j.player] = saved, savedHand
	}
}

// Push is the fast path for rollouts. Unlike python-chess's push, which
// applies a move without checking it, Push judges every rule, as Turn
// does, and applies the entry; but it neither restores the
// game when the entry is illegal nor returns the report. The caller must
// treat a game on which Push returned a violation as lost (in no defined
// state: throw it away, or play on a copy), and must read what an entry did
// from the game itself (Winner, Board, Sequences). A rollout's inner loop,
// which stops at the first violation anyway, saves Turn's copy of the state
// and of the report. Use Turn everywhere else.
func (g *Game) Push(player int, actions []Action) Violation {
	if g.winner == NoTeam && player == g.toMove {
		// What entryStarts and the out-of-turn check let through, without
		// the judging's copy: the fast path's report is dropped.
		g.awaiting = false
		rep := Report{Player: player, Space: NoSpace, Removed: NoTeam}
		if len(actions) == 2 && g.fastPlay(player, actions, &rep) || len(actions) == 4 && g.fastDeadTurn(player, actions, &rep) {
			return Violation{} // fastTurn, its two cases called here
		}
	}
	j := judging{player: player, acts: actions}
	g.turn(&j)
	return j.v
}

// Check judges one player's entry without applying it: the verdict Turn
// would give, the game unchanged. Use it to ask whether an entry is legal.
func (g *Game) Check(player int, actions []Action) Violation {
	next := *g
	j := judging{player: player, acts: actions}
	next.turn(&j)
	return j.v
}

// turn applies an entry to g, checking every rule right before the action it
// concerns; on a violation g is left half-changed, so callers keep a copy.
func (g *Game) turn(j *judging) bool {
	player, acts := j.player, j.acts
	j.rep = Report{Player: player, Space: NoSpace, Removed: NoTeam}
	if !g.entryStarts(j) {
		return false
	}
	if player < 0 || player >= g.players || player != g.toMove {
		v := j.fail(OutOfTurn, NoDetail)
		v.Player, v.n = player, g.toMove
		return false
	}
	if !j.stepByStep && g.fastTurn(player, acts, &j.rep) {
		return true
	}
	var sh turnShape
	if !judgeShape(j, &sh) {
		return false
	}
	if sh.dead >= 0 && !g.turnInDead(j, sh) {
		return false
	}
	if !g.play(j, sh.play, acts[sh.claims:sh.claims+sh.nClaims], sh.claims) {
		return false
	}
	// The game ends the moment a team has what it needs (docs/format.md section
	// 4): after a winning placement no draw is made, and a draw written
	// there is not judged (docs/rules.md, D16).
	if acts[sh.play].Kind != Pass && g.winner == NoTeam && !g.drawAfterPlay(j, sh.final) {
		return false
	}
	g.toMove = player + 1
	if g.toMove == g.players {
		g.toMove = 0
	}
	return true
}

// entryStarts is what every entry does first: nothing may follow a win, and
// a pile whose order was waiting for a reshuffle entry stays unknown.
func (g *Game) entryStarts(j *judging) bool {
	if g.winner != NoTeam {
		j.fail(GameOver, NoDetail).Team = g.winner
		return false
	}
	g.awaiting = false
	return true
}

// holds checks not-in-hand and card-count for a card leaving player's hand;
// at is the action's index.
func (g *Game) holds(j *judging, player int, c Card, at int) bool {
	if !g.hands[player].holds(c) {
		v := j.fail(NotInHand, NoDetail)
		v.Player, v.Card, v.ActionIndex = player, c, at
		return false
	}
	if g.rules.Kind(c) == NotInDeck || (g.countsJudged() && int(g.discards[c])+1 > int(g.rules.Copies[c])) {
		v := j.fail(CardCount, NoDetail)
		v.Player, v.Card, v.ActionIndex = player, c, at
		v.n, v.m = 1, 0 // a value that is no card: one of none
		if c < NumCards {
			v.n, v.m = int(g.discards[c])+1, int(g.rules.Copies[c])
		}
		return false
	}
	return true
}

// discard moves a card from a hand to the discards.
func (g *Game) discard(player int, c Card) {
	g.hands[player].take(c)
	if c == NoCard {
		g.unknownDiscards++
		return
	}
	g.discards[c]++
	g.knownDiscards++
}

func (g *Game) turnInDead(j *judging, sh turnShape) bool {
	player, c := j.player, j.acts[sh.dead].Card
	if !g.holds(j, player, c, sh.dead) {
		return false
	}
	if !g.dead.Has(c) {
		v := j.fail(NotDead, NoDetail)
		v.Player, v.Card, v.ActionIndex = player, c, sh.dead
		if g.rules.Kind(c) == Normal {
			v.Space = g.Targets(c, NoTeam).First()
		}
		return false
	}
	g.discard(player, c)
	j.rep.Dead = c
	written, explicit := NoCard, false
	if sh.deadDraw >= 0 {
		written, explicit = j.acts[sh.deadDraw].Card, true
	}
	drawn, ok := g.draw(j, written, explicit, sh.deadDraw)
	j.rep.DeadDraw = drawn
	return ok
}

func (g *Game) drawAfterPlay(j *judging, at int) bool {
	if at >= 0 && j.acts[at].Kind == NoDraw {
		if g.cardsLeft() {
			j.rep.MissedDraw = true
		} else {
			j.rep.DrawnNone = true
		}
		return true
	}
	written, explicit := NoCard, false
	if at >= 0 {
		written, explicit = j.acts[at].Card, true
	}
	drawn, ok := g.draw(j, written, explicit, at)
	j.rep.Drew = drawn
	return ok
}
