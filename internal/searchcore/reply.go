package searchcore

import (
	"math/bits"

	"github.com/seqref/seqref/engine"
)

// MaxPlies bounds Params.ReplyPlies and Params.ReplyPliesFour.
const MaxPlies = 4

// replyNode is the working memory of one ply of the minimax.
type replyNode struct {
	game  engine.Game
	plays []engine.Action
	jacks []engine.Action // a jack's plays before appendBest, or a turn's best plays
	arms  []arm           // those plays with their static scores
	acts  [4]engine.Action
}

// minimax is what g, with player p's turn next in a determinized deal,
// is worth to team t when the next plies turns are chosen by minimax over
// every play of the player's hand (Params.ReplyJacks spaces for a jack) and the
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
		return evaluate(g, t, ws, r.jacks)
	}
	node := &r.nodes[plies-1]
	p, q, n := r.plyPlays(node, g)
	if r.top > 0 && len(node.plays) > r.top {
		// The best are copied into jacks, free at this point, and back.
		node.jacks = appendBest(node.jacks[:0], node, g, q, node.plays, r.top)
		node.plays = append(node.plays[:0], node.jacks...)
	}
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

// plyPlays starts the ply of node in g: its player p and team q, its
// first dead card turned in (n actions written in node.acts, 0 or 2), and
// the plays of the hand then held listed in node.plays (replies).
func (r *playout) plyPlays(node *replyNode, g *engine.Game) (p int, q engine.Team, n int) {
	p = g.ToMove()
	q = g.TeamOf(p)
	held, n := r.turnInDead(g, p, &node.acts)
	node.plays = r.replies(node, g, q, held)
	return p, q, n
}

// appendBest appends to dst the n of plays with the highest staticScore
// for team q, best first, scoring them in node.arms; plays must not share
// dst's memory past len(dst).
func appendBest(dst []engine.Action, node *replyNode, g *engine.Game, q engine.Team, plays []engine.Action, n int) []engine.Action {
	node.arms = node.arms[:0]
	for _, a := range plays {
		node.arms = append(node.arms, arm{play: a, static: staticScore(g, a, q)})
	}
	for _, b := range bestArms(node.arms, n) {
		dst = append(dst, b.play)
	}
	return dst
}

// replies lists the plays a player of team q holding held may make in g:
// every open space of a normal card, the r.jacksTried best of a jack.
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
		node.jacks = g.AppendPlaysOf(node.jacks[:0], c, q)
		plays = appendBest(plays, node, g, q, node.jacks, r.jacksTried)
	}
	return plays
}

// fault records the first error a playout met.
func (r *playout) fault(err error) {
	if r.err == nil {
		r.err = err
	}
}
