package puzzle

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
)

// A count puzzle: the record's one turn completes one or more sequences,
// and the question is how many sequences each team has after it. It is hard
// when the turn completes two sequences at once, or a new sequence runs
// through a corner, shares a space with another sequence of the team, or
// lies in a line of six or more of the team's chips (nine or ten in a row
// are two sequences, six are one).

// countDifficulty is the difficulty of a count puzzle whose turn, applied,
// is t.
func countDifficulty(t *tried) Difficulty {
	news := t.rep.Sequences()
	hard := len(news) > 1
	for _, q := range news {
		mask := q.Mask()
		hard = hard || !mask.Intersect(engine.Corners).IsEmpty()
		for _, o := range t.after.Sequences() {
			if o.Team == q.Team && o != q && !o.Mask().Intersect(mask).IsEmpty() {
				hard = true
			}
		}
		before, after := q.From.Along(q.Dir, -1), q.To().Along(q.Dir, 1)
		for _, s := range []engine.Space{before, after} {
			if s != engine.NoSpace && (s.IsCorner() || t.after.Board().TeamAt(s) == q.Team) {
				hard = true
			}
		}
	}
	return hardIf(hard)
}

func poseCount(q *query) (posed, bool) {
	threats := threatsBy(q.g, q.pos.Team())
	if threats.IsEmpty() {
		return posed{}, false
	}
	var turns [][]engine.Action
	for _, a := range legalPlays(q.g, q.p) {
		if a.Kind != engine.Place || !threats.Has(a.Space) {
			continue
		}
		turn := []engine.Action{a}
		if t := try(q.g, q.p, turn); t.v.OK() && t.rep.Completed() > 0 && countDifficulty(t) == q.want {
			turns = append(turns, turn)
		}
	}
	if len(turns) == 0 {
		return posed{}, false
	}
	turn := turns[q.r.intn(len(turns))]
	return posed{turn: turn, answer: Answer{Counts: countsAfter(try(q.g, q.p, turn))}}, true
}

// countsAfter are the sequences of every team after an applied turn.
func countsAfter(t *tried) [engine.MaxTeams]int {
	var out [engine.MaxTeams]int
	for _, team := range t.after.Teams() {
		out[team] = t.after.SequenceCount(team)
	}
	return out
}

func checkCount(pz *Puzzle, g *engine.Game) *Problem {
	t := try(g, pz.Position.ToMove, pz.Turn)
	switch {
	case !t.v.OK():
		return pz.problem("turn", "the turn of a count puzzle must be legal, and it breaks %s", t.v.Rule)
	case t.rep.Completed() == 0:
		return pz.problem("turn", "the turn of a count puzzle must complete a sequence, and it completes none")
	}
	if got := countsAfter(t); got != pz.Answer.Counts {
		return pz.problem("answer", "after the turn the sequences are %s, not %s", countText(g, got), countText(g, pz.Answer.Counts))
	}
	return pz.checkDifficulty(countDifficulty(t))
}

// countText writes counts as the answer does: {green: 1, blue: 0}.
func countText(g *engine.Game, counts [engine.MaxTeams]int) string {
	var parts []string
	for _, t := range g.Teams() {
		parts = append(parts, fmt.Sprintf("%s: %d", t, counts[t]))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
