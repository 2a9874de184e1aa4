package window

import "github.com/seqref/seqref/engine"

// lines[s] are the five-space windows through s, as the engine lists them
// (engine.WindowsThrough): every line of five spaces on the board that
// holds s.
var lines = func() (out [engine.NumSpaces][]engine.SpaceSet) {
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		for w := range engine.WindowsThrough(s) {
			out[s] = append(out[s], w.Mask())
		}
	}
	return out
}()
