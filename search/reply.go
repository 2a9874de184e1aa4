package search

import (
	"math"
	"math/bits"

	"github.com/seqref/seqref/engine"
)

// replyPlies is how many turns after the candidate a playout searches by
// shallow minimax instead of playing them with the playout policy: 0 plays
// the policy's round (the searcher as it was), 1 lets the next player
// choose, among all its plays of its dealt hand, the one that leaves the
// position worst for the searcher's team (or best, for a partner), 2 lets
// the searcher's side then answer that with its best, and so on. The
// position is then evaluated as evaluate does. It applies to two-player
// games only: with four players, the next opponent's reply and the
// partner's answer scored 11 of 20 against greedy where the policy's round
// scores 16 (TestBeatsGreedy's deals), so more players keep the policy.
var replyPlies = 2

// replyJacks is how many spaces a wild or remove jack is tried on in the
// minimax of replyPlies: those with the highest placeScore or removeScore.
var replyJacks = 3

// maxPlies bounds replyPlies.
const maxPlies = 4

// replyNode is the working memory of one ply of the minimax.
type replyNode struct {
	game  engine.Game
	plays []engine.Action
	top   [8]arm // the best spaces of a jack, by static score
	acts  [4]engine.Action
}

// sums are every team's windows' worth (free.evWorth summed over
// allWindows).
type sums [engine.MaxTeams]int

// windowSums are the sums of g.
func windowSums(g *engine.Game) sums {
	var s sums
	b := g.Board()
	for o := engine.Green; o <= engine.Red; o++ {
		if !g.InPlay(o) {
			continue
		}
		f := freeOf(b, o)
		for _, w := range allWindows {
			s[o] += f.evWorth(w)
		}
	}
	return s
}

// after are the sums of next, the game after a chip was placed on or taken
// off sp in g, whose sums are before: only the windows through sp change,
// unless a sequence was completed, which locks chips.
func after(g, next *engine.Game, sp engine.Space, before sums) sums {
	for o := engine.Green; o <= engine.Red; o++ {
		if g.SequenceCount(o) != next.SequenceCount(o) {
			return windowSums(next)
		}
	}
	for o := engine.Green; o <= engine.Red; o++ {
		if !g.InPlay(o) {
			continue
		}
		f0, f1 := freeOf(g.Board(), o), freeOf(next.Board(), o)
		for _, w := range windowsOf[sp] {
			before[o] += f1.evWorth(w) - f0.evWorth(w)
		}
	}
	return before
}

// value is evaluate computed from g's window sums ws, without its threats
// (ev.threat); jacks are the
// cards of the rules that are not normal (appendJacks).
func value(g *engine.Game, t engine.Team, ws sums, jacks []engine.Card) float64 {
	var worth [engine.MaxTeams]int
	kinds := &g.Rules().Kinds
	for p := 0; p < g.Players(); p++ {
		h := g.Hand(p)
		for _, c := range jacks {
			switch kinds[c] {
			case engine.Wild:
				worth[g.TeamOf(p)] += ev.wild * h.Count(c)
			case engine.Removal:
				worth[g.TeamOf(p)] += ev.remove * h.Count(c)
			}
		}
	}
	best := math.MinInt
	for o := engine.Green; o <= engine.Red; o++ {
		if !g.InPlay(o) {
			continue
		}
		worth[o] += ev.sequence*g.SequenceCount(o) + ws[o]
		if o != t && worth[o] > best {
			best = worth[o]
		}
	}
	return 1 / (1 + math.Exp(-float64(worth[t]-best)/evalScale))
}

// appendJacks appends to dst the cards of rules that are not normal, the
// only cards value counts in the hands.
func appendJacks(dst []engine.Card, rules *engine.Ruleset) []engine.Card {
	for c := engine.Card(1); c < engine.NumCards; c++ {
		if rules.Kinds[c] != engine.Normal {
			dst = append(dst, c)
		}
	}
	return dst
}

