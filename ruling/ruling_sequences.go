package ruling

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/rulebook"
)

// placed explains what a placement completed: each new sequence with the
// corners it uses and the space it shares, the lines that are five in a row
// but no new sequence, and the win.
func (x *reasoner) placed() {
	if x.rep.Removed != engine.NoTeam || !x.rep.Space.Valid() {
		return
	}
	s, t := x.rep.Space, x.team()
	earlier := teamSequences(x.before.Sequences(), t)
	for _, q := range x.rep.Sequences() {
		x.add(rulebook.SequenceRule, "the chip on %s completes %s's sequence %s (%s)", s, t, SequenceName(q), spaceList(q))
		for _, c := range q.Spaces() {
			if c.IsCorner() {
				x.corner(c, t)
			}
		}
		for _, o := range earlier {
			if shared := q.Mask().Intersect(o.Mask()); shared.Len() == 1 {
				x.add(rulebook.SecondSequence, "it shares %s with %s's sequence %s: two sequences of a team may share one space",
					shared.First(), t, SequenceName(o))
			}
		}
		earlier = append(earlier, q)
	}
	x.unclaimed(s, t)
	count, need := x.after.SequenceCount(t), x.after.Need()
	switch {
	case x.rep.Won:
		x.addPoint(rulebook.WinRule, pointWon, "%s has %d %s, the %d it needs (%s): %s wins, and nothing may follow this entry",
			t, count, plural(count, "sequence", "sequences"), need, NeedWhy(x.after), t)
	case x.rep.Completed() > 0:
		x.add(rulebook.WinRule, "%s has %d of the %d sequences it needs (%s)", t, count, need, NeedWhy(x.after))
	}
}

// corner explains a free corner in the team's new sequence: that it counts
// as the team's chip and, when another team's sequence uses it too, that
// several teams may use one corner.
func (x *reasoner) corner(c engine.Space, t engine.Team) {
	for _, o := range x.before.Sequences() {
		if o.Team != t && o.Mask().Has(c) {
			x.addPoint(rulebook.FreeCorner, pointSharedCorner,
				"%s is a free corner and counts as a %s chip, though %s's sequence %s uses it too: several teams may use the same corner",
				c, t, o.Team, SequenceName(o))
			return
		}
	}
	x.add(rulebook.FreeCorner, "%s is a free corner and counts as a %s chip", c, t)
}

// NeedWhy says in players' words why a team needs the sequences it does:
// "with two teams, each needs two sequences".
func NeedWhy(g *engine.Game) string {
	if g.Rules().OneSequenceWins {
		return rulebook.InWords(g.Rules()) + " one sequence wins, whatever the number of teams"
	}
	teams := len(g.Teams())
	who := "teams"
	if teams == g.Players() {
		who = "players"
	}
	if g.Need() == 1 {
		return fmt.Sprintf("with three %s, one sequence wins", who)
	}
	return fmt.Sprintf("with two %s, each needs two sequences", who)
}

// unclaimed names the lines through s that hold five of the team's chips
// (or corners) but are no sequence, because they share more than one space
// with one the team has.
func (x *reasoner) unclaimed(s engine.Space, t engine.Team) {
	b := x.after.Board()
	mine := b.Chips(t).Union(engine.Corners)
	have := teamSequences(x.after.Sequences(), t)
	for w := range engine.WindowsThrough(s) {
		w.Team = t
		if !w.Mask().Minus(mine).IsEmpty() || isSequence(w, have) {
			continue
		}
		for _, q := range have {
			if n := w.Mask().Intersect(q.Mask()).Len(); n > 1 {
				x.add(rulebook.SecondSequence, "%s is also five in a line, but it shares %d spaces with %s's sequence %s, so it is no further sequence: a second sequence may share only one space with the first",
					SequenceName(w), n, t, SequenceName(q))
				if x.claimedNow(q) && !x.named() {
					x.decide(rulebook.GreedyClaim)
				}
				break
			}
		}
	}
}

// claimedNow reports whether this entry's placement claimed q.
func (x *reasoner) claimedNow(q engine.Sequence) bool {
	for _, n := range x.rep.Sequences() {
		if n.Mask() == q.Mask() {
			return true
		}
	}
	return false
}

// named reports whether the entry names the sequences it claims.
func (x *reasoner) named() bool {
	for _, a := range x.e.Turn.Actions {
		if a.Kind == engine.Claim {
			return true
		}
	}
	return false
}

// lockedByAnotherFive reports whether the chip on s is in five of its team's
// chips (or corners) in a line that overlaps one of the team's sequences in
// more than one space: had the player claimed that five instead, the chip
// would be locked. Whether it is locked then rests on which five were
// claimed (docs/rules.md D10).
func lockedByAnotherFive(g *engine.Game, s engine.Space) bool {
	t := g.Board().TeamAt(s)
	if t == engine.NoTeam {
		return false
	}
	mine := g.Board().Chips(t).Union(engine.Corners)
	have := teamSequences(g.Sequences(), t)
	for w := range engine.WindowsThrough(s) {
		if !w.Mask().Minus(mine).IsEmpty() || isSequence(w, have) {
			continue
		}
		for _, q := range have {
			if w.Mask().Intersect(q.Mask()).Len() > 1 {
				return true
			}
		}
	}
	return false
}

// freeUnderAnotherFive reports whether the locked chip on s would be free
// had its team claimed another five of the same line: a five of the team's
// chips (or corners) that overlaps the sequence holding s in more than one
// space and leaves s out.
func freeUnderAnotherFive(g *engine.Game, s engine.Space) bool {
	t := g.Board().TeamAt(s)
	mine := g.Board().Chips(t).Union(engine.Corners)
	for _, q := range teamSequences(g.Sequences(), t) {
		if !q.Mask().Has(s) {
			continue
		}
		for _, c := range q.Spaces() {
			for w := range engine.WindowsAlong(c, q.Dir) {
				if !w.Mask().Has(s) && w.Mask().Minus(mine).IsEmpty() && w.Mask().Intersect(q.Mask()).Len() > 1 {
					return true
				}
			}
		}
	}
	return false
}

func isSequence(w engine.Sequence, seqs []engine.Sequence) bool {
	for _, q := range seqs {
		if q.Mask() == w.Mask() {
			return true
		}
	}
	return false
}

func teamSequences(seqs []engine.Sequence, t engine.Team) []engine.Sequence {
	var out []engine.Sequence
	for _, q := range seqs {
		if q.Team == t {
			out = append(out, q)
		}
	}
	return out
}

// spaceList writes a sequence's five spaces: "B6 C6 D6 E6 F6".
func spaceList(q engine.Sequence) string {
	sp := q.Spaces()
	names := make([]string, len(sp))
	for i, s := range sp {
		names[i] = s.String()
	}
	return strings.Join(names, " ")
}
