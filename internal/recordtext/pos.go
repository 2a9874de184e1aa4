package recordtext

import "strconv"

// Pos is a line and column in a record file, both 1-based; a column counts
// characters, not bytes, as YAML parsers count them. It has the fields of
// record.Pos, into which record converts it.
type Pos struct {
	Line, Col int
}

// String is the position as "line:column".
func (p Pos) String() string { return strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col) }
