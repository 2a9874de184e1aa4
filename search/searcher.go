package search

import (
	"time"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/searchcore"
)

// Config says how long a Searcher searches for a move.
type Config struct {
	// Playouts is the number of playouts a move; 0 means as many as
	// MoveTime allows, or DefaultPlayouts when MoveTime is 0 too.
	Playouts int
	// MoveTime is the time the protocol gives a move; 0 means no limit.
	// The search stops at TimeShare of it, leaving the rest for reading
	// the position, answering, and a loaded machine.
	MoveTime time.Duration
	// Untimed has the searcher ignore the time it is told (SetMoveTime),
	// so that a number of Playouts gives the same plays however loaded the
	// machine: seqref bot strong --playouts N.
	Untimed bool
}

// DefaultPlayouts is the number of playouts a move when Config gives
// neither a number nor a time.
const DefaultPlayouts = 1000

// TimeShare is the share of Config.MoveTime that a search takes: the rest
// is for reading the position and answering, and for a machine so loaded
// that the bot waits to run (at 200 ms a move on a 2-core machine with a
// load of 8, half the time was too little for one move in a hundred).
const TimeShare = 0.3

// HardShare is the share of Config.MoveTime after which a search stops
// wherever it is, with the best candidate by mean of those still in: the
// rounds of sequential halving play one deal each at least, and on a
// loaded machine those overran TimeShare by half as much again.
const HardShare = 0.5

// Searcher chooses plays by determinized Monte Carlo search (see the
// package comment). It keeps its memory from move to move; it is not safe
// for use by several goroutines at once.
type Searcher struct {
	core *searchcore.Searcher
}

// New returns a searcher with the given budget, its random choices seeded
// with seed.
func New(cfg Config, seed uint64) *Searcher {
	return &Searcher{core: searchcore.New(searchcore.Config(cfg), searchcore.DefaultParams(), seed)}
}

// Reseed restarts the searcher's random choices from seed, for a new game:
// it forgets the cards it saw played.
func (s *Searcher) Reseed(seed uint64) { s.core.Reseed(seed) }

// See tells the searcher another player's entry, without its draws, or a
// reshuffle (seat -1): the cards played are then not dealt to the other
// hands or the pile, until a reshuffle puts them back.
func (s *Searcher) See(seat int, actions []engine.Action) { s.core.See(seat, actions) }

// Err is the first error a playout met: the engine refusing a turn the
// playout policy wrote, which would be a fault of the searcher. A search
// that meets one stops and plays the best candidate so far.
func (s *Searcher) Err() error { return s.core.Err() }

// Dead chooses a dead card of hand to turn in, the first the hand holds,
// or reports false when it holds none. A dead card is always worth turning
// in: the card that replaces it may be played.
func (s *Searcher) Dead(g *engine.Game, p int, hand []engine.Card) (engine.Card, bool) {
	return s.core.Dead(g, p, hand)
}

// Play chooses player p's play in g from hand, or a pass when no card can
// be played. Of g it reads only what the player sees: the board, the
// sequences, the ruleset and the seating; hand is the player's hand.
func (s *Searcher) Play(g *engine.Game, p int, hand []engine.Card) engine.Action {
	return s.core.Play(g, p, hand)
}

// SetMoveTime tells the searcher the time the referee gives its next
// moves (docs/protocol.md, "Time"), 0 for none: it then searches for
// TimeShare of the shorter of that and Config.MoveTime, or its playouts,
// whichever ends first. A bot told its time by the referee needs no
// --move-time of its own. With Config.Untimed it does nothing.
func (s *Searcher) SetMoveTime(d time.Duration) { s.core.SetMoveTime(d) }
