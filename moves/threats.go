package moves

import "github.com/seqref/seqref/engine"

// windows are all the lines of five spaces on the board, in the order
// sequences are claimed: by direction (row, column, the two diagonals),
// then from the top left.
var windows = func() []engine.Sequence {
	var out []engine.Sequence
	for d := engine.Row; d <= engine.DownLeft; d++ {
		for from := engine.Space(0); from < engine.NumSpaces; from++ {
			q := engine.Sequence{Team: engine.NoTeam, From: from, Dir: d}
			if to := q.Spaces()[4]; to.Valid() && sameLine(q) {
				out = append(out, q)
			}
		}
	}
	return out
}()

// sameLine reports whether the window's five spaces are all on the board
// (a window off the edge wraps to the next row in Space numbers).
func sameLine(q engine.Sequence) bool {
	sp := q.Spaces()
	r, ok := engine.SequenceBetween(q.Team, sp[0], sp[4])
	return ok && r == q && q.Mask().Len() == 5
}

// Threats lists the opponents' threats: for every team in play but t, the
// lines of five that hold four of its chips or free corners and one open
// space, where a chip of that team would complete a sequence sharing at
// most one space with each of its others. They come team by team in colour
// order, then in the order of windows.
func Threats(g *engine.Game, t engine.Team) []Threat {
	var out []Threat
	b := g.Board()
	seqs := g.Sequences()
	for _, o := range g.Teams() {
		if o == t {
			continue
		}
		own := b.Chips(o).Union(engine.Corners)
		for _, w := range windows {
			mask := w.Mask()
			missing := mask.Minus(own)
			if missing.Len() != 1 || !b.IsOpen(missing.First()) || !sharesAtMostOne(seqs, o, mask) {
				continue
			}
			line := w
			line.Team = o
			out = append(out, Threat{Line: line, Open: missing.First()})
		}
	}
	return out
}

func sharesAtMostOne(seqs []engine.Sequence, t engine.Team, mask engine.SpaceSet) bool {
	for _, q := range seqs {
		if q.Team == t && q.Mask().Intersect(mask).Len() > 1 {
			return false
		}
	}
	return true
}
