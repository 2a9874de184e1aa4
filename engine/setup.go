package engine

// Setup is everything a record says before its first entry.
type Setup struct {
	Rules  *Ruleset
	Layout *Layout // nil for the standard board
	// Teams is the team of every player, in seating order. NoTeam stands for a
	// colour that is not green, blue or red.
	Teams []Team
	// Hands are the starting hands by seat; nil for a hand the record does not
	// give. With Start they are the hands at the start position.
	Hands [][]Card
	// Deck is the draw pile, top first, when DeckKnown.
	Deck      []Card
	DeckKnown bool
	// Start, when not nil, is the position the game starts from.
	Start *Start
}

// Start is a position to start from instead of an empty board.
type Start struct {
	Board     Board
	Sequences []StartSequence
	ToMove    int
}

// StartSequence is a completed sequence as a record lists it: a team and the
// two ends, in any order.
type StartSequence struct {
	Team     Team
	From, To Space
}

// NewGame checks the setup (the setup-* rules of docs/format.md section 8, in
// their order) and returns the game ready for its first entry. On a
// violation the returned game is nil.
func NewGame(s Setup) (*Game, Violation) {
	g := new(Game)
	if v := g.Init(s); !v.OK() {
		return nil, v
	}
	return g, Violation{}
}

// Init sets g up for a new game from s as NewGame does, in g's own memory,
// so that a caller playing many games allocates nothing per game. On a
// violation g is in no defined state.
func (g *Game) Init(s Setup) Violation {
	*g = Game{gameState: gameState{rules: s.Rules, layout: s.Layout, players: len(s.Teams), winner: NoTeam}}
	if g.layout == nil {
		g.layout = StandardLayout
	}
	g.kindSets()
	// The checks are called one by one, not through a table of functions,
	// so that s stays off the heap: Init must allocate nothing per game
	// (BenchmarkSimulateRandom2p in play reports 0 allocs/op).
	if v := g.checkSetup(&s); !v.OK() {
		return v
	}
	if s.Start != nil {
		g.allDead() // an empty board has no dead card
	}
	g.deal(&s)
	return Violation{}
}

// checkSetup runs the setup checks in the order of the rules, and sets the
// start position; it returns the first violation.
func (g *Game) checkSetup(s *Setup) Violation {
	if v := g.checkPlayers(s); !v.OK() {
		return v
	}
	if v := g.checkTeams(s); !v.OK() {
		return v
	}
	if v := g.checkSeating(s); !v.OK() {
		return v
	}
	if v := g.checkHands(s); !v.OK() {
		return v
	}
	if v := g.checkDeck(s); !v.OK() {
		return v
	}
	return g.setStart(s)
}

func (g *Game) checkPlayers(s *Setup) Violation {
	if !g.rules.AllowsPlayers(g.players) {
		v := violation(SetupPlayers, NoDetail)
		v.n = g.players
		return v
	}
	return Violation{}
}

func (g *Game) checkTeams(s *Setup) Violation {
	var size [MaxTeams]int
	for p, t := range s.Teams {
		if t < Green || t > Red {
			v := violation(SetupTeams, TeamColour)
			v.Player = p
			return v
		}
		size[t]++
		g.teamOf[p] = t
		if !g.inPlay[t] {
			g.inPlay[t] = true
			g.teams++
		}
	}
	if g.teams < 2 {
		v := violation(SetupTeams, TooFewTeams)
		v.m = g.teams
		return v
	}
	first := NoTeam
	for t := Green; t <= Red; t++ {
		if size[t] == 0 {
			continue
		}
		if first == NoTeam {
			first = t
		} else if size[t] != size[first] {
			v := violation(SetupTeams, UnequalTeams)
			v.Team, v.n, v.m = t, size[t], size[first]
			v.Player = lastSeatOf(s.Teams, t)
			return v
		}
	}
	if g.rules.ThreeTeamsOnlyAlone && g.teams == 3 && g.players != 3 {
		v := violation(SetupTeams, TooManyTeams)
		v.n, v.m = g.players, g.teams
		return v
	}
	g.need = g.rules.SequencesToWin(g.teams)
	return Violation{}
}

func lastSeatOf(teams []Team, t Team) int {
	for p := len(teams) - 1; p >= 0; p-- {
		if teams[p] == t {
			return p
		}
	}
	return -1
}

func (g *Game) checkSeating(s *Setup) Violation {
	for p := g.teams; p < g.players; p++ {
		if g.teamOf[p] != g.teamOf[p-g.teams] {
			v := violation(SetupSeating, NoDetail)
			v.Player, v.Team = p, g.teamOf[p]
			v.n, v.m = p-g.teams, g.teams
			return v
		}
	}
	return Violation{}
}

func (g *Game) checkHands(s *Setup) Violation {
	if s.Start != nil {
		return Violation{}
	}
	deal := int(g.rules.Deal[g.players])
	for p, h := range s.Hands {
		if h != nil && len(h) != deal {
			v := violation(SetupHands, HandSize)
			v.Player, v.n, v.m = p, len(h), deal
			return v
		}
	}
	return Violation{}
}

