package engine

// Space is one of the 100 spaces of the board, numbered row by row from the
// top-left: A1 is 0, J1 is 9, A2 is 10, J10 is 99. NoSpace is -1.
type Space int8

// NoSpace is the absence of a space.
const NoSpace Space = -1

// NumSpaces is the number of spaces on the board.
const NumSpaces = 100

// The four free corners.
const (
	A1  Space = 0
	J1  Space = 9
	A10 Space = 90
	J10 Space = 99
)

// SpaceAt returns the space in column col (0 for A) and row row (0 for row 1),
// or NoSpace when either is off the board.
func SpaceAt(col, row int) Space {
	if col < 0 || col > 9 || row < 0 || row > 9 {
		return NoSpace
	}
	return Space(row*10 + col)
}

// Col is the space's column, 0 for A to 9 for J.
func (s Space) Col() int { return int(s) % 10 }

// Row is the space's row, 0 for row 1 (the top) to 9 for row 10.
func (s Space) Row() int { return int(s) / 10 }

// Valid reports whether s is on the board.
func (s Space) Valid() bool { return s >= 0 && s < NumSpaces }

// IsCorner reports whether s is one of the four free corners.
func (s Space) IsCorner() bool { return s == A1 || s == J1 || s == A10 || s == J10 }

// String is the space in canonical notation: C4, J10.
func (s Space) String() string {
	if !s.Valid() {
		return "-"
	}
	return spaceNames[s] // made once: a space is written on every line of a match
}

// spaceNames are the spaces' names, by space.
var spaceNames = func() (names [NumSpaces]string) {
	for s := range names {
		names[s] = Space(s).name()
	}
	return names
}()

// name is the space in canonical notation, made.
func (s Space) name() string {
	row := s.Row() + 1
	if row == 10 {
		return string(rune('A'+s.Col())) + "10"
	}
	return string([]byte{byte('A' + s.Col()), byte('0' + row)})
}
