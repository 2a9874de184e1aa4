package engine

// Turn judges one player's entry and applies it when it is legal. The player
// is a seat index; actions are the entry's actions in the order written. The
// game is unchanged when the entry is illegal.
func (g *Game) Turn(player int, actions []Action) (Report, Violation) {
	// turn changes g as it goes; the copy restores it on a violation. Copying
	// once before is cheaper than working on a copy and copying it back.
	saved := *g
	rep, v := g.turn(player, actions)
	if !v.OK() {
		*g = saved
	}
	return rep, v
}

// Check judges one player's entry without applying it.
func (g *Game) Check(player int, actions []Action) Violation {
	next := *g
	_, v := next.turn(player, actions)
	return v
}

// turn applies an entry to g, checking every rule right before the action it
// concerns; on a violation g is left half-changed, so callers work on a copy.
func (g *Game) turn(player int, acts []Action) (Report, Violation) {
	rep := Report{Player: player, Space: NoSpace, Removed: NoTeam}
	if v := g.entryStarts(); !v.OK() {
		return rep, v
	}
	if player < 0 || player >= g.players || player != g.toMove {
		v := violation(OutOfTurn, NoDetail)
		v.Player, v.N = player, g.toMove
		return rep, v
	}
	sh, v := judgeShape(acts)
	if !v.OK() {
		v.Player = player
		return rep, v
	}
	if sh.dead >= 0 {
		if v := g.turnInDead(player, acts, sh, &rep); !v.OK() {
			return rep, v
		}
	}
	if v := g.play(player, acts, sh.play, &rep); !v.OK() {
		return rep, v
	}
	if acts[sh.play].Kind != Pass {
		if v := g.drawAfterPlay(player, acts, sh.final, &rep); !v.OK() {
			return rep, v
		}
	}
	g.toMove = (player + 1) % g.players
	return rep, Violation{}
}

// entryStarts is what every entry does first: nothing may follow a win, and
// a pile whose order was waiting for a reshuffle entry stays unknown.
func (g *Game) entryStarts() Violation {
	if g.winner != NoTeam {
		v := violation(GameOver, NoDetail)
		v.Team = g.winner
		return v
	}
	g.awaiting = false
	return Violation{}
}

// holds checks not-in-hand and card-count for a card leaving a hand.
func (g *Game) holds(player int, c Card, at int) Violation {
	if !g.hands[player].holds(c) {
		v := violation(NotInHand, NoDetail)
		v.Player, v.Card, v.Action = player, c, at
		return v
	}
	if g.rules.Kind(c) == NotInDeck || (g.countsJudged() && int(g.discards[c])+1 > int(g.rules.Copies[c])) {
		v := violation(CardCount, NoDetail)
		v.Player, v.Card, v.Action = player, c, at
		v.N, v.M = int(g.discards[c])+1, int(g.rules.Copies[c])
		return v
	}
	return Violation{}
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

func (g *Game) turnInDead(player int, acts []Action, sh turnShape, rep *Report) Violation {
	c := acts[sh.dead].Card
	if v := g.holds(player, c, sh.dead); !v.OK() {
		return v
	}
	if !g.IsDead(c) {
		v := violation(NotDead, NoDetail)
		v.Player, v.Card, v.Action = player, c, sh.dead
		if sp := g.OpenSpacesOf(c); len(sp) > 0 {
			v.Space = sp[0]
		}
		return v
	}
	g.discard(player, c)
	rep.Dead = c
	written, explicit := NoCard, false
	if sh.deadDraw >= 0 {
		written, explicit = acts[sh.deadDraw].Card, true
	}
	drawn, v := g.draw(player, written, explicit, sh.deadDraw, rep)
	rep.DeadDraw = drawn
	return v
}

func (g *Game) drawAfterPlay(player int, acts []Action, at int, rep *Report) Violation {
	if at >= 0 && acts[at].Kind == NoDraw {
		if g.cardsLeft() {
			rep.MissedDraw = true
		} else {
			rep.DrawnNone = true
		}
		return Violation{}
	}
	written, explicit := NoCard, false
	if at >= 0 {
		written, explicit = acts[at].Card, true
	}
	drawn, v := g.draw(player, written, explicit, at, rep)
	rep.Drew = drawn
	return v
}
