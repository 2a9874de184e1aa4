package engine

// fastTurn applies the commonest entry, a play and the draw written after it
// ("7H@C4 +2S", "JSxD6 +9C"), in one pass: every rule that such an entry can
// break is checked first, and only then is anything changed. It reports
// false, having changed nothing, for any other entry and for one that
// breaks a rule or needs more than the plainest steps (a reshuffle before
// the draw, a draw of an unknown card, a pile whose order is not known):
// turn then judges the entry step by step, and finds the same verdict with
// its rule. When it reports true, the game and the report are what turn's
// steps would have made of the entry (TestFastTurnAgrees compares them).
// It runs after entryStarts and the out-of-turn check, and writes the
// report into rep.
func (g *Game) fastTurn(p int, acts []Action, rep *Report) bool {
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
		g.placeChip(rep, nil, s, team, nil, 1)
	case a.Kind == Take && kind == Removal:
		if s.IsCorner() || !g.removable(team).Has(s) {
			return false // remove-empty, remove-own or remove-locked
		}
		removed := g.board.TeamAt(s)
		g.discard(p, c)
		g.clearLine(s, removed)
		g.board.Clear(s)
		g.updateDead(s)
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
