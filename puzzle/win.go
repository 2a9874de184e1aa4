package puzzle

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// A win puzzle: exactly one legal play of the hand (distinct card and
// target) wins the game now. It is hard when that play is a wild card, or
// when it completes a sequence through a corner or two sequences at once.

// winDifficulty is the difficulty of a win puzzle whose one winning play is a.
func winDifficulty(g *engine.Game, p int, a engine.Action) Difficulty {
	t := try(g, p, []engine.Action{a})
	hard := g.Rules().Kind(a.Card) == engine.Wild || t.rep.Completed() > 1
	for _, q := range t.rep.Sequences() {
		hard = hard || !q.Mask().Intersect(engine.Corners).IsEmpty()
	}
	return hardIf(hard)
}

func poseWin(q *query) (posed, bool) {
	if threatsBy(q.g, q.pos.Team()).IsEmpty() {
		return posed{}, false
	}
	plays := winningPlays(q.g, q.p)
	if len(plays) != 1 || winDifficulty(q.g, q.p, plays[0]) != q.want {
		return posed{}, false
	}
	return posed{turn: plays[:1], answer: Answer{Play: plays[0]}}, true
}

func checkWin(pz *Puzzle, g *engine.Game) *Problem {
	p := pz.Position.ToMove
	plays := winningPlays(g, p)
	switch {
	case len(plays) == 0:
		return pz.problem("answer", "no play of %s's hand wins the game now", pz.Player())
	case len(plays) > 1:
		return pz.problem("answer", "%d plays of %s's hand win the game now (%s): the puzzle has no single answer",
			len(plays), pz.Player(), playList(plays))
	case !sameAction(plays[0], pz.Answer.Play):
		return pz.problem("answer", "answer %s does not win; the one play that wins is %s",
			notation.FormatAction(pz.Answer.Play), notation.FormatAction(plays[0]))
	}
	if p := pz.checkTurnIsAnswer(); p != nil {
		return p
	}
	return pz.checkDifficulty(winDifficulty(g, p, plays[0]))
}
