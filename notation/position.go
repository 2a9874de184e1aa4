package notation

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
)

const (
	expectRow  = "a row of g, b, r (G, B, R when locked), * on a corner and counts 1-10 of empty spaces, covering 10 spaces"
	expectRows = "ten rows separated by /"
)

// ParsePosition reads a board in position notation (docs/format.md section 7): ten
// rows, top first, separated by "/". Corners must be written "*"; "*" stands
// nowhere else. A count is one number from 1 to 10 ("55" is not 5 and 5).
// Letters are case-sensitive: upper case is a locked chip.
func ParsePosition(text string) (engine.Board, error) {
	p := positionParser{runes: []rune(text)}
	if err := p.parse(); err != nil {
		return engine.Board{}, err
	}
	return p.board, nil
}

// positionParser reads position notation one character at a time.
type positionParser struct {
	runes    []rune
	board    engine.Board
	row, col int // where the next character goes
	rowStart int // index of the current row's first character
}

// fail returns a SyntaxError for the token at index i.
func (p *positionParser) fail(i int, tok, problem, expected string) error {
	return &SyntaxError{Col: i + 1, Token: tok, Problem: problem, Expected: expected}
}

func (p *positionParser) parse() error {
	for i := 0; i < len(p.runes); i++ {
		r := p.runes[i]
		switch {
		case r == '/':
			if err := p.endRow(i); err != nil {
				return err
			}
			if p.row == 9 {
				return p.fail(i, "/", "more than ten rows", expectRows)
			}
			p.row, p.col, p.rowStart = p.row+1, 0, i+1
		case r >= '0' && r <= '9':
			n, err := p.count(i)
			if err != nil {
				return err
			}
			i += n - 1
		default:
			if err := p.square(i, r); err != nil {
				return err
			}
		}
	}
	if err := p.endRow(len(p.runes)); err != nil {
		return err
	}
	if p.row != 9 {
		return p.fail(len(p.runes), "", fmt.Sprintf("the position ends after row %d", p.row+1), expectRows)
	}
	return nil
}

// count reads the count of empty spaces that starts at index i and returns
// how many characters it has.
func (p *positionParser) count(i int) (int, error) {
	j := i
	for j < len(p.runes) && p.runes[j] >= '0' && p.runes[j] <= '9' {
		j++
	}
	// The token is made only for a message: a position is read on every
	// turn of a bot, so the common case allocates nothing.
	digits := p.runes[i:j]
	n := 0
	switch {
	case len(digits) == 2 && digits[0] == '1' && digits[1] == '0':
		n = 10
	case len(digits) == 1 && digits[0] != '0':
		n = int(digits[0] - '0')
	default:
		return 0, p.fail(i, string(digits), "a count of empty spaces is a number from 1 to 10", expectRow)
	}
	if p.col+n > 10 {
		return 0, p.fail(i, string(digits), fmt.Sprintf("row %d covers more than 10 spaces", p.row+1), expectRow)
	}
	for k := 0; k < n; k++ {
		if s := engine.SpaceAt(p.col+k, p.row); s.IsCorner() {
			return 0, p.fail(i, string(digits), "corner "+s.String()+" must be written *", expectRow)
		}
	}
	p.col += n
	return len(digits), nil
}

// square reads the corner or chip r at index i.
func (p *positionParser) square(i int, r rune) error {
	if p.col >= 10 {
		return p.fail(i, string(r), fmt.Sprintf("row %d covers more than 10 spaces", p.row+1), expectRow)
	}
	s := engine.SpaceAt(p.col, p.row)
	switch r {
	case '*':
		if !s.IsCorner() {
			return p.fail(i, string(r), s.String()+" is not a corner", expectRow)
		}
	case 'g', 'b', 'r', 'G', 'B', 'R':
		if s.IsCorner() {
			return p.fail(i, string(r), "no chip stands on corner "+s.String(), expectRow)
		}
		// g, b, r are the letters of engine.Team: Green, Blue, Red.
		t := engine.Team(strings.IndexRune("gbr", r|0x20))
		p.board.Put(s, t, r < 'a')
	default:
		return p.fail(i, string(r), "not a chip, corner or count", expectRow)
	}
	p.col++
	return nil
}

// endRow checks that the row ending before index i covers ten spaces. The
// token of a short row is its text, or for an empty row the "/" that ends it.
func (p *positionParser) endRow(i int) error {
	if p.col == 10 {
		return nil
	}
	if i == p.rowStart {
		tok := "/"
		if i == len(p.runes) {
			tok = ""
		}
		return p.fail(i, tok, fmt.Sprintf("row %d is empty", p.row+1), expectRow)
	}
	return p.fail(p.rowStart, string(p.runes[p.rowStart:i]),
		fmt.Sprintf("row %d covers %d spaces, not 10", p.row+1, p.col), expectRow)
}

// FormatPosition writes a board in position notation.
func FormatPosition(b *engine.Board) string { return b.String() }

// EmptyPosition is the empty board in position notation.
const EmptyPosition = "*8*/10/10/10/10/10/10/10/10/*8*"
