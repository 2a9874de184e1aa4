package searchcore

import (
	"math"
	"slices"
	"time"

	"github.com/seqref/seqref/engine"
)

// Omniscient is an alpha-beta searcher that knows what no player knows:
// at its turn it reads the true hands and pile (truth) and searches the
// deterministic game they determine to a number of plies, its own turn
// the first. Each ply chooses among every open space of each normal card
// the player holds and the Params.ReplyJacks best spaces (by staticScore)
// of each jack, after turning in its first dead card, best first by
// staticScore; the leaves are evaluated as the searcher's minimax
// evaluates them, and a win is worth more the sooner it comes. What it
// scores is what omniscience is worth at least, not at most: the lab's
// measure of how much of the game is luck (docs/strong-bot.md, "How far
// a bot can go"). It uses a Searcher for the setup of that game
// (prepare) and for the playout's draws, dead cards and replies.
type Omniscient struct {
	s     *Searcher
	truth func() (hands [][]engine.Card, pile []engine.Card)
	depth int
	// handOrder searches the first ply's plays in the order replies lists
	// them, not best first, so that of equal plays the first listed is
	// made, as the peeking searcher makes it.
	handOrder bool
	// eps is what a win is worth more, and a loss less, for each ply
	// sooner it comes (omniscientEps), 0 in hand order.
	eps   float64
	plies []replyNode // plies[k] is the ply with k+1 plies left
	err   error
	stats OmniscientStats
}

// OmniscientStats are the counts of an Omniscient's searches.
type OmniscientStats struct {
	Moves int
	Nodes int // positions searched
	Spent time.Duration
	// FoundWin and FoundLoss say whether a search valued the position a
	// win or a loss for the seat's team within its depth.
	FoundWin, FoundLoss bool
}

// deepWin is the value of a win to the team it is for, deepWin+eps when
// found with no plies left, eps more for each ply left; a loss is worth 0
// less as much, and evaluate lies between. In hand order eps is 0: a win
// is then worth 1 and a loss 0 whenever they come, as in the minimax of
// the searcher.
const (
	deepWin       = 1.0
	omniscientEps = 1e-3
)

// NewOmniscient is the omniscient searcher of the game whose true hands
// (indexed by seat) and pile, top first, truth gives, searching depth
// plies (1 at least) with par's ReplyJacks. In handOrder it searches the
// first ply's plays in the order the searcher lists its candidates and
// values every win 1, so that of plays of equal value it makes the one a
// Searcher peeking with Params.Peek makes.
func NewOmniscient(truth func() (hands [][]engine.Card, pile []engine.Card), depth int, par Params, handOrder bool, seed uint64) *Omniscient {
	depth = max(depth, 1)
	d := &Omniscient{s: New(Config{Playouts: 1}, par, seed), truth: truth, depth: depth, handOrder: handOrder, eps: omniscientEps, plies: make([]replyNode, depth)}
	if handOrder {
		d.eps = 0
	}
	for k := range d.plies {
		d.plies[k].plays = make([]engine.Action, 0, engine.NumSpaces)
	}
	return d
}

// Stats are the counts of the searches so far.
func (d *Omniscient) Stats() OmniscientStats { return d.stats }

// Err is the first error a search met: the engine refusing a turn it
// wrote, a fault of the searcher.
func (d *Omniscient) Err() error { return d.err }

// Reseed reseeds the searcher, which makes no random choice.
func (d *Omniscient) Reseed(seed uint64) { d.s.Reseed(seed) }

// Dead is the searcher's: the first dead card of the hand, which the
// search's plies turn in too.
func (d *Omniscient) Dead(g *engine.Game, p int, hand []engine.Card) (engine.Card, bool) {
	return d.s.Dead(g, p, hand)
}

// Play is the play of the alpha-beta search of the true deal, or a pass.
// Any dead card was turned in before (Dead), so the first ply is the play
// alone.
func (d *Omniscient) Play(g *engine.Game, p int, hand []engine.Card) engine.Action {
	start := time.Now()
	a := d.choose(g, p, hand)
	d.stats.Spent += time.Since(start)
	d.stats.Moves++
	return a
}

