package engine

import "iter"

// The board's line geometry: the four directions and the five-space windows,
// the lines of five spaces in which a sequence can lie. The tables are built
// once; reading them allocates nothing.

// Step returns the column and row steps of one space along d: a row goes
// right (1, 0), a column down (0, 1), the diagonals down-right (1, 1) and
// down-left (-1, 1).
func (d Direction) Step() (dCol, dRow int) { return dirSteps[d][0], dirSteps[d][1] }

// Along returns the space n steps from s in direction d (back towards the
// top, or left, when n is negative), or NoSpace when that is off the board.
func (s Space) Along(d Direction, n int) Space {
	dCol, dRow := d.Step()
	return SpaceAt(s.Col()+n*dCol, s.Row()+n*dRow)
}

// Windows yields every five-space window on the board, as a Sequence of
// NoTeam: by direction (row, column, the two diagonals), then by its top
// (or left) end in space order.
func Windows() iter.Seq[Sequence] {
	return func(yield func(Sequence) bool) {
		for d := Row; d <= DownLeft; d++ {
			for from := Space(0); from < NumSpaces; from++ {
				if !sequenceMasks[from][d].IsEmpty() && !yield(Sequence{Team: NoTeam, From: from, Dir: d}) {
					return
				}
			}
		}
	}
}

// WindowsThrough yields the five-space windows that hold s, as Sequences of
// NoTeam, in the order a placement on s claims them (docs/format.md section
// 4): by direction, and within a direction the one whose top (or left) end
// is furthest up first. There are at most twenty, fewer near the edges.
func WindowsThrough(s Space) iter.Seq[Sequence] {
	return func(yield func(Sequence) bool) {
		if !s.Valid() {
			return
		}
		for d := Row; d <= DownLeft; d++ {
			for i := uint8(0); i < windowCount[s][d]; i++ {
				if !yield(Sequence{Team: NoTeam, From: windowsThrough[s][d][i].from, Dir: d}) {
					return
				}
			}
		}
	}
}

// WindowsAlong yields the five-space windows in direction d that hold s, in
// the order of WindowsThrough.
func WindowsAlong(s Space, d Direction) iter.Seq[Sequence] {
	return func(yield func(Sequence) bool) {
		if !s.Valid() || d > DownLeft {
			return
		}
		for i := uint8(0); i < windowCount[s][d]; i++ {
			if !yield(Sequence{Team: NoTeam, From: windowsThrough[s][d][i].from, Dir: d}) {
				return
			}
		}
	}
}

// SharesAtMostOne reports whether the spaces w (a window) share at most one
// space with every sequence team t has: whether five of t's chips there
// could be another sequence of t's.
func (g *Game) SharesAtMostOne(t Team, w SpaceSet) bool {
	for i := 0; i < g.nSeqs; i++ {
		if g.seqs[i].Team == t && g.seqs[i].Mask().Intersect(w).Len() > 1 {
			return false
		}
	}
	return true
}

// Threats is the set of open spaces where a chip of team by would complete
// a sequence (by Claims): the spaces by threatens, which its opponents must
// block.
func (g *Game) Threats(by Team) SpaceSet {
	var out SpaceSet
	for s := Space(0); s < NumSpaces; s++ {
		if g.board.IsOpen(s) {
			if c := g.Claims(s, by); c.Len() > 0 {
				out = out.With(s)
			}
		}
	}
	return out
}