// minimax is what g, with player p's turn next in a determinized deal,
// is worth to team t when the next plies turns are chosen by minimax over
// every play of the player's hand (replyJacks spaces for a jack) and the
// position is then evaluated; ws are g's window sums. Each ply's player
// turns in its first dead card first; the draws come from the pile as
// dealt.
func (r *playout) minimax(g *engine.Game, t engine.Team, plies int, ws sums) float64 {
	if w := g.Winner(); w != engine.NoTeam {
		if w == t {
			return 1
		}
		return 0
	}
	if plies == 0 || r.left() < 2 {
		return value(g, t, ws, r.jacks)
	}
	node := &r.nodes[plies-1]
	p := g.ToMove()
	q := g.TeamOf(p)
	held := heldSet(g.Hand(p))
	n := 0
	if dead := held & g.DeadSet(); dead != 0 {
		c := engine.Card(bits.TrailingZeros64(uint64(dead)))
		node.acts[0] = engine.Action{Kind: engine.TurnInDead, Card: c, Space: engine.NoSpace}
		node.acts[1] = r.draw()
		if g.Hand(p).Count(c) == 1 {
			held &^= engine.CardSet(1) << c
		}
		held |= engine.CardSet(1) << node.acts[1].Card
		n = 2
	}
	node.plays = r.replies(node, g, q, held)
	if len(node.plays) == 0 {
		node.acts[n] = engine.Action{Kind: engine.Pass, Space: engine.NoSpace}
		node.game = *g
		if v := node.game.Push(p, node.acts[:n+1]); !v.OK() {
			r.fault(engineError("pass", v))
			return 0
		}
		return r.minimax(&node.game, t, plies-1, ws)
	}
	mine := q == t
	best := 2.0
	if mine {
		best = -1
	}
	next := r.next
	for _, a := range node.plays {
		r.next = next
		node.acts[n] = a
		node.acts[n+1] = r.draw()
		node.game = *g
		if v := node.game.Push(p, node.acts[:n+2]); !v.OK() {
			r.fault(engineError("reply", v))
			return 0
		}
		v := r.minimax(&node.game, t, plies-1, after(g, &node.game, a.Space, ws))
		if mine && v > best || !mine && v < best {
			best = v
		}
	}
	return best
}

// replies lists the plays a player of team q holding held may make in g:
// every open space of a normal card, the replyJacks best of a jack.
func (r *playout) replies(node *replyNode, g *engine.Game, q engine.Team, held engine.CardSet) []engine.Action {
	plays := node.plays[:0]
	kinds := &g.Rules().Kinds
	live := held & g.PlayableSet(q)
	for w := uint64(live); w != 0; w &= w - 1 {
		c := engine.Card(bits.TrailingZeros64(w))
		if kinds[c] == engine.Normal {
			plays = g.AppendPlaysOf(plays, c, q)
			continue
		}
		// The replyJacks best targets, by insertion into top.
		k := 0
		targets := g.Targets(c, q)
		for t := targets; !t.IsEmpty(); {
			sp := t.First()
			t = t.Without(sp)
			a := engine.Action{Kind: engine.Place, Card: c, Space: sp}
			var score int
			if kinds[c] == engine.Removal {
				a.Kind = engine.Take
				score = removeScore(g, sp)
			} else {
				score = placeScore(g, sp, q)
			}
			if k == replyJacks && score <= node.top[k-1].static {
				continue
			}
			if k < replyJacks {
				k++
			}
			j := k - 1
			for ; j > 0 && node.top[j-1].static < score; j-- {
				node.top[j] = node.top[j-1]
			}
			node.top[j] = arm{play: a, static: score}
		}
		for _, b := range node.top[:k] {
			plays = append(plays, b.play)
		}
	}
	return plays
}

// fault records the first error a playout met.
func (r *playout) fault(err error) {
	if r.err == nil {
		r.err = err
	}
}

// evWorth is what window w is worth to the team under ev: 0 when it holds
// another team's chip or two of its locked chips.
func (f free) evWorth(w engine.SpaceSet) int {
	if n := f.count(w); n >= 0 {
		return ev.window[n]
	}
	return 0
}