// choose is Play untimed.
func (d *Omniscient) choose(g *engine.Game, p int, hand []engine.Card) engine.Action {
	s := d.s
	t := g.TeamOf(p)
	s.prepare(g, p, hand)
	hands, pile := d.truth()
	for q := range s.setup.Hands {
		if q != p {
			s.hands[q] = slices.Clone(hands[q])
		}
	}
	pile = slices.Clone(pile)
	s.setup.Deck = pile
	if v := s.game.Init(s.setup); !v.OK() {
		d.fault(engineError("deal", v))
		return pass()
	}
	r := &s.r
	r.pile, r.next, r.err = pile, 0, nil
	root := &s.game
	node := &d.plies[d.depth-1]
	node.plays = r.replies(node, root, t, heldSet(root.Hand(p)))
	d.order(node, root, t, !d.handOrder)
	if len(node.arms) == 0 {
		return pass()
	}
	for _, b := range node.arms {
		if b.static == scoreWin {
			return b.play
		}
	}
	if len(node.arms) == 1 || r.left() < 1 {
		return node.arms[0].play
	}
	ws := windowSums(root)
	best, bestValue := node.arms[0].play, math.Inf(-1)
	alpha := math.Inf(-1)
	for _, b := range node.arms {
		r.next = 0
		node.acts[0], node.acts[1] = b.play, r.draw()
		node.game = *root
		if v := node.game.Push(p, node.acts[:2]); !v.OK() {
			d.fault(engineError("candidate", v))
			return best
		}
		d.stats.Nodes++
		v := d.alphaBeta(&node.game, t, d.depth-1, after(root, &node.game, b.play.Space, ws), alpha, math.Inf(1))
		if r.err != nil {
			d.fault(r.err)
			return best
		}
		if v > bestValue {
			best, bestValue = b.play, v
			alpha = v
		}
	}
	d.stats.FoundWin = d.stats.FoundWin || bestValue >= deepWin
	d.stats.FoundLoss = d.stats.FoundLoss || bestValue <= 0
	return best
}

// order scores node.plays for team q in node.arms, in their order, or
// highest staticScore first and in their order among equals when best.
func (d *Omniscient) order(node *replyNode, g *engine.Game, q engine.Team, best bool) {
	node.arms = node.arms[:0]
	for _, a := range node.plays {
		node.arms = append(node.arms, arm{play: a, static: staticScore(g, a, q)})
	}
	if best {
		slices.SortStableFunc(node.arms, func(a, b arm) int { return b.static - a.static })
	}
}

// alphaBeta is what g, with its player to move next in the true deal, is
// worth to team t when the next plies turns are chosen by minimax over
// every play of the player's hand (Params.ReplyJacks spaces for a jack) and the
// position is then evaluated, as playout.minimax values it, searched
// within the window (alpha, beta): a value at or below alpha, or at or
// above beta, is only a bound. A win is worth more, and a loss less, the
// sooner it comes. ws are g's window sums.
func (d *Omniscient) alphaBeta(g *engine.Game, t engine.Team, plies int, ws sums, alpha, beta float64) float64 {
	if w := g.Winner(); w != engine.NoTeam {
		if w == t {
			return deepWin + d.eps*float64(plies+1)
		}
		return -d.eps * float64(plies+1)
	}
	r := &d.s.r
	if plies == 0 || r.left() < 2 {
		return evaluate(g, t, ws, r.jacks)
	}
	node := &d.plies[plies-1]
	p, q, n := r.plyPlays(node, g)
	if len(node.plays) == 0 {
		node.acts[n] = pass()
		node.game = *g
		if v := node.game.Push(p, node.acts[:n+1]); !v.OK() {
			r.fault(engineError("pass", v))
			return 0
		}
		d.stats.Nodes++
		return d.alphaBeta(&node.game, t, plies-1, ws, alpha, beta)
	}
	d.order(node, g, q, true)
	mine := q == t
	if node.arms[0].static == scoreWin {
		// The play wins at once, as the child would find.
		if mine {
			return deepWin + d.eps*float64(plies)
		}
		return -d.eps * float64(plies)
	}
	best := math.Inf(1)
	if mine {
		best = math.Inf(-1)
	}
	next := r.next
	for _, b := range node.arms {
		r.next = next
		node.acts[n] = b.play
		node.acts[n+1] = r.draw()
		node.game = *g
		if v := node.game.Push(p, node.acts[:n+2]); !v.OK() {
			r.fault(engineError("reply", v))
			return 0
		}
		d.stats.Nodes++
		v := d.alphaBeta(&node.game, t, plies-1, after(g, &node.game, b.play.Space, ws), alpha, beta)
		if mine {
			best = max(best, v)
			alpha = max(alpha, v)
		} else {
			best = min(best, v)
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

// fault records the first error the search met.
func (d *Omniscient) fault(err error) {
	if d.err == nil {
		d.err = err
	}
}

// pass is a pass.
func pass() engine.Action { return engine.Action{Kind: engine.Pass, Space: engine.NoSpace} }
