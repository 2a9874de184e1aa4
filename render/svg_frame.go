package render

import "strings"

// BoardFrame is what changes on the board from one position to the next,
// in the form both drawers read: the SVG writer here and the HTML replay's
// script, which redraws the board from these values as JSON. Drawing both
// from one value keeps the two pictures the same.
type BoardFrame struct {
	// Chips has one letter a space, A1 first, row by row: '.' empty, '*' a
	// free corner, g b r a chip of green, blue, red, G B R a locked one.
	Chips string `json:"chips"`
	// Last is the space of the last move, -1 when there is none.
	Last int `json:"last"`
	// Removed is the colour of the chip the last move took off Last; empty
	// when it placed one.
	Removed string `json:"removed,omitempty"`
	// Marked are the other marked spaces, in board order.
	Marked []int `json:"marked"`
	// Lines are the completed sequences, in the order they were made.
	Lines []BoardLine `json:"lines"`
}

// BoardLine is a completed sequence: its team and its two end spaces.
type BoardLine struct {
	Team string `json:"team"`
	From int    `json:"from"`
	To   int    `json:"to"`
}

// FrameOf is the board of a drawing model as a BoardFrame.
func FrameOf(m *Model) BoardFrame {
	f := BoardFrame{Last: -1, Marked: []int{}, Lines: []BoardLine{}}
	var chips strings.Builder
	for i, c := range m.Spaces {
		chips.WriteByte(chipLetter(&c))
		switch {
		case c.Last:
			f.Last = i
		case c.Marked:
			f.Marked = append(f.Marked, i)
		}
	}
	f.Chips = chips.String()
	if mv := m.LastMove; mv != nil && mv.Kind == MoveRemove && f.Last >= 0 {
		f.Removed = mv.Removed
	}
	for _, q := range m.Sequences {
		f.Lines = append(f.Lines, BoardLine{Team: q.Team, From: spaceIndex(q.From), To: spaceIndex(q.To)})
	}
	return f
}

// chipLetter is a space's letter in BoardFrame.Chips.
func chipLetter(c *Cell) byte {
	switch {
	case c.Corner:
		return '*'
	case c.Team == "":
		return '.'
	case c.Locked:
		return c.Team[0] - 'a' + 'A'
	}
	return c.Team[0]
}

// teamOfLetter is the colour name of a chip letter of BoardFrame.Chips.
func teamOfLetter(b byte) string {
	switch b {
	case 'g', 'G':
		return "green"
	case 'b', 'B':
		return "blue"
	case 'r', 'R':
		return "red"
	}
	return ""
}
