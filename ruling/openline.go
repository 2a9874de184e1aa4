package ruling

import "github.com/seqref/seqref/engine"

// openLine is a line of four of a team's chips in a row (corners count)
// that is no sequence yet: its chips may be removed, which players doubt.
type openLine struct {
	team     engine.Team
	from, to engine.Space
}

// openLineThrough finds a line of exactly four of the team whose chip is on
// s, through s, in the game g, where s is in none of the team's
// sequences; false when there is none.
func openLineThrough(g *engine.Game, s engine.Space) (openLine, bool) {
	t := g.Board().TeamAt(s)
	if t == engine.NoTeam {
		return openLine{}, false
	}
	for _, q := range teamSequences(g.Sequences(), t) {
		if q.Mask().Has(s) {
			return openLine{}, false
		}
	}
	mine := g.Board().Chips(t).Union(engine.Corners)
	for d := engine.Row; d <= engine.DownLeft; d++ {
		from, to, n := s, s, 1
		for p := s.Along(d, -1); p != engine.NoSpace && mine.Has(p); p = p.Along(d, -1) {
			from, n = p, n+1
		}
		for p := s.Along(d, 1); p != engine.NoSpace && mine.Has(p); p = p.Along(d, 1) {
			to, n = p, n+1
		}
		if n == 4 {
			return openLine{team: t, from: from, to: to}, true
		}
	}
	return openLine{}, false
}
