package puzzle

import (
	"slices"

	"github.com/seqref/seqref/engine"
)

// A legal puzzle: the record's one turn is a proposed entry of the player to
// move; the answer is legal, or the rule id it breaks, as the engine judges
// it. The entries are made by mutating legal plays so that a batch covers
// the whole catalogue of rules a turn can break. It is hard when the entry
// breaks a rule outside easyRules, or when it is legal but looks odd: a dead
// card turned in first, a card written without its space, or a jack.

// legalTarget is the verdict a generated legal puzzle aims at: a rule, or
// NoRule for a legal entry.
type legalTarget = engine.Rule

// easyRules are the rules a turn breaks in easy legal puzzles (NoRule is a
// plain legal placement); hardRules those of hard ones (NoRule is a legal
// entry with a twist). A batch cycles through them.
var (
	easyRules = []engine.Rule{engine.NoRule, engine.Occupied, engine.WrongSpace, engine.NotInHand,
		engine.PassPlayable, engine.WrongCard, engine.RemoveOwn, engine.RemoveEmpty}
	hardRules = []engine.Rule{engine.NoRule, engine.RemoveLocked, engine.CornerSpace, engine.NotDead,
		engine.DeadTwice, engine.TurnShape, engine.Ambiguous, engine.NoSpaceOpen}
)

// legalDifficulty is the difficulty of a legal puzzle whose entry turn gets
// the verdict rule.
func legalDifficulty(g *engine.Game, turn []engine.Action, rule engine.Rule) Difficulty {
	if rule != engine.NoRule {
		return hardIf(!slices.Contains(easyRules[1:], rule))
	}
	twist := false
	for _, a := range turn {
		switch {
		case a.Kind == engine.TurnInDead || a.Kind == engine.PlaceShort:
			twist = true
		case a.IsPlay():
			twist = twist || g.Rules().Kind(a.Card) != engine.Normal
		}
	}
	return hardIf(twist)
}

func poseLegal(q *query) (posed, bool) {
	tiers := proposals(q.g, q.p, q.target)
	if q.target == engine.NoRule && q.want == Hard {
		tiers = proposalsTwisted(q.g, q.p)
	}
	for _, tier := range tiers {
		for _, i := range q.r.perm(len(tier)) {
			turn := tier[i]
			t := try(q.g, q.p, turn)
			if t.v.Rule != q.target || t.rep.Won || legalDifficulty(q.g, turn, t.v.Rule) != q.want {
				continue
			}
			return posed{turn: turn, answer: Answer{Rule: t.v.Rule}}, true
		}
	}
	return posed{}, false
}

func checkLegal(pz *Puzzle, g *engine.Game) *Problem {
	v := g.Check(pz.Position.ToMove, pz.Turn)
	if v.Rule != pz.Answer.Rule {
		return pz.problem("answer", "the answer is %s, but the engine rules %s", ruleText(pz.Answer.Rule), ruleText(v.Rule))
	}
	return pz.checkDifficulty(legalDifficulty(g, pz.Turn, v.Rule))
}

// ruleText is a rule id, or legal for NoRule.
func ruleText(r engine.Rule) string {
	if r == engine.NoRule {
		return "legal"
	}
	return r.String()
}
