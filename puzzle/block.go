package puzzle

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// A block puzzle: the next player's team has an open space where its chip
// would complete a sequence (a wild card reaches any open space, so every
// such space is a threat), the player to move cannot win now, and exactly
// one legal play leaves that team no such space: a chip on the threat, or
// a remove card on the right chip. It is hard when that play is a wild or
// remove card.

// blockDifficulty is the difficulty of a block puzzle whose answer is a.
func blockDifficulty(g *engine.Game, a engine.Action) Difficulty {
	return hardIf(g.Rules().Kind(a.Card) != engine.Normal)
}

func poseBlock(q *query) (posed, bool) {
	if threatsBy(q.g, q.g.TeamOf(q.pos.Next())).IsEmpty() || len(winningPlays(q.g, q.p)) > 0 {
		return posed{}, false
	}
	plays := blockingPlays(q.g, q.p)
	if len(plays) != 1 || blockDifficulty(q.g, plays[0]) != q.want {
		return posed{}, false
	}
	return posed{turn: plays[:1], answer: Answer{Play: plays[0]}}, true
}

func checkBlock(pz *Puzzle, g *engine.Game) *Problem {
	p, next := pz.Position.ToMove, pz.Position.Next()
	team := g.TeamOf(next)
	if wins := winningPlays(g, p); len(wins) > 0 {
		return pz.problem("answer", "%s can win now (%s): a block puzzle's player cannot", pz.Player(), playList(wins))
	}
	if threatsBy(g, team).IsEmpty() {
		return pz.problem("start", "%s (%s, next to move) has no open space that completes a sequence: nothing to block", pz.Names[next], team)
	}
	plays := blockingPlays(g, p)
	switch {
	case len(plays) == 0:
		return pz.problem("answer", "no play of %s's hand leaves %s without a completing space", pz.Player(), team)
	case len(plays) > 1:
		return pz.problem("answer", "%d plays of %s's hand leave %s without a completing space (%s): the puzzle has no single answer",
			len(plays), pz.Player(), team, playList(plays))
	case !sameAction(plays[0], pz.Answer.Play):
		return pz.problem("answer", "answer %s does not block %s; the one play that does is %s",
			notation.FormatAction(pz.Answer.Play), team, notation.FormatAction(plays[0]))
	}
	if p := pz.checkTurnIsAnswer(); p != nil {
		return p
	}
	return pz.checkDifficulty(blockDifficulty(g, plays[0]))
}
