package engine

// Direction is one of the four lines through a space, in the order in which
// sequences are claimed (docs/format.md section 4).
type Direction uint8

// The four directions.
const (
	Row       Direction = iota // left to right
	Column                     // top to bottom
	DownRight                  // diagonal, top-left to bottom-right
	DownLeft                   // diagonal, top-right to bottom-left
)

var dirSteps = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}

// String names the direction.
func (d Direction) String() string {
	return [...]string{"row", "column", "diagonal down-right", "diagonal down-left"}[d]
}

// Sequence is five spaces in a line completed by one team. From is the end
// nearest the top (for a row, the left end).
type Sequence struct {
	Team Team
	From Space
	Dir  Direction
}

// Spaces lists the five spaces from From on.
func (q Sequence) Spaces() [5]Space {
	var out [5]Space
	dx, dy := dirSteps[q.Dir][0], dirSteps[q.Dir][1]
	for i := range out {
		out[i] = SpaceAt(q.From.Col()+i*dx, q.From.Row()+i*dy)
	}
	return out
}

// To is the other end of the sequence.
func (q Sequence) To() Space { return q.Spaces()[4] }

// Mask is the set of the sequence's five spaces.
func (q Sequence) Mask() SpaceSet {
	if q.From.Valid() && q.Dir < 4 {
		if m := sequenceMasks[q.From][q.Dir]; !m.IsEmpty() {
			return m
		}
	}
	return q.spacesMask()
}

// spacesMask builds the mask from the spaces, for windows that run off the
// board (only an invalid Sequence value has one) and to fill the table.
func (q Sequence) spacesMask() SpaceSet {
	var m SpaceSet
	for _, s := range q.Spaces() {
		if s.Valid() {
			m = m.With(s)
		}
	}
	return m
}

// SequenceBetween returns the sequence of team t whose ends are a and b, in
// either order, and false when a and b are not the ends of five spaces in a
// line.
func SequenceBetween(t Team, a, b Space) (Sequence, bool) {
	if !a.Valid() || !b.Valid() {
		return Sequence{}, false
	}
	if a.Row() > b.Row() || (a.Row() == b.Row() && a.Col() > b.Col()) {
		a, b = b, a
	}
	dx, dy := b.Col()-a.Col(), b.Row()-a.Row()
	for d, step := range dirSteps {
		if dx == 4*step[0] && dy == 4*step[1] {
			return Sequence{Team: t, From: a, Dir: Direction(d)}, true
		}
	}
	return Sequence{}, false
}

// window is a five-space window of a line, with the set of its spaces.
type window struct {
	from Space
	mask SpaceSet
}

// windowsThrough[s][d] lists the windows in direction d that hold s, in the
// order they are tried: the one whose top (or left) end is furthest up first.
var (
	windowsThrough [NumSpaces][4][5]window
	windowCount    [NumSpaces][4]uint8
	// sequenceMasks[from][d] is the mask of the five spaces from from in
	// direction d, when they are all on the board; empty otherwise.
	sequenceMasks [NumSpaces][4]SpaceSet
)

func init() {
	for s := Space(0); s < NumSpaces; s++ {
		for d, step := range dirSteps {
			for k := 4; k >= 0; k-- {
				from := SpaceAt(s.Col()-k*step[0], s.Row()-k*step[1])
				end := SpaceAt(s.Col()+(4-k)*step[0], s.Row()+(4-k)*step[1])
				if from == NoSpace || end == NoSpace {
					continue
				}
				q := Sequence{From: from, Dir: Direction(d)}
				mask := q.spacesMask()
				sequenceMasks[from][d] = mask
				windowsThrough[s][d][windowCount[s][d]] = window{from: from, mask: mask}
				windowCount[s][d]++
			}
		}
	}
}
