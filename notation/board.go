package notation

import (
	"errors"
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
)

// BoardError is a board file that cannot be read: the 1-based line and
// column, and what is wrong.
type BoardError struct {
	Line, Col int
	Msg       string // what is wrong, with the token and what was expected
	Token     string // the cell at fault; "" when a row or the file ends too soon
	Expected  string // what would have been read there
	// Rows is how many rows were read whole before the problem: 0 when
	// not even the first row is a row of ten cards, as in a file that is
	// not a board at all.
	Rows int
}

func (e *BoardError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

const (
	expectCell  = "a card such as 10H, or XX on a corner"
	expectCells = "ten cells, a card or XX each, after an optional row number"
	expectTwice = "every card except the jacks exactly twice"
)

// boardError builds a BoardError whose Msg says it all.
func boardError(line, col int, token, problem, expected string) *BoardError {
	msg := (&SyntaxError{Token: token, Problem: problem, Expected: expected}).Error()
	return &BoardError{Line: line, Col: col, Msg: msg, Token: token, Expected: expected}
}

// ParseBoard reads a board file: the card on every space, as the table of
// docs/format.md section 2 prints it. Ten rows of ten cells, top row first, cells
// separated by spaces or tabs; a cell is a card in any input form or XX for a
// free corner. Blank lines are skipped, and # starts a comment that runs to
// the end of the line. A header line of the column letters A-J is allowed,
// and so is the row's number (1-10) before each row. The corners must be XX
// and every card except the jacks must show exactly twice.
func ParseBoard(text string) (*engine.Layout, error) {
	layout, rows, err := parseBoard(text)
	if be, ok := err.(*BoardError); ok {
		be.Rows = rows
	}
	return layout, err
}

// parseBoard is ParseBoard, and how many rows it read whole.
func parseBoard(text string) (*engine.Layout, int, error) {
	var cards [engine.NumSpaces]engine.Card
	var where [engine.NumSpaces]cell
	row, lastLine := 0, 0
	for i, line := range strings.Split(strings.TrimPrefix(text, "\ufeff"), "\n") {
		cells := uncomment(cellsOf(line))
		if len(cells) == 0 || isHeader(cells) {
			continue
		}
		if row == 10 {
			return nil, row, boardError(i+1, cells[0].col, cells[0].text, "more than ten rows", "ten rows")
		}
		last := cells[len(cells)-1]
		if isNumber(cells[0].text) {
			if cells[0].text != fmt.Sprint(row+1) {
				return nil, row, boardError(i+1, cells[0].col, cells[0].text, fmt.Sprintf("this is row %d", row+1), expectCells)
			}
			cells = cells[1:]
		}
		switch {
		case len(cells) > 10:
			return nil, row, boardError(i+1, cells[10].col, cells[10].text, fmt.Sprintf("row %d has %d cells, not 10", row+1, len(cells)), expectCells)
		case len(cells) < 10:
			// Point just after the last cell, where the next was expected.
			end := last.col + len([]rune(last.text))
			return nil, row, boardError(i+1, end, "", fmt.Sprintf("row %d has %d cells, not 10", row+1, len(cells)), expectCells)
		}
		for c, cl := range cells {
			s := engine.SpaceAt(c, row)
			cl.line = i + 1
			where[s] = cl
			if equalFoldASCII(cl.text, "XX") {
				continue
			}
			card, problem := readCard(cl.text)
			if problem != "" {
				return nil, row, boardError(cl.line, cl.col, cl.text, problem, expectCell)
			}
			cards[s] = card
		}
		row, lastLine = row+1, i+1
	}
	if row != 10 {
		return nil, row, boardError(lastLine+1, 1, "", fmt.Sprintf("the board ends after row %d", row), "ten rows")
	}
	layout, err := engine.NewLayout(cards)
	var lp *engine.LayoutProblem
	if errors.As(err, &lp) {
		return nil, row, layoutError(lp, where)
	}
	if err != nil {
		return nil, row, err
	}
	return layout, row, nil
}

// layoutError places what engine.NewLayout found wrong at its cell. (A card
// that shows fewer than twice names no cell; it cannot happen alone, since
// some other card then shows a third time, which is found first.)
func layoutError(p *engine.LayoutProblem, where [engine.NumSpaces]cell) *BoardError {
	if p.Space == engine.NoSpace {
		return boardError(where[0].line, where[0].col, "", p.What, expectTwice)
	}
	expected := expectTwice
	switch {
	case p.Space.IsCorner():
		expected = "XX"
	case !p.Card.IsStandard() || p.Card.IsJack():
		expected = "a card that is not a jack"
	}
	at := where[p.Space]
	return boardError(at.line, at.col, at.text, p.What, expected)
}

// FormatBoard writes a layout as the table of docs/format.md section 2, which
// ParseBoard reads back: a header of column letters, then each row's number
// and its ten cells in columns five characters wide, with no trailing space.
func FormatBoard(l *engine.Layout) string {
	var b strings.Builder
	b.WriteString("      A    B    C    D    E    F    G    H    I    J\n")
	for row := 0; row < 10; row++ {
		line := fmt.Sprintf("%3d ", row+1)
		for col := 0; col < 10; col++ {
			name := "XX"
			if c := l.Card(engine.SpaceAt(col, row)); c != engine.NoCard {
				name = c.String()
			}
			line += fmt.Sprintf(" %-4s", name)
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	return b.String()
}

// cell is one field of a board file line: its text and where it starts.
type cell struct {
	text      string
	line, col int
}

// isHeader reports whether the cells are the column letters A to J.
func isHeader(cells []cell) bool {
	if len(cells) != 10 {
		return false
	}
	for i, c := range cells {
		if !equalFoldASCII(c.text, string(rune('A'+i))) {
			return false
		}
	}
	return true
}

// isNumber reports whether text is all ASCII digits (a row number, never a
// card).
func isNumber(text string) bool {
	for _, r := range text {
		if r < '0' || r > '9' {
			return false
		}
	}
	return text != ""
}

// uncomment drops the cells from the first one that starts with #.
func uncomment(cells []cell) []cell {
	for i, c := range cells {
		if strings.HasPrefix(c.text, "#") {
			return cells[:i]
		}
	}
	return cells
}

// cellsOf splits a line at spaces and tabs and gives each cell's 1-based
// column in characters.
func cellsOf(line string) []cell {
	var cells []cell
	start := -1
	runes := []rune(strings.TrimRight(line, "\r"))
	for i, r := range runes {
		if r == ' ' || r == '\t' {
			if start >= 0 {
				cells = append(cells, cell{text: string(runes[start:i]), col: start + 1})
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		cells = append(cells, cell{text: string(runes[start:]), col: start + 1})
	}
	return cells
}
