package puzzle

import (
	"slices"

	"github.com/seqref/seqref/engine"
)

// A dead puzzle: the hand holds at least one dead card (a normal card whose
// two spaces are both covered). The answer is the list of the dead cards;
// any one of them may be turned in, one per turn, before the play, and the
// record's turn shows one turned in followed by a legal play. It is hard
// when the hand holds two or more dead cards, or a jack (or ADD or REMOVE),
// which is never dead even when it has nowhere to go.

// deadDifficulty is the difficulty of a dead puzzle for the hand.
func deadDifficulty(g *engine.Game, hand []engine.Card, dead []engine.Card) Difficulty {
	hard := len(dead) > 1
	for _, c := range hand {
		hard = hard || g.Rules().Kind(c) != engine.Normal
	}
	return hardIf(hard)
}

func poseDead(q *query) (posed, bool) {
	dead := deadCards(q.g, q.p)
	if len(dead) == 0 || deadDifficulty(q.g, q.pos.Hand, dead) != q.want {
		return posed{}, false
	}
	turnIn := engine.Action{Kind: engine.TurnInDead, Card: dead[q.r.intn(len(dead))], Space: engine.NoSpace}
	var turns [][]engine.Action
	for _, a := range legalPlays(q.g, q.p) {
		turn := []engine.Action{turnIn, a}
		if t := try(q.g, q.p, turn); t.v.OK() && !t.rep.Won {
			turns = append(turns, turn)
		}
	}
	if len(turns) == 0 {
		return posed{}, false
	}
	return posed{turn: turns[q.r.intn(len(turns))], answer: Answer{Dead: dead}}, true
}

func checkDead(pz *Puzzle, g *engine.Game) *Problem {
	p := pz.Position.ToMove
	dead := deadCards(g, p)
	if len(dead) == 0 {
		return pz.problem("answer", "%s's hand holds no dead card", pz.Player())
	}
	if !slices.Equal(dead, pz.Answer.Dead) {
		return pz.problem("answer", "the dead cards of %s's hand are %s, not %s", pz.Player(), cardList(dead), cardList(pz.Answer.Dead))
	}
	turn := pz.Turn
	if len(turn) < 2 || turn[0].Kind != engine.TurnInDead || !slices.Contains(dead, turn[0].Card) {
		return pz.problem("turn", "the turn of a dead puzzle turns in one of the dead cards (%s), then plays", cardList(dead))
	}
	if v := g.Check(p, turn); !v.OK() {
		return pz.problem("turn", "the turn of a dead puzzle must be legal, and it breaks %s", v.Rule)
	}
	return pz.checkDifficulty(deadDifficulty(g, pz.Position.Hand, dead))
}

// deadCards lists the dead cards of a known hand, once each, in card order;
// none for an unknown hand.
func deadCards(g *engine.Game, p int) []engine.Card {
	return (engine.CardSetOf(g.Hand(p).Cards()...) & g.DeadSet()).Cards()
}