func (g *Game) checkDeck(s *Setup) Violation {
	// left[c] counts down the copies of c not seen yet; a card past the
	// last counts as NoCard, of which the deck has none.
	left := g.rules.Copies
	count := func(p int, cards []Card) Violation {
		for i, c := range cards {
			if c >= NumCards {
				c = NoCard
			}
			if left[c] == 0 {
				v := violation(SetupDeck, TooManyCopies)
				v.Player, v.Card, v.n, v.m = p, c, int(g.rules.Copies[c])+1, int(g.rules.Copies[c])
				v.ActionIndex = i
				return v
			}
			left[c]--
		}
		return Violation{}
	}
	for p, h := range s.Hands {
		if v := count(p, h); !v.OK() {
			return v
		}
	}
	if !s.DeckKnown {
		return Violation{}
	}
	if v := count(-1, s.Deck); !v.OK() {
		return v
	}
	if s.Start == nil {
		left := g.rules.DeckSize - g.players*int(g.rules.Deal[g.players])
		if len(s.Deck) != left {
			v := violation(SetupDeck, DeckSize)
			v.n, v.m = len(s.Deck), left
			return v
		}
	}
	return Violation{}
}

func (g *Game) setStart(s *Setup) Violation {
	st := s.Start
	if st == nil {
		return Violation{}
	}
	if st.ToMove < 0 || st.ToMove >= g.players {
		// A record names the player to move, so only a library caller
		// gets here; a seat outside the seating would make every turn
		// out-of-turn, or index past the hands.
		v := violation(SetupStart, StartToMove)
		v.n, v.m = g.players, st.ToMove
		return v
	}
	g.preStart = true
	g.board = st.Board
	g.board.locked = g.board.locked.Minus(Corners)
	g.board.occupied = g.board.occupied.Minus(Corners)
	for t := Green; t <= Red; t++ {
		g.board.chips[t] = g.board.chips[t].Minus(Corners)
		if !g.inPlay[t] && !g.board.chips[t].IsEmpty() {
			v := violation(SetupStart, StartColour)
			v.Team, v.Space = t, g.board.chips[t].First()
			return v
		}
	}
	g.setLines()
	if len(st.Sequences) > MaxSequences {
		v := violation(SetupStart, StartTooMany)
		v.n = len(st.Sequences)
		return v
	}
	var covered SpaceSet
	for i, ls := range st.Sequences {
		v := violation(SetupStart, NoDetail)
		v.n, v.Team, v.Space, v.space2 = i, ls.Team, ls.From, ls.To
		if !g.InPlay(ls.Team) {
			v.Detail = StartColour
			return v
		}
		q, ok := SequenceBetween(ls.Team, ls.From, ls.To)
		if !ok {
			v.Detail = StartNotInLine
			return v
		}
		mask := q.Mask()
		if bad := mask.Minus(Corners).Minus(g.board.chips[ls.Team].Intersect(g.board.locked)); !bad.IsEmpty() {
			v.Detail, v.m = StartNotLocked, int(bad.First())
			return v
		}
		for j := 0; j < g.nSeqs; j++ {
			if g.seqs[j].Team == ls.Team && g.seqs[j].Mask().Intersect(mask).Len() > 1 {
				v.Detail, v.m = StartOverlap, j
				return v
			}
		}
		g.addSequence(q, mask)
		covered = covered.Union(mask)
	}
	if outside := g.board.locked.Minus(covered); !outside.IsEmpty() {
		v := violation(SetupStart, StartLockedOutside)
		v.Space = outside.First()
		v.Team = g.board.TeamAt(v.Space)
		return v
	}
	for t := Green; t <= Red; t++ {
		if g.seqCount[t] < g.need {
			continue
		}
		if g.winner != NoTeam {
			v := violation(SetupStart, StartTwoWinners)
			v.Team = t
			return v
		}
		g.winner = t
	}
	g.toMove = st.ToMove
	return Violation{}
}

// deal sets up the hands and the pile from a setup that passed its checks.
func (g *Game) deal(s *Setup) {
	deal := int8(g.rules.Deal[g.players])
	allHands := true
	var held [NumCards]int
	for p := 0; p < g.players; p++ {
		h := &g.hands[p]
		var cards []Card
		if p < len(s.Hands) {
			cards = s.Hands[p]
		}
		switch {
		case cards != nil:
			h.known, h.sizeKnown = true, true
			for _, c := range cards {
				h.add(c)
				held[c]++
			}
		case s.Start == nil:
			h.sizeKnown, h.size = true, deal
			allHands = false
		default:
			allHands = false
		}
	}
	switch {
	case s.DeckKnown:
		g.pile.setKnown(s.Deck)
	case s.Start == nil:
		g.pile.sizeKnown = true
		g.pile.size = int16(g.rules.DeckSize - g.players*int(deal))
		if allHands {
			g.pile.countsKnown = true
			for c := range g.pile.counts {
				g.pile.counts[c] = g.rules.Copies[c] - uint8(held[c])
			}
		}
	}
}
