package window

import "github.com/seqref/seqref/engine"

// lines[s] are the five-space windows through s: for each of the four
// directions, the five windows that hold s at their first, second, ...
// fifth space, those that stay on the board.
var lines = func() (out [engine.NumSpaces][]engine.SpaceSet) {
	dirs := [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		for _, d := range dirs {
			for back := 0; back < 5; back++ {
				var w engine.SpaceSet
				for i := -back; i < 5-back; i++ {
					x := engine.SpaceAt(s.Col()+i*d[0], s.Row()+i*d[1])
					if x == engine.NoSpace {
						w = engine.SpaceSet{}
						break
					}
					w = w.With(x)
				}
				if !w.IsEmpty() {
					out[s] = append(out[s], w)
				}
			}
		}
	}
	return out
}()
