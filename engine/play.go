package engine

// play judges and applies the play (or pass) of a turn.
func (g *Game) play(player int, acts []Action, at int, rep *Report) Violation {
	a := acts[at]
	team := g.teamOf[player]
	if a.Kind == Pass {
		if c, ok := g.PlayableCard(player); ok {
			v := violation(PassPlayable, NoDetail)
			v.Player, v.Card, v.Action = player, c, at
			return v
		}
		return Violation{}
	}
	c := a.Card
	if v := g.holds(player, c, at); !v.OK() {
		return v
	}
	v := violation(NoRule, NoDetail)
	v.Player, v.Card, v.Action, v.Space = player, c, at, a.Space
	kind := g.rules.Kind(c)
	s := a.Space
	switch a.Kind {
	case PlaceShort:
		switch kind {
		case Removal:
			v.Rule, v.Detail = WrongCard, RemoveCardPlaced
			return v
		case Wild:
			v.Rule = Ambiguous
			return v
		}
		open := g.OpenSpacesOf(c)
		sp := g.layout.spaces[c]
		v.Space, v.Space2 = sp[0], sp[1]
		switch len(open) {
		case 0:
			v.Rule = NoSpaceOpen
			return v
		case 2:
			v.Rule = Ambiguous
			return v
		}
		s = open[0]
	case Place:
		if kind == Removal {
			v.Rule, v.Detail = WrongCard, RemoveCardPlaced
			return v
		}
		if s.IsCorner() {
			v.Rule = CornerSpace
			return v
		}
		if kind == Normal && !g.layout.Shows(s, c) {
			v.Rule, v.Card2 = WrongSpace, g.layout.card[s]
			sp := g.layout.spaces[c]
			v.Space2 = sp[0]
			return v
		}
		if t := g.board.TeamAt(s); t != NoTeam {
			v.Rule, v.Team = Occupied, t
			return v
		}
	case Take:
		if kind != Removal {
			v.Rule, v.Detail = WrongCard, PlaceCardRemoves
			return v
		}
		if s.IsCorner() {
			v.Rule = CornerSpace
			return v
		}
		t := g.board.TeamAt(s)
		v.Team = t
		switch {
		case t == NoTeam:
			v.Rule = RemoveEmpty
			return v
		case t == team:
			v.Rule = RemoveOwn
			return v
		case g.board.Locked(s):
			v.Rule = RemoveLocked
			v.N = g.sequenceHolding(s)
			return v
		}
		g.discard(player, c)
		g.board.Clear(s)
		rep.Card, rep.Space, rep.Removed = c, s, t
		return Violation{}
	}
	g.discard(player, c)
	rep.Card, rep.Space = c, s
	g.placeChip(s, team, rep)
	return Violation{}
}

// sequenceHolding is the index of the first sequence that holds s, or -1.
func (g *Game) sequenceHolding(s Space) int {
	for i := 0; i < g.nSeqs; i++ {
		if g.seqMasks[i].Has(s) {
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
		if g.seqs[i].Team == t && g.seqMasks[i].Intersect(mask).Len() > 1 {
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
	g.seqs[g.nSeqs], g.seqMasks[g.nSeqs] = q, mask
	g.nSeqs++
	g.seqCount[q.Team]++
	g.board.locked = g.board.locked.Union(mask.Minus(Corners))
	return true
}
