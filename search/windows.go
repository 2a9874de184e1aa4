package search

import "github.com/seqref/seqref/engine"

// allSpaces is every space of the board.
var allSpaces engine.SpaceSet

// allWindows lists every five-space window of the board once.
var allWindows []engine.SpaceSet

// windowsOf[s] lists the five-space windows (lines of five spaces on the
// board) that hold s, as masks.
var windowsOf [engine.NumSpaces][]engine.SpaceSet

func init() {
	// Every window once, from its end nearest the top (the left end for a
	// row), then filed under each of its spaces.
	ends := [4][2]int{{4, 0}, {0, 4}, {4, 4}, {-4, 4}}
	for a := engine.Space(0); a < engine.NumSpaces; a++ {
		allSpaces = allSpaces.With(a)
		for _, e := range ends {
			b := engine.SpaceAt(a.Col()+e[0], a.Row()+e[1])
			if b == engine.NoSpace {
				continue
			}
			q, ok := engine.SequenceBetween(engine.NoTeam, a, b)
			if !ok {
				continue
			}
			m := q.Mask()
			allWindows = append(allWindows, m)
			for _, s := range m.Spaces() {
				windowsOf[s] = append(windowsOf[s], m)
			}
		}
	}
}

// weight is what a window free of the other teams' chips is worth to a
// team by the number of its chips (corners included) in it.
var weight = [6]int{1, 3, 9, 27, 81, 81}

// potential is what the windows through s free of chips of teams other
// than t are worth to t: the sum of their weights by t's chips in them.
func potential(b *engine.Board, s engine.Space, t engine.Team) int {
	own := b.Chips(t)
	other := b.Occupied().Minus(own)
	own = own.Union(engine.Corners)
	sum := 0
	for _, w := range windowsOf[s] {
		if w.Intersect(other).IsEmpty() {
			sum += weight[w.Intersect(own).Len()]
		}
	}
	return sum
}
