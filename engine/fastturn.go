package engine

// fastTurn applies the commonest entries, a play and the draw written after
// it ("7H@C4 +2S", "JSxD6 +9C"), and the same after a dead card turned in
// and replaced ("dead 4C +9D 7H@C4 +2S"), in one pass: every rule that
// such an entry can break is checked first, and only then is anything
// changed. It reports false, having changed nothing, for any other entry
// and for one that breaks a rule or needs more than the plainest steps (a
// reshuffle before a draw, a draw of an unknown card, a pile whose order
// is not known): turn then judges the entry step by step, and finds the
// same verdict with its rule. When it reports true, the game and the
// report are what turn's steps would have made of the entry
// (TestFastTurnAgrees compares them). It runs after entryStarts and the
// out-of-turn check, and writes the report into rep.
func (g *Game) fastTurn(p int, acts []Action, rep *Report) bool {
	if len(acts) == 2 {
		return g.fastPlay(p, acts, rep)
	}
	return g.fastDeadTurn(p, acts, rep)
}

// fastDeadTurn is fastTurn for a dead card turned in and replaced, then a
// play and its draw. The dead card's part is checked and applied, and then
// the play's part checked on the game it leaves, so what the dead card's
// part changes is kept to be put back when the play's part is not for the
// fast path (an entry with a dead card is one in twenty).
func (g *Game) fastDeadTurn(p int, acts []Action, rep *Report) bool {
	if len(acts) != 4 || acts[0].Kind != TurnInDead {
		return false
	}
	dead, drawn := acts[0].Card, acts[1]
	pile := &g.pile
	if drawn.Kind != Draw || dead >= NumCards || g.rules.Kinds[dead] == NotInDeck || !g.hands[p].holds(dead) ||
		g.countsJudged() && g.discards[dead] >= g.rules.Copies[dead] || g.dead&(1<<dead) == 0 {
		return false // not-in-hand, card-count or not-dead
	}
	// The replacement is on top of a pile with a card left after it, so
	// that no reshuffle comes between the two draws.
	if d := drawn.Card; d == NoCard || d >= NumCards || g.rules.Kinds[d] == NotInDeck || !pile.orderKnown ||
		pile.sizeKnown && pile.size < 2 || int(pile.top)+1 >= int(pile.end) || pile.cards[pile.top] != d {
		return false
	}
	// What the dead card's part changes: the hand, the pile, the discards.
	savedHand, savedPile, savedCount, savedKnown := g.hands[p], *pile, g.discards[dead], g.knownDiscards
	g.discard(p, dead)
	rep.Dead = dead
	got := pile.takeTop(drawn.Card)
	g.hands[p].add(got)
	rep.DeadDraw = got
	if !g.fastPlay(p, acts[2:], rep) {
		g.hands[p], *pile, g.discards[dead], g.knownDiscards = savedHand, savedPile, savedCount, savedKnown
		rep.Dead, rep.DeadDraw = NoCard, NoCard
		return false
	}
	return true
}

// fastPlay is fastTurn for a play and its draw.
func (g *Game) fastPlay(p int, acts []Action, rep *Report) bool {
	if len(acts) != 2 || acts[1].Kind != Draw {
		return false
	}
	a, drawn := acts[0], acts[1].Card
	c, s := a.Card, a.Space
	if c >= NumCards || !s.Valid() || drawn == NoCard || drawn >= NumCards {
		return false
	}
	kind := g.rules.Kinds[c]
	h := &g.hands[p]
	if kind == NotInDeck || !h.holds(c) || g.countsJudged() && g.discards[c] >= g.rules.Copies[c] {
		return false // not-in-hand or card-count
	}
	// The draw: a known card that is on top of a pile whose order is known.
	pile := &g.pile
	if g.rules.Kinds[drawn] == NotInDeck || pile.isEmpty() || !pile.orderKnown || pile.top >= pile.end || pile.cards[pile.top] != drawn {
		return false
	}
	team := g.teamOf[p]
	switch {
	case a.Kind == Place && (kind == Normal || kind == Wild):
		// Targets(c, team).Has(s), written out for the two kinds.
		shows := g.layout.masks[c]
		if kind == Wild {
			shows = playSpaces
		}
		if !shows.Minus(g.board.occupied).Has(s) {
			return false // wrong-space, corner or occupied
		}
		g.discard(p, c)
		rep.Card, rep.Space = c, s
		if dirs := g.putChip(s, team); dirs != 0 {
			var claims Claims // placeChip's case of a sequence completed
			g.claimCompleted(rep, &claims, s, team, dirs)
		}
	case a.Kind == Take && kind == Removal:
		if s.IsCorner() || !g.removable(team).Has(s) {
			return false // remove-empty, remove-own or remove-locked
		}
		removed := g.board.TeamAt(s)
		g.discard(p, c)
		g.takeChip(s, removed)
		rep.Card, rep.Space, rep.Removed = c, s, removed
	default:
		return false // wrong-card, or a short-form placement
	}
	// After a winning placement no draw is made, and the one written is not
	// judged (docs/rules.md, D16).
	if g.winner == NoTeam {
		got := pile.takeTop(drawn)
		h.add(got)
		if pile.isEmpty() && g.Discards() > 0 {
			g.reshufflePile(rep)
		}
		rep.Drew = got
	}
	g.toMove = p + 1
	if g.toMove == g.players {
		g.toMove = 0
	}
	return true
}
