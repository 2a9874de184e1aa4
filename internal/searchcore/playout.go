package searchcore

import (
	"math/bits"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/pcgrand"
	"github.com/seqref/seqref/notation"
)

// MaxTurns bounds a playout that neither side wins: it then counts as a
// draw. Cards running out end a playout long before.
const MaxTurns = 400

// playout plays a determinized game (every hand and the pile known) to its
// end with the playout policy. The engine judges every turn; playout keeps
// the order of the pile it dealt, to write each draw.
type playout struct {
	rng  *pcgrand.Source
	pile []engine.Card // the pile as dealt, top first
	next int           // the index in pile of the card on top
	acts [4]engine.Action
	// nodes are the plies of the minimax, the first ply last.
	nodes [MaxPlies]replyNode
	// jacks are the cards of the rules that are not normal (appendJacks).
	jacks []engine.Card
	// err is the first error the minimax met.
	err error
	// plies is how many turns after the candidate the minimax searches
	// (Params.ReplyPlies with two players, Params.ReplyPliesFour with
	// four); 0 plays the policy's round instead. top, when above 0, is how
	// many plays of each of those turns it searches: those with the highest
	// staticScore (Params.ReplyTopFour).
	plies, top int
	// jacksTried is Params.ReplyJacks, horizon Params.Horizon.
	jacksTried, horizon int
}

// draw is the card on top of the pile, which the turn being written draws.
func (r *playout) draw() engine.Action {
	c := r.pile[r.next]
	r.next++
	return engine.Action{Kind: engine.Draw, Card: c, Space: engine.NoSpace}
}

// left is the number of cards left in the pile.
func (r *playout) left() int { return len(r.pile) - r.next }

// run plays g to its end and returns what the end is worth to team t: 1
// for a win, 0 for a loss, and an even share of the point when the cards
// run out, nobody can play, or MaxTurns pass.
func (r *playout) run(g *engine.Game, t engine.Team) (float64, error) {
	passes := 0
	for turn := 0; turn < MaxTurns; turn++ {
		if turn == r.horizon*g.Players() && g.Winner() == engine.NoTeam {
			return evaluate(g, t, windowSums(g), r.jacks), nil
		}
		if w := g.Winner(); w != engine.NoTeam {
			if w == t {
				return 1, nil
			}
			return 0, nil
		}
		// Two cards at least: a dead card's replacement and the draw after
		// the play. A pile that runs out ends the playout.
		if r.left() < 2 || passes >= g.Players() {
			break
		}
		p := g.ToMove()
		acts := r.turn(g, p)
		if acts[len(acts)-1].Kind == engine.Pass {
			passes++
		} else {
			passes = 0
		}
		if v := g.Push(p, acts); !v.OK() {
			return 0, engineError("turn "+notation.FormatTurn(acts), v)
		}
	}
	return 1 / float64(teamCount(g)), nil
}

// turn writes player p's turn with its draws: the first dead card of the
// hand, if it holds one, then the policy's play, or a pass.
func (r *playout) turn(g *engine.Game, p int) []engine.Action {
	held, n := r.turnInDead(g, p, &r.acts)
	a, ok := r.choose(g, g.TeamOf(p), held)
	if !ok {
		r.acts[n] = engine.Action{Kind: engine.Pass, Space: engine.NoSpace}
		return r.acts[:n+1]
	}
	r.acts[n] = a
	r.acts[n+1] = r.draw()
	return r.acts[:n+2]
}

// turnInDead writes into acts the start of player p's turn: its first
// dead card turned in and the card drawn for it, if the hand holds a dead
// card. It returns the cards the player then holds and the number of
// actions written, 0 or 2.
func (r *playout) turnInDead(g *engine.Game, p int, acts *[4]engine.Action) (engine.CardSet, int) {
	held := heldSet(g.Hand(p))
	dead := held & g.DeadSet()
	if dead == 0 {
		return held, 0
	}
	c := engine.Card(bits.TrailingZeros64(uint64(dead)))
	acts[0] = engine.Action{Kind: engine.TurnInDead, Card: c, Space: engine.NoSpace}
	acts[1] = r.draw()
	if g.Hand(p).Count(c) == 1 {
		held &^= engine.CardSet(1) << c
	}
	return held | engine.CardSet(1)<<acts[1].Card, 2
}

// heldSet is the set of the cards a known hand holds.
func heldSet(h *engine.Hand) engine.CardSet {
	var s engine.CardSet
	for c := engine.Card(1); c < engine.NumCards; c++ {
		if h.Count(c) > 0 {
			s |= engine.CardSet(1) << c
		}
	}
	return s
}

// teamCount is the number of teams in play.
func teamCount(g *engine.Game) int {
	n := 0
	for t := engine.Green; t <= engine.Red; t++ {
		if g.InPlay(t) {
			n++
		}
	}
	return n
}
