package engine

// MaxSequences is the most completed sequences a game can hold.
const MaxSequences = 16

// Game is the state of one game: the board, the sequences, what is known of
// every hand and of the draw pile, the discards, and who is to move. It is a
// value with fixed-size arrays only, so that copying it copies the whole game
// and applying an entry allocates nothing.
type Game struct {
	gameState
	// hands are kept apart from the rest because a player's entry changes
	// only that player's hand: Turn saves the state and one hand, not twelve.
	hands [MaxPlayers]Hand
}

// gameState is everything of a Game but the hands.
type gameState struct {
	rules  *Ruleset
	layout *Layout

	players int
	teams   int
	teamOf  [MaxPlayers]Team
	inPlay  [MaxTeams]bool
	need    int

	board Board
	// lineBits are the chips of every team once more, line by line in each
	// direction (linebits.go), kept as chips come and go.
	lineBits [MaxTeams]lineBoards
	// The cards of each kind under the rules, and the normal cards that are
	// dead now (both their spaces covered), as sets of card bits (bit c for
	// card c; NumCards is below 64). dead changes with every chip placed or
	// taken off, so a dead card or a playable one is a bit test.
	normalCards, wildCards, removeCards CardSet
	dead                                CardSet

	seqs     [MaxSequences]Sequence
	nSeqs    int
	seqCount [MaxTeams]int
	winner   Team
	// preStart is true while the discards may hold cards discarded before a
	// start position, which nobody has seen: until the first reshuffle.
	preStart bool

	pile   Pile
	toMove int

	// discards since the last reshuffle: known cards by count, and how many
	// discards nobody knows (table talk forfeits whose card is not written).
	discards        [NumCards]uint8
	knownDiscards   int
	unknownDiscards int

	// A pile formed by a reshuffle whose order is not known yet: the cards it
	// was formed from, whether it may hold cards discarded before the start,
	// and the cards drawn from it since (NoCard when unknown). A reshuffle
	// entry right after the entry that formed it gives its order.
	awaiting    bool
	formed      [NumCards]uint8
	formedAny   int  // cards of unknown identity in it
	formedExtra bool // it may hold cards discarded before the start
	drawnFromIt [MaxPlayers]Card
	nDrawn      int
}

// Rules is the ruleset the game is played under.
func (g *Game) Rules() *Ruleset { return g.rules }

// Layout is the board the game is played on.
func (g *Game) Layout() *Layout { return g.layout }

// Players is the number of players.
func (g *Game) Players() int { return g.players }

// TeamOf is the team of the player in seat p (0 moves first).
func (g *Game) TeamOf(p int) Team { return g.teamOf[p] }

// Teams lists the teams in play, in colour order.
func (g *Game) Teams() []Team {
	var out []Team
	for t := Green; t <= Red; t++ {
		if g.inPlay[t] {
			out = append(out, t)
		}
	}
	return out
}

// InPlay reports whether team t plays in this game.
func (g *Game) InPlay(t Team) bool { return t >= Green && t <= Red && g.inPlay[t] }

// Need is the number of sequences a team needs to win.
func (g *Game) Need() int { return g.need }

// Board is a copy of the current board, to read (a few words: three bit
// sets a team; the call is inlined, and the copy stays on the caller's
// stack unless kept). A copy, so that no caller can put a chip on the
// game's board behind its back: the game keeps its sequences and threats
// in step with every chip it places itself, and a chip put on its board by
// anyone else would be one it never counted (FuzzGameCounts).
func (g *Game) Board() *Board {
	b := g.board
	return &b
}

// Sequences lists the completed sequences in the order they were completed
// (those of the start position first, as the record lists them).
func (g *Game) Sequences() []Sequence { return append([]Sequence(nil), g.seqs[:g.nSeqs]...) }

// SequenceCount is how many sequences team t has completed.
func (g *Game) SequenceCount(t Team) int { return g.seqCount[t] }

// Winner is the team that has won, or NoTeam.
func (g *Game) Winner() Team { return g.winner }

// ToMove is the seat of the player to move.
func (g *Game) ToMove() int { return g.toMove }

// Hand is what is known of the hand of the player in seat p.
func (g *Game) Hand(p int) *Hand { return &g.hands[p] }

// Pile is what is known of the draw pile.
func (g *Game) Pile() *Pile { return &g.pile }

// Discards is how many cards were discarded since the last reshuffle.
func (g *Game) Discards() int { return g.knownDiscards + g.unknownDiscards }

// countsJudged reports whether card-count's second half applies: only while
// the size of the draw pile is known (docs/format.md section 8).
func (g *Game) countsJudged() bool { return g.pile.sizeKnown }

// kindSets sets the card sets of each kind from the rules.
func (g *Game) kindSets() {
	var of [Removal + 1]CardSet // the cards of each kind
	for c := Card(1); c < NumCards; c++ {
		if k := g.rules.Kinds[c]; k <= Removal {
			of[k] |= 1 << c
		}
	}
	g.normalCards, g.wildCards, g.removeCards = of[Normal], of[Wild], of[Removal]
}

// updateDead brings the dead set up to date for the card shown on s, after
// a chip was placed on or taken off s.
func (g *Game) updateDead(s Space) {
	// Without a branch on the board: bit is c's bit when c is a normal card
	// (0 otherwise, for a corner too), and covered is bit when both of c's
	// spaces are covered.
	c := g.layout.card[s]
	bit := CardSet(1) << c & g.normalCards
	covered := bit
	if open := g.layout.masks[c].Minus(g.board.occupied); open.lo|open.hi != 0 {
		covered = 0 // a conditional move, not a branch
	}
	g.dead = g.dead&^bit | covered
}

// allDead computes the dead set from the board.
func (g *Game) allDead() {
	g.dead = 0
	for c := Card(1); c < NumCards; c++ {
		if g.normalCards&(1<<c) != 0 && g.layout.masks[c].Minus(g.board.occupied).IsEmpty() {
			g.dead |= 1 << c
		}
	}
}

// removable is the set of chips a player of team t may take off: the
// unlocked chips of the other teams, which are all the chips but t's, as
// occupied is the union of every team's chips.
func (g *Game) removable(t Team) SpaceSet {
	var own SpaceSet
	if t >= Green && t <= Red {
		own = g.board.chips[t]
	}
	return g.board.occupied.Minus(own).Minus(g.board.locked)
}

// playableCard returns the first card, in card order, of a known hand that
// can be played, and false when there is none (or the hand is not known).
func (g *Game) playableCard(p int) (Card, bool) {
	h := &g.hands[p]
	if !h.Known() {
		return NoCard, false
	}
	playable := g.PlayableSet(g.teamOf[p])
	for c := Card(1); c < NumCards; c++ {
		if h.cards[c] > 0 && playable.Has(c) {
			return c, true
		}
	}
	return NoCard, false
}

// Blocked reports whether the game can never go on: no card is left to draw
// (the pile and the discards are empty), every hand is known, and no player
// holds a card that can be played. Only passes are possible from there; the
// game ends without a winner (docs/rules.md).
func (g *Game) Blocked() bool {
	if g.winner != NoTeam || g.cardsLeft() {
		return false // what nearly every call finds: keep this test small enough to inline
	}
	return g.noPlayLeft()
}

// noPlayLeft is Blocked once no card is left to draw: every hand is known
// and none can be played.
func (g *Game) noPlayLeft() bool {
	for p := 0; p < g.players; p++ {
		if !g.hands[p].Known() {
			return false
		}
		if _, ok := g.playableCard(p); ok {
			return false
		}
	}
	return true
}

// String is the board in position notation.
func (g *Game) String() string { return g.board.String() }
