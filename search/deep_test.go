package search

import (
	"math"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/play"
)

// TestOmniscientCeiling measures how much of two-player Sequence is luck:
// an omniscient player, one that sees every hand and the true order of
// the draw pile, searches the deterministic game by alpha-beta to
// SEQREF_DEEP_DEPTH plies (4 by default; its own turn is the first ply)
// and plays greedy, or the window bot when SEQREF_DEEP_OPP=window, over
// the deals of the other measurements: game i on the deal of seed i/2+1
// with the searcher's team i%2, games SEQREF_DEEP_FIRST (0 by default)
// onwards. Each ply chooses among every open space of each normal card
// the player holds and the replyJacks best spaces (by staticScore) of each
// jack (SEQREF_DEEP_JACKS sets replyJacks), after turning in its first
// dead card, best first by staticScore; the leaves are evaluated as the
// searcher's minimax evaluates them, and a win is worth more the sooner it
// comes. SEQREF_DEEP_ORDER=hand searches the first ply's plays in the
// order the searcher lists its candidates and values every win 1, so that
// of plays of equal value it makes the one the peeking searcher of
// TestPeekingBound makes: at depth 3 (its two plies of minimax after the
// candidate) it plays that searcher's games (82.0 % of 200 against
// greedy, as that searcher peeking). What this player scores is what
// omniscience is worth at least, not at most: a better search of the same
// knowledge may score more.
//
// It is a measurement, run only when SEQREF_DEEP_GAMES is set to the
// number of games: it logs the searcher's points, its score with its 95 %
// interval, the mean time of a move, and the games in which it found a
// win and lost (the search tries only replyJacks spaces of the opponent's
// jacks, and the opponent may answer on another); it fails only on an
// illegal turn. docs/strong-bot.md, "How far a bot can go", has the
// commands and the figures.
func TestOmniscientCeiling(t *testing.T) {
	games := measuredGames(t, "SEQREF_DEEP_GAMES")
	depth := 4
	setFromEnv(t, "SEQREF_DEEP_DEPTH", &depth)
	setFromEnv(t, "SEQREF_DEEP_JACKS", &replyJacks)
	first := 0
	setFromEnv(t, "SEQREF_DEEP_FIRST", &first)
	if depth < 1 {
		t.Fatalf("SEQREF_DEEP_DEPTH %d: the depth is 1 ply at least", depth)
	}
	order := os.Getenv("SEQREF_DEEP_ORDER")
	if order == "hand" {
		defer func(e float64) { deepEps = e }(deepEps)
		deepEps = 0
	}
	opp, opponent := measuredOpponent("SEQREF_DEEP_OPP")
	var st deepStats
	points := 0.0
	for i := first; i < first+games; i++ {
		points += deepGame(t, i, depth, order == "hand", opponent, &st)
		if n := i - first + 1; n%20 == 0 && n < games {
			t.Logf("after %d games: %.1f = %.1f %%, %.2f ms a move", n, points, 100*points/float64(n), float64(st.spent.Microseconds())/1000/float64(max(st.moves, 1)))
		}
	}
	p := points / float64(games)
	half := 1.96 * math.Sqrt(p*(1-p)/float64(games))
	if order != "hand" {
		order = "best"
	}
	t.Logf("depth %d, jacks %d, order %s, vs %s, games %d-%d: %.1f of %d = %.1f %% (95 %%: %.1f-%.1f), %.2f ms a move (%d moves), %d nodes a move; won %d of %d games with a win found, lost %d of %d with a loss found",
		depth, replyJacks, order, opp, first, first+games-1, points, games, 100*p, 100*(p-half), 100*(p+half),
		float64(st.spent.Microseconds())/1000/float64(max(st.moves, 1)), st.moves, st.nodes/max(st.moves, 1),
		st.wonFound, st.foundWin, st.lostFound, st.foundLoss)
	if len(st.notWon) > 0 {
		t.Logf("games of a win found and not won: %v", st.notWon)
	}
}

// deepStats are the counts of TestOmniscientCeiling over its games.
type deepStats struct {
	moves int
	nodes int
	spent time.Duration
	// foundWin counts the games in which the search once found a win
	// against every reply it searched, wonFound those of them won;
	// foundLoss and lostFound the same of a loss.
	foundWin, wonFound, foundLoss, lostFound int
	// notWon lists the games of a win found and not won.
	notWon []int
}

// deepGame plays game i of TestOmniscientCeiling and returns the
// omniscient searcher's points.
func deepGame(t *testing.T, i, depth int, handOrder bool, opponent func(int) bot.Chooser, st *deepStats) float64 {
	t.Helper()
	table, me, seed := measuredTable(t, i)
	seats := make([]bot.Chooser, 2)
	var d *deepSeat
	for p := range seats {
		if engine.Team(p%2) != me {
			seats[p] = opponent(i)
			continue
		}
		d = newDeepSeat(table, depth, uint64(i))
		d.handOrder = handOrder
		seats[p] = d
	}
	if err := duel.PlayOn(table, seed, seats); err != nil {
		t.Fatal(err)
	}
	if d.err != nil {
		t.Fatalf("game %d: %v", i, d.err)
	}
	pts := duel.Points(table.Game(), me)
	st.moves += d.moves
	st.nodes += d.nodes
	st.spent += d.spent
	if d.foundWin {
		st.foundWin++
		if pts == 1 {
			st.wonFound++
		} else {
			st.notWon = append(st.notWon, i)
		}
	}
	if d.foundLoss {
		st.foundLoss++
		if pts == 0 {
			st.lostFound++
		}
	}
	return pts
}

