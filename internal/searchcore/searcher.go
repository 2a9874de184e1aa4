package searchcore

import (
	"math/bits"
	"time"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/pcgrand"
)

// Config is search.Config, whose fields (and their meaning, documented
// there) it has: package search converts one into the other.
type Config struct {
	Playouts int
	MoveTime time.Duration
	Untimed  bool
}

// The budget's figures, package search's (documented there, and held
// equal to these by its tests): the playouts a move when Config gives
// neither a number nor a time, the share of the move time a search takes,
// and the share after which it stops wherever it is.
const (
	DefaultPlayouts = 1000
	TimeShare       = 0.3
	HardShare       = 0.5
)

// Search constants.
const (
	// jackCandidates is how many plays of each wild or remove card are
	// searched: those with the highest placeScore or removeScore.
	jackCandidates = 3
	// stream is the PCG stream of a searcher's random choices.
	stream = 0x5ea7c4
)

// Searcher chooses plays by determinized Monte Carlo search (see the
// package comment). It keeps its memory from move to move; it is not safe
// for use by several goroutines at once.
type Searcher struct {
	cfg  Config
	told time.Duration // the time the referee gives the next move, 0 when not told
	hard time.Time     // when the search in progress stops wherever it is; zero for never
	rng  pcgrand.Source
	r    playout
	game engine.Game

	arms  []arm
	plays []engine.Action
	dealt []engine.Card // the unseen cards, in the order of the last shuffle
	mine  []engine.Card
	hands [engine.MaxPlayers][]engine.Card
	setup engine.Setup
	// out counts the cards seen played or turned in since the last
	// reshuffle (See, and the searcher's own plays).
	out   [engine.NumCards]int
	start engine.Start
	err   error
	par   Params
}

// arm is a candidate play and the results of its playouts.
type arm struct {
	play   engine.Action
	static int // its placeScore or removeScore, to order candidates
	n      int
	sum    float64
}

// New returns a searcher with the given budget and tuning, its random
// choices seeded with seed. Plies beyond MaxPlies search MaxPlies.
func New(cfg Config, par Params, seed uint64) *Searcher {
	par.ReplyPlies = min(par.ReplyPlies, MaxPlies)
	par.ReplyPliesFour = min(par.ReplyPliesFour, MaxPlies)
	s := &Searcher{cfg: cfg, par: par, plays: make([]engine.Action, 0, engine.NumSpaces)}
	if s.cfg.Playouts <= 0 && s.cfg.MoveTime <= 0 {
		s.cfg.Playouts = DefaultPlayouts
	}
	s.Reseed(seed)
	s.r.rng = &s.rng
	return s
}

// Reseed restarts the searcher's random choices from seed, for a new game:
// it forgets the cards it saw played.
func (s *Searcher) Reseed(seed uint64) {
	s.rng.Seed(seed, stream)
	s.out = [engine.NumCards]int{}
}

// See tells the searcher another player's entry, without its draws, or a
// reshuffle (seat -1): the cards played are then not dealt to the other
// hands or the pile, until a reshuffle puts them back.
func (s *Searcher) See(seat int, actions []engine.Action) {
	if seat < 0 {
		s.out = [engine.NumCards]int{}
		return
	}
	for _, a := range actions {
		s.played(a)
	}
}

// played counts the card of a play or a dead card turned in as out.
func (s *Searcher) played(a engine.Action) {
	switch a.Kind {
	case engine.TurnInDead, engine.Place, engine.Take, engine.PlaceShort:
		if a.Card < engine.NumCards {
			s.out[a.Card]++
		}
	}
}

// Err is the first error a playout met: the engine refusing a turn the
// playout policy wrote, which would be a fault of the searcher. A search
// that meets one stops and plays the best candidate so far.
func (s *Searcher) Err() error { return s.err }

// Dead chooses a dead card of hand to turn in, the first the hand holds,
// or reports false when it holds none. A dead card is always worth turning
// in: the card that replaces it may be played.
func (s *Searcher) Dead(g *engine.Game, p int, hand []engine.Card) (engine.Card, bool) {
	for _, c := range hand {
		if g.DeadSet().Has(c) {
			return c, true
		}
	}
	return engine.NoCard, false
}

// Play chooses player p's play in g from hand, or a pass when no card can
// be played. Of g it reads only what the player sees: the board, the
// sequences, the ruleset and the seating; hand is the player's hand.
func (s *Searcher) Play(g *engine.Game, p int, hand []engine.Card) engine.Action {
	a := s.choose(g, p, hand)
	s.played(a)
	return a
}

// choose is Play without counting the play as out.
func (s *Searcher) choose(g *engine.Game, p int, hand []engine.Card) engine.Action {
	t := g.TeamOf(p)
	if won, ok := s.candidates(g, t, hand); ok {
		return won
	}
	switch len(s.arms) {
	case 0:
		return engine.Action{Kind: engine.Pass, Space: engine.NoSpace}
	case 1:
		return s.arms[0].play
	}
	s.prepare(g, p, hand)
	s.halve(p, t)
	return s.best()
}

