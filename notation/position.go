package notation

import (
	"fmt"

	"github.com/seqref/seqref/engine"
)

const expectRow = "a row of g, b, r (G, B, R when locked), * on a corner and counts 1-10 of empty spaces, covering 10 spaces"

// ParsePosition reads a board in position notation (FORMAT.md section 7): ten
// rows, top first, separated by "/". Corners must be written "*"; "*" stands
// nowhere else.
func ParsePosition(text string) (engine.Board, error) {
	var b engine.Board
	runes := []rune(text)
	row, col := 0, 0
	rowStart := 0
	fail := func(i int, tok, problem, expected string) (engine.Board, error) {
		return engine.Board{}, &SyntaxError{Col: i + 1, Token: tok, Problem: problem, Expected: expected}
	}
	endRow := func(i int) error {
		if col != 10 {
			return &SyntaxError{Col: rowStart + 1, Token: string(runes[rowStart:i]),
				Problem: fmt.Sprintf("row %d covers %d spaces", row+1, col), Expected: expectRow}
		}
		return nil
	}
	for i := 0; i < len(runes); i++ {
		r := runes[i]
		switch {
		case r == '/':
			if err := endRow(i); err != nil {
				return engine.Board{}, err
			}
			row, col, rowStart = row+1, 0, i+1
			if row > 9 {
				return fail(i, "/", "more than ten rows", "ten rows separated by /")
			}
			continue
		case r >= '1' && r <= '9':
			n := int(r - '0')
			tok := string(r)
			if r == '1' && i+1 < len(runes) && runes[i+1] == '0' {
				n, tok = 10, "10"
			}
			if col+n > 10 {
				return fail(i, tok, fmt.Sprintf("row %d covers more than 10 spaces", row+1), expectRow)
			}
			for k := 0; k < n; k++ {
				if s := engine.SpaceAt(col+k, row); s.IsCorner() {
					return fail(i, tok, "corner "+s.String()+" must be written *", expectRow)
				}
			}
			col += n
			i += len(tok) - 1
			continue
		}
		if col >= 10 {
			return fail(i, string(r), fmt.Sprintf("row %d covers more than 10 spaces", row+1), expectRow)
		}
		s := engine.SpaceAt(col, row)
		switch r {
		case '*':
			if !s.IsCorner() {
				return fail(i, "*", s.String()+" is not a corner", expectRow)
			}
		case 'g', 'b', 'r', 'G', 'B', 'R':
			if s.IsCorner() {
				return fail(i, string(r), "no chip stands on corner "+s.String(), expectRow)
			}
			t, _ := engine.TeamNamed(map[rune]string{'g': "green", 'b': "blue", 'r': "red"}[r|0x20])
			b.Put(s, t, r < 'a')
		default:
			return fail(i, string(r), "not a chip, corner or count", expectRow)
		}
		col++
	}
	if err := endRow(len(runes)); err != nil {
		return engine.Board{}, err
	}
	if row != 9 {
		return fail(max(len(runes)-1, 0), "", fmt.Sprintf("%d rows", row+1), "ten rows separated by /")
	}
	return b, nil
}

// FormatPosition writes a board in position notation.
func FormatPosition(b *engine.Board) string { return b.String() }

// EmptyPosition is the empty board in position notation.
const EmptyPosition = "*8*/10/10/10/10/10/10/10/10/*8*"