// deepSeat is an omniscient alpha-beta searcher: at its turn it reads the
// true hands and pile of its table and searches the game they determine
// to depth plies. It uses a Searcher for the setup of that game
// (prepare) and for the playout's draws, dead cards and replies.
type deepSeat struct {
	s     *Searcher
	table *play.Table
	depth int
	// handOrder searches the first ply's plays in the order replies lists
	// them, not best first, so that of equal plays the first listed is
	// made, as the peeking searcher makes it.
	handOrder bool
	plies     []replyNode // plies[k] is the ply with k+1 plies left
	err       error

	moves int
	nodes int // positions searched
	spent time.Duration
	// foundWin and foundLoss say whether a search valued the position a
	// win or a loss for the seat's team within its depth.
	foundWin, foundLoss bool
}

// deepWin is the value of a win to the team it is for, deepWin+deepEps
// when found with no plies left, deepEps more for each ply left; a loss
// is worth 0 less as much, and evaluate lies between. deepEps is 0 when
// the order of the search is the hand's (SEQREF_DEEP_ORDER=hand): a win
// is then worth 1 and a loss 0 whenever they come, as in the minimax of
// the searcher.
const deepWin = 1.0

var deepEps = 1e-3

// newDeepSeat is the omniscient searcher of table, searching depth plies.
func newDeepSeat(table *play.Table, depth int, seed uint64) *deepSeat {
	d := &deepSeat{s: New(Config{Playouts: 1}, seed), table: table, depth: depth, plies: make([]replyNode, depth)}
	for k := range d.plies {
		d.plies[k].plays = make([]engine.Action, 0, engine.NumSpaces)
	}
	return d
}

// Reseed reseeds the searcher, which makes no random choice.
func (d *deepSeat) Reseed(seed uint64) { d.s.Reseed(seed) }

// Dead is the searcher's: the first dead card of the hand, which the
// search's plies turn in too.
func (d *deepSeat) Dead(g *engine.Game, p int, hand []engine.Card) (engine.Card, bool) {
	return d.s.Dead(g, p, hand)
}

// Play is the play of the alpha-beta search of the true deal, or a pass.
// Any dead card was turned in before (Dead), so the first ply is the play
// alone.
func (d *deepSeat) Play(g *engine.Game, p int, hand []engine.Card) engine.Action {
	start := time.Now()
	a := d.choose(g, p, hand)
	d.spent += time.Since(start)
	d.moves++
	return a
}

// choose is Play untimed.
func (d *deepSeat) choose(g *engine.Game, p int, hand []engine.Card) engine.Action {
	s := d.s
	t := g.TeamOf(p)
	s.prepare(g, p, hand)
	for q := range s.setup.Hands {
		if q != p {
			s.hands[q] = slices.Clone(d.table.Hand(q))
		}
	}
	pile := slices.Clone(d.table.Pile())
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
		d.nodes++
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
	d.foundWin = d.foundWin || bestValue >= deepWin
	d.foundLoss = d.foundLoss || bestValue <= 0
	return best
}

// order scores node.plays for team q in node.arms, in their order, or
// highest staticScore first and in their order among equals when best.
func (d *deepSeat) order(node *replyNode, g *engine.Game, q engine.Team, best bool) {
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
// every play of the player's hand (replyJacks spaces for a jack) and the
// position is then evaluated, as playout.minimax values it, searched
// within the window (alpha, beta): a value at or below alpha, or at or
// above beta, is only a bound. A win is worth more, and a loss less, the
// sooner it comes. ws are g's window sums.
func (d *deepSeat) alphaBeta(g *engine.Game, t engine.Team, plies int, ws sums, alpha, beta float64) float64 {
	if w := g.Winner(); w != engine.NoTeam {
		if w == t {
			return deepWin + deepEps*float64(plies+1)
		}
		return -deepEps * float64(plies+1)
	}
	r := &d.s.r
	if plies == 0 || r.left() < 2 {
		return evaluate(g, t, ws, r.jacks)
	}
	node := &d.plies[plies-1]
	p := g.ToMove()
	q := g.TeamOf(p)
	held, n := r.turnInDead(g, p, &node.acts)
	node.plays = r.replies(node, g, q, held)
	if len(node.plays) == 0 {
		node.acts[n] = pass()
		node.game = *g
		if v := node.game.Push(p, node.acts[:n+1]); !v.OK() {
			r.fault(engineError("pass", v))
			return 0
		}
		d.nodes++
		return d.alphaBeta(&node.game, t, plies-1, ws, alpha, beta)
	}
	d.order(node, g, q, true)
	mine := q == t
	if node.arms[0].static == scoreWin {
		// The play wins at once, as the child would find.
		if mine {
			return deepWin + deepEps*float64(plies)
		}
		return -deepEps * float64(plies)
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
		d.nodes++
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
func (d *deepSeat) fault(err error) {
	if d.err == nil {
		d.err = err
	}
}

// pass is a pass.
func pass() engine.Action { return engine.Action{Kind: engine.Pass, Space: engine.NoSpace} }
