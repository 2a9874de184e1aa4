package searchcore

import "github.com/seqref/seqref/engine"

// allSpaces is every space of the board.
var allSpaces engine.SpaceSet

// allWindows lists every five-space window of the board once.
var allWindows []engine.SpaceSet

// windowsOf[s] lists the five-space windows (lines of five spaces on the
// board) that hold s, as masks.
var windowsOf [engine.NumSpaces][]engine.SpaceSet

func init() {
	for a := engine.Space(0); a < engine.NumSpaces; a++ {
		allSpaces = allSpaces.With(a)
	}
	for w := range engine.Windows() {
		m := w.Mask()
		allWindows = append(allWindows, m)
		for _, s := range m.Spaces() {
			windowsOf[s] = append(windowsOf[s], m)
		}
	}
}

// weight is what a window free of the other teams' chips is worth to a
// team by the number of its chips (corners included) in it.
var weight = [6]int{1, 3, 9, 27, 81, 81}

// potential is what the windows through s that t may still complete are
// worth to t: the sum of their weights by t's chips in them.
func potential(b *engine.Board, s engine.Space, t engine.Team) int {
	f := freeOf(b, t)
	sum := 0
	for _, w := range windowsOf[s] {
		sum += f.worth(w)
	}
	return sum
}

// free says which windows a team may still complete, and with how many of
// its chips (corners included) already in them.
type free struct {
	own, other, locked engine.SpaceSet
}

// freeOf is team t's view of board b.
func freeOf(b *engine.Board, t engine.Team) free {
	own := b.Chips(t)
	return free{own: own.Union(engine.Corners), other: b.Occupied().Minus(own), locked: own.Intersect(b.LockedChips())}
}

// worth is the weight of window w: 0 when it holds another team's chip,
// or two of the team's chips locked in sequences (a window that shares
// two spaces with a sequence of the team cannot be claimed, and two
// locked chips nearly always belong to one sequence).
func (f free) worth(w engine.SpaceSet) int {
	if !w.Intersect(f.other).IsEmpty() || w.Intersect(f.locked).Len() > 1 {
		return 0
	}
	return weight[w.Intersect(f.own).Len()]
}
