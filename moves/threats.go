package moves

import "github.com/seqref/seqref/engine"

// Threats lists the threats of team by: the lines of five that hold four
// of its chips or free corners and one open space, where a chip of by would
// complete a sequence sharing at most one space with each of its others.
// They come in the order of engine.Windows.
func Threats(g *engine.Game, by engine.Team) []Threat {
	return appendThreats(nil, g, by)
}

// opponentThreats lists the threats of every team in play but t, team by
// team in colour order.
func opponentThreats(g *engine.Game, t engine.Team) []Threat {
	var out []Threat
	for _, o := range g.Teams() {
		if o != t {
			out = appendThreats(out, g, o)
		}
	}
	return out
}

func appendThreats(out []Threat, g *engine.Game, by engine.Team) []Threat {
	b := g.Board()
	own := b.Chips(by).Union(engine.Corners)
	for w := range engine.Windows() {
		mask := w.Mask()
		missing := mask.Minus(own)
		if missing.Len() != 1 || !b.IsOpen(missing.First()) || !g.SharesAtMostOne(by, mask) {
			continue
		}
		w.Team = by
		out = append(out, Threat{Line: w, Open: missing.First()})
	}
	return out
}
