package engine

// play judges and applies the play (or pass) of a turn, the action at; named
// are the sequences the entry names for a placement, the first of them at
// index first.
func (g *Game) play(j *judging, at int, named []Action, first int) bool {
	player, a := j.player, j.acts[at]
	team := g.teamOf[player]
	if a.Kind == Pass {
		if c, ok := g.playableCard(player); ok {
			v := j.fail(PassPlayable, NoDetail)
			v.Player, v.Card, v.ActionIndex = player, c, at
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
		v.Player, v.Card, v.ActionIndex, v.Space = player, c, at, a.Space
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
			v.Space, v.space2 = sp[0], sp[1]
			return false
		case 2:
			v := fail(Ambiguous, NoDetail)
			v.Space, v.space2 = sp[0], sp[1]
			return false
		}
		s = open.First()
	case Place:
		if kind == Removal {
			fail(WrongCard, RemoveCardPlaced)
			return false
		}
		if !s.Valid() {
			fail(WrongSpace, OffBoard)
			return false
		}
		if s.IsCorner() {
			fail(CornerSpace, NoDetail)
			return false
		}
		if kind == Normal && !g.layout.Shows(s, c) {
			v := fail(WrongSpace, NoDetail)
			v.card2, v.space2 = g.layout.card[s], g.layout.spaces[c][0]
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
		if !s.Valid() {
			fail(WrongSpace, OffBoard)
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
			v.Team, v.n = t, g.sequenceHolding(s)
			return false
		}
		g.discard(player, c)
		g.takeChip(s, t)
		j.rep.Card, j.rep.Space, j.rep.Removed = c, s, t
		return true
	}
	g.discard(player, c)
	j.rep.Card, j.rep.Space = c, s
	return g.placeChip(&j.rep, j, s, team, named, first)
}

// putChip puts a chip of team t on s, with everything kept from the board,
// and tells in which directions it completes five in a row, as fiveThrough
// would have told before: the line boards are read once for both.
func (g *Game) putChip(s Space, t Team) uint64 {
	g.board.chips[t] = g.board.chips[t].With(s)
	g.board.occupied = g.board.occupied.With(s)
	g.updateDead(s)
	b, q := &g.lineBits[t], &segments[s]
	return fiveIn(q[0].putNine(b) | q[1].putNine(b)<<16 | q[2].putNine(b)<<32 | q[3].putNine(b)<<48)
}

// takeChip takes team t's chip off s, with everything kept from the board:
// the line boards and the dead cards.
func (g *Game) takeChip(s Space, t Team) {
	g.clearLine(s, t)
	g.board.Clear(s)
	g.updateDead(s)
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

// placeChip puts a chip of team t on s and claims the sequences it completes:
// those the record names first, in the order written, then the rest in the
// greedy order. A named sequence that cannot be claimed is a violation of
// claim, recorded in j (which may be nil when named is empty); the
// sequences and the win go into rep.
func (g *Game) placeChip(rep *Report, j *judging, s Space, t Team, named []Action, first int) bool {
	if len(named) == 0 {
		if dirs := g.putChip(s, t); dirs != 0 {
			var claims Claims
			g.claimCompleted(rep, &claims, s, t, dirs)
		}
		return true
	}
	// The sequences named are judged before the chip goes on.
	var claims Claims
	dirs := g.fiveThrough(s, t)
	if !g.claimNamed(j, &claims, s, t, named, first) {
		return false
	}
	g.putChip(s, t)
	g.claimCompleted(rep, &claims, s, t, dirs)
	return true
}

// claimCompleted claims, after the sequences already in c, those that the
// chip of team t just put on s completes in directions dirs (from putChip
// or fiveThrough), in the greedy order; it adds them to the game and to
// rep, and ends the game when t has the sequences it needs.
func (g *Game) claimCompleted(rep *Report, c *Claims, s Space, t Team, dirs uint64) {
	g.claimWindows(c, s, t, dirs)
	for i := 0; i < c.n; i++ {
		g.addSequence(c.seqs[i], c.seqs[i].Mask())
	}
	rep.seqs, rep.nSeqs = c.seqs, c.n
	if g.seqCount[t] >= g.need && g.winner == NoTeam {
		g.winner = t
		rep.Won = true
	}
}

// Claims are the sequences one placement completes, in claiming order.
// It is small (the masks are looked up when needed), as every placement
// starts an empty one.
type Claims struct {
	seqs [8]Sequence
	n    int
}

// Sequences lists the claimed sequences.
func (c *Claims) Sequences() []Sequence { return c.seqs[:c.n] }

// Len is the number of claimed sequences.
func (c *Claims) Len() int { return c.n }

// add appends a sequence unless it shares more than one space with one
// already claimed, or no more fit; it reports whether it was added.
func (c *Claims) add(q Sequence, mask SpaceSet) bool {
	if c.n == len(c.seqs) {
		return false
	}
	for i := 0; i < c.n; i++ {
		if c.seqs[i].Mask().Intersect(mask).Len() > 1 {
			return false
		}
	}
	c.seqs[c.n] = q
	c.n++
	return true
}

// Claims says which sequences a chip of team t placed on s would complete,
// greedily, in the order of docs/format.md section 4: the lines through s in the
// order row, column, diagonal down-right, diagonal down-left, and within a
// line the windows from the one whose top (or left) end is furthest up. A
// window is claimed when it holds t's chips and corners only and shares at
// most one space with every sequence t has, those claimed by this placement
// included. The game is not changed.
func (g *Game) Claims(s Space, t Team) Claims {
	var c Claims
	g.claimGreedy(&c, s, t)
	return c
}

// claimGreedy adds to c the windows through s that a chip of team t there
// completes, in the greedy order, after those c already holds.
func (g *Game) claimGreedy(c *Claims, s Space, t Team) {
	g.claimWindows(c, s, t, g.fiveThrough(s, t))
}

// claimWindows is claimGreedy once the line boards have said in which
// directions five in a row would be full (dirs, from fiveThrough): nearly
// always in none, and only those directions' windows are walked.
func (g *Game) claimWindows(c *Claims, s Space, t Team, dirs uint64) {
	if dirs == 0 {
		return
	}
	own := g.board.chips[t].With(s).Union(Corners)
	for d := Direction(0); d < 4; d++ {
		if dirs>>(16*d)&0xffff == 0 {
			continue
		}
		ws := &windowsThrough[s][d]
		for i := uint8(0); i < windowCount[s][d]; i++ {
			w := &ws[i]
			if !w.mask.Minus(own).IsEmpty() || !g.SharesAtMostOne(t, w.mask) || g.nSeqs+c.n >= MaxSequences {
				continue
			}
			c.add(Sequence{Team: t, From: w.from, Dir: d}, w.mask)
		}
	}
}

// claimNamed adds to c the sequences a record names for a chip of team t
// placed on s, in the order written; first is the index of the first Claim
// action in the entry. A sequence that is not five spaces in a line through
// s holding t's chips (or corners), or that shares more than one space with
// another of t's, is a violation of claim.
func (g *Game) claimNamed(j *judging, c *Claims, s Space, t Team, named []Action, first int) bool {
	own := g.board.chips[t].With(s).Union(Corners)
	for i, a := range named {
		fail := func(d Detail) bool {
			v := j.fail(WrongClaim, d)
			v.Player, v.Team, v.ActionIndex, v.Space, v.space2 = j.player, t, first+i, a.Space, a.To
			return false
		}
		q, ok := SequenceBetween(t, a.Space, a.To)
		if !ok {
			return fail(ClaimNotInLine)
		}
		mask := q.Mask()
		switch {
		case !mask.Has(s):
			return fail(ClaimMissesChip)
		case !mask.Minus(own).IsEmpty():
			v := j.fail(WrongClaim, ClaimNotFull)
			v.Player, v.Team, v.ActionIndex, v.Space, v.space2 = j.player, t, first+i, a.Space, a.To
			v.m = int(mask.Minus(own).First())
			return false
		}
		for k := 0; k < g.nSeqs; k++ {
			if g.seqs[k].Team == t && g.seqs[k].Mask().Intersect(mask).Len() > 1 {
				v := j.fail(WrongClaim, ClaimShares)
				v.Player, v.Team, v.ActionIndex, v.Space, v.space2, v.n = j.player, t, first+i, a.Space, a.To, k
				return false
			}
		}
		if g.nSeqs+c.n >= MaxSequences || !c.add(q, mask) {
			v := j.fail(WrongClaim, ClaimShares)
			v.Player, v.Team, v.ActionIndex, v.Space, v.space2, v.n = j.player, t, first+i, a.Space, a.To, -1
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
