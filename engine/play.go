package engine

// play judges and applies the play (or pass) of a turn, the action at.
func (g *Game) play(j *judging, at int) bool {
	player, a := j.player, j.acts[at]
	team := g.teamOf[player]
	if a.Kind == Pass {
		if c, ok := g.PlayableCard(player); ok {
			v := j.fail(PassPlayable, NoDetail)
			v.Player, v.Card, v.Action = player, c, at
			return false
		}
		return true
	}
	c := a.Card
	if !g.holds(j, player, c, at) {
		return false
	}
	// fail records a violation of this action.
	fail := func(r Rule, d Detail) *Violation {
		v := j.fail(r, d)
		v.Player, v.Card, v.Action, v.Space = player, c, at, a.Space
		return v
	}
	kind := g.rules.Kind(c)
	s := a.Space
	switch a.Kind {
	case PlaceShort:
		switch kind {
		case Removal:
			fail(WrongCard, RemoveCardPlaced)
			return false
		case Wild:
			fail(Ambiguous, NoDetail)
			return false
		}
		sp := g.layout.spaces[c]
		open := g.layout.masks[c].Minus(g.board.occupied)
		switch open.Len() {
		case 0:
			v := fail(NoSpaceOpen, NoDetail)
			v.Space, v.Space2 = sp[0], sp[1]
			return false
		case 2:
			v := fail(Ambiguous, NoDetail)
			v.Space, v.Space2 = sp[0], sp[1]
			return false
		}
		s = open.First()
	case Place:
		if kind == Removal {
			fail(WrongCard, RemoveCardPlaced)
			return false
		}
		if s.IsCorner() {
			fail(CornerSpace, NoDetail)
			return false
		}
		if kind == Normal && !g.layout.Shows(s, c) {
			v := fail(WrongSpace, NoDetail)
			v.Card2, v.Space2 = g.layout.card[s], g.layout.spaces[c][0]
			return false
		}
		if t := g.board.TeamAt(s); t != NoTeam {
			fail(Occupied, NoDetail).Team = t
			return false
		}
	case Take:
		if kind != Removal {
			fail(WrongCard, PlaceCardRemoves)
			return false
		}
		if s.IsCorner() {
			fail(CornerSpace, NoDetail)
			return false
		}
		t := g.board.TeamAt(s)
		switch {
		case t == NoTeam:
			fail(RemoveEmpty, NoDetail).Team = t
			return false
		case t == team:
			fail(RemoveOwn, NoDetail).Team = t
			return false
		case g.board.Locked(s):
			v := fail(RemoveLocked, NoDetail)
			v.Team, v.N = t, g.sequenceHolding(s)
			return false
		}
		g.discard(player, c)
		g.board.Clear(s)
		j.rep.Card, j.rep.Space, j.rep.Removed = c, s, t
		return true
	}
	g.discard(player, c)
	j.rep.Card, j.rep.Space = c, s
	g.placeChip(s, team, &j.rep)
	return true
}

// sequenceHolding is the index of the first sequence that holds s, or -1.
func (g *Game) sequenceHolding(s Space) int {
	for i := 0; i < g.nSeqs; i++ {
		if g.seqs[i].Mask().Has(s) {
			return i
		}
	}
	return -1
}

// placeChip puts a chip of team t on s and claims the sequences it completes.
func (g *Game) placeChip(s Space, t Team, rep *Report) {
	claims := g.Claims(s, t)
	g.board.chips[t] = g.board.chips[t].With(s)
	g.board.occupied = g.board.occupied.With(s)
	for i := 0; i < claims.n; i++ {
		g.addSequence(claims.seqs[i], claims.masks[i])
	}
	rep.NewSequences, rep.NNew = claims.seqs, claims.n
	if g.seqCount[t] >= g.need && g.winner == NoTeam {
		g.winner = t
		rep.Won = true
	}
}

// Claims are the sequences one placement completes, in claiming order.
type Claims struct {
	seqs  [8]Sequence
	masks [8]SpaceSet
	n     int
}

// Sequences lists the claimed sequences.
func (c *Claims) Sequences() []Sequence { return c.seqs[:c.n] }

// Len is the number of claimed sequences.
func (c *Claims) Len() int { return c.n }

// Claims says which sequences a chip of team t placed on s would complete,
// greedily, in the order of FORMAT.md section 4: the lines through s in the
// order row, column, diagonal down-right, diagonal down-left, and within a
// line the windows from the one whose top (or left) end is furthest up. A
// window is claimed when it holds t's chips and corners only and shares at
// most one space with every sequence t has, those claimed by this placement
// included. The game is not changed.
func (g *Game) Claims(s Space, t Team) Claims {
	var c Claims
	own := g.board.chips[t].With(s).Union(Corners)
	for d := Direction(0); d < 4; d++ {
		if lineThrough[s][d].Intersect(own).Len() < 5 {
			continue
		}
		ws := &windowsThrough[s][d]
		for i := uint8(0); i < windowCount[s][d]; i++ {
			w := &ws[i]
			if !w.mask.Minus(own).IsEmpty() || !g.sharesAtMostOne(t, w.mask) {
				continue
			}
			shared := false
			for j := 0; j < c.n; j++ {
				if c.masks[j].Intersect(w.mask).Len() > 1 {
					shared = true
					break
				}
			}
			if shared || g.nSeqs+c.n >= MaxSequences {
				continue
			}
			c.seqs[c.n], c.masks[c.n] = Sequence{Team: t, From: w.from, Dir: d}, w.mask
			c.n++
		}
	}
	return c
}

// sharesAtMostOne reports whether the window shares at most one space with
// every sequence team t has.
func (g *Game) sharesAtMostOne(t Team, mask SpaceSet) bool {
	for i := 0; i < g.nSeqs; i++ {
		if g.seqs[i].Team == t && g.seqs[i].Mask().Intersect(mask).Len() > 1 {
			return false
		}
	}
	return true
}

// addSequence records a completed sequence and locks its chips.
func (g *Game) addSequence(q Sequence, mask SpaceSet) bool {
	if g.nSeqs == MaxSequences {
		return false
	}
	g.seqs[g.nSeqs] = q
	g.nSeqs++
	g.seqCount[q.Team]++
	g.board.locked = g.board.locked.Union(mask.Minus(Corners))
	return true
}
