// Package render draws positions: Model is a drawing model of one position
// (for every space its card, chip, team, lock, corner and sequences; the
// last move; known hands with their dead cards; the draw pile; the position
// string), built from an engine.Game, and WriteText draws it for a terminal.
// Other renderers (SVG, HTML) draw the same model.
package render
