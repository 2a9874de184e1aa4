package query

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// Line is five spaces in a line that hold a team's chips (or free
// corners), from one end to the other, as Mark takes them.
type Line struct {
	Team string `json:"team"`
	From string `json:"from"`
	To   string `json:"to"`
}

// Unmarked lists the lines of five chips of a team (free corners count)
// that are not in a completed sequence: on a board set up by hand, most
// likely a sequence not marked as one, which changes what a one-eyed jack
// may take. A line that shares more than one chip with a sequence could
// not be one (docs/rules.md, sequences), and of overlapping lines of a
// team in one direction (six or more in a row) only the first is listed.
func Unmarked(text string) []Line {
	out := []Line{}
	s, err := notation.ParseSituation(text)
	if err != nil {
		return out
	}
	b := &s.Board
	for t := engine.Green; t <= engine.Red; t++ {
		for d := engine.Row; d <= engine.DownLeft; d++ {
			var taken engine.SpaceSet
			for sp := engine.Space(0); sp < engine.NumSpaces; sp++ {
				q := engine.Sequence{Team: t, From: sp, Dir: d}
				if !q.To().Valid() || !teamLine(b, q) || b.LockedChips().Intersect(q.Mask()).Len() > 1 || !taken.Intersect(q.Mask()).IsEmpty() {
					continue
				}
				taken = taken.Union(q.Mask())
				out = append(out, Line{Team: string(t.Letter()), From: sp.String(), To: q.To().String()})
			}
		}
	}
	return out
}

// teamLine reports whether every space of q is a corner or holds a chip of
// q's team, with at least one chip.
func teamLine(b *engine.Board, q engine.Sequence) bool {
	chips := 0
	for _, sp := range q.Spaces() {
		if !sp.Valid() {
			return false
		}
		if sp.IsCorner() {
			continue
		}
		if b.TeamAt(sp) != q.Team {
			return false
		}
		chips++
	}
	return chips > 0
}