// candidates lists the plays to search in s.arms: every play of a normal
// card, and the best few of each wild and remove card. It returns a play
// that wins at once, if there is one, and true.
func (s *Searcher) candidates(g *engine.Game, t engine.Team, hand []engine.Card) (engine.Action, bool) {
	s.arms = s.arms[:0]
	live := engine.CardSetOf(hand...) & g.PlayableSet(t)
	for w := uint64(live); w != 0; w &= w - 1 {
		c := engine.Card(bits.TrailingZeros64(w))
		s.plays = g.AppendPlaysOf(s.plays[:0], c, t)
		first := len(s.arms)
		for _, a := range s.plays {
			score := staticScore(g, a, t)
			if score == scoreWin {
				return a, true
			}
			s.arms = append(s.arms, arm{play: a, static: score})
		}
		if g.Rules().Kind(c) != engine.Normal {
			s.arms = append(s.arms[:first], bestArms(s.arms[first:], jackCandidates)...)
		}
	}
	return engine.Action{}, false
}

// bestArms returns the n arms of highest static score, highest first (the
// first in board order among equals), moved to the front of arms: each arm
// in turn is inserted into the best so far, which stay sorted, and dropped
// when it is no better than the n-th. It costs len(arms) times n at most.
func bestArms(arms []arm, n int) []arm {
	k := 0
	for _, a := range arms {
		if k == n && (n == 0 || a.static <= arms[k-1].static) {
			continue
		}
		if k < n {
			k++
		}
		j := k - 1
		for ; j > 0 && arms[j-1].static < a.static; j-- {
			arms[j] = arms[j-1]
		}
		arms[j] = a
	}
	return arms[:k]
}

// prepare makes the setup that every playout deals into: g's position with
// player p to move, and the cards p has not seen.
func (s *Searcher) prepare(g *engine.Game, p int, hand []engine.Card) {
	rules := g.Rules()
	var left [engine.NumCards]int
	for c := range left {
		left[c] = int(rules.Copies[c])
	}
	// A card is out as many times as it was seen played, or as its
	// spaces hold chips, whichever is more.
	var onBoard [engine.NumCards]int
	board := g.Board()
	for w := board.Occupied(); !w.IsEmpty(); {
		sp := w.First()
		w = w.Without(sp)
		onBoard[g.Layout().Card(sp)]++
	}
	for c := range left {
		left[c] -= max(onBoard[c], s.out[c])
	}
	for _, c := range hand {
		left[c]--
	}
	s.dealt = s.dealt[:0]
	for c := engine.Card(1); c < engine.NumCards; c++ {
		for ; left[c] > 0; left[c]-- { // a card held and seen twice is below 0
			s.dealt = append(s.dealt, c)
		}
	}
	s.start = engine.Start{Board: *board, ToMove: p}
	for _, q := range g.Sequences() {
		s.start.Sequences = append(s.start.Sequences, engine.StartSequence{Team: q.Team, From: q.From, To: q.To()})
	}
	n := g.Players()
	s.setup = engine.Setup{Rules: rules, Layout: g.Layout(), Teams: s.setup.Teams[:0], Hands: s.hands[:n], DeckKnown: true, Start: &s.start}
	for q := 0; q < n; q++ {
		s.setup.Teams = append(s.setup.Teams, g.TeamOf(q))
	}
	s.mine = append(s.mine[:0], hand...)
	s.r.jacks = appendJacks(s.r.jacks[:0], rules)
	s.r.plies, s.r.top = 0, 0
	s.r.jacksTried, s.r.horizon = s.par.ReplyJacks, s.par.Horizon
	switch n {
	case 2:
		s.r.plies = s.par.ReplyPlies
	case 4:
		s.r.plies, s.r.top = s.par.ReplyPliesFour, s.par.ReplyTopFour
	}
	s.hands[p] = s.mine
}

// shuffle puts the unseen cards in a new random order, for the next deal.
func (s *Searcher) shuffle() { pcgrand.Shuffle(&s.rng, s.dealt) }

// playout deals the unseen cards, in the order of the last shuffle, into
// the other hands and the pile, plays a for player p of team t, and plays
// the game to its end; it returns what the end is worth to t.
func (s *Searcher) playout(p int, t engine.Team, a engine.Action) (float64, error) {
	size := int(s.setup.Rules.Deal[len(s.setup.Teams)])
	rest := s.dealt
	var hands [][]engine.Card
	if s.par.Peek != nil {
		hands, rest = s.par.Peek()
	}
	for q := range s.setup.Hands {
		switch {
		case q == p:
		case hands != nil:
			s.hands[q] = hands[q]
		default:
			k := min(size, len(rest))
			s.hands[q], rest = rest[:k], rest[k:]
		}
	}
	s.setup.Deck = rest
	if v := s.game.Init(s.setup); !v.OK() {
		return 0, engineError("deal", v)
	}
	s.r.pile, s.r.next = rest, 0
	if s.r.left() < 1 {
		return 1 / float64(teamCount(&s.game)), nil
	}
	s.r.acts[0], s.r.acts[1] = a, s.r.draw()
	if v := s.game.Push(p, s.r.acts[:2]); !v.OK() {
		return 0, engineError("candidate", v)
	}
	if s.r.plies > 0 {
		v := s.r.minimax(&s.game, t, s.r.plies, windowSums(&s.game))
		return v, s.r.err
	}
	return s.r.run(&s.game, t)
}

// best is the play of the first arm: after halving, the one left.
func (s *Searcher) best() engine.Action { return s.arms[0].play }
