package notation

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
)

// BoardError is a board file that cannot be read: the 1-based line and
// column, and what is wrong.
type BoardError struct {
	Line, Col int
	Msg       string
}

func (e *BoardError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// ParseBoard reads a board file: the card on every space, as the table of
// FORMAT.md section 2 prints it. Ten rows of ten cells, top row first; a cell
// is a card in any input form or XX for a free corner. Blank lines and lines
// starting with # are skipped; a header line of the column letters A-J and a
// row number before each row are allowed. The corners must be XX and every
// card except the jacks must show exactly twice.
func ParseBoard(text string) (*engine.Layout, error) {
	var cards [engine.NumSpaces]engine.Card
	var where [engine.NumSpaces]BoardError
	row := 0
	for i, line := range strings.Split(text, "\n") {
		cells, cols := fieldsWithCols(line)
		if len(cells) == 0 || strings.HasPrefix(cells[0], "#") {
			continue
		}
		if isHeader(cells) {
			continue
		}
		if len(cells) == 11 && cells[0] == fmt.Sprint(row+1) {
			cells, cols = cells[1:], cols[1:]
		}
		if row == 10 {
			return nil, &BoardError{Line: i + 1, Col: cols[0], Msg: "more than ten rows"}
		}
		if len(cells) != 10 {
			return nil, &BoardError{Line: i + 1, Col: cols[0], Msg: fmt.Sprintf("row %d has %d cells, not 10", row+1, len(cells))}
		}
		for c, cell := range cells {
			s := engine.SpaceAt(c, row)
			where[s] = BoardError{Line: i + 1, Col: cols[c]}
			if strings.EqualFold(cell, "XX") {
				continue
			}
			card, problem := readCard(cell)
			if problem != "" {
				return nil, &BoardError{Line: i + 1, Col: cols[c], Msg: fmt.Sprintf("%q: %s", cell, problem)}
			}
			cards[s] = card
		}
		row++
	}
	if row != 10 {
		return nil, &BoardError{Line: 1, Col: 1, Msg: fmt.Sprintf("%d rows, not 10", row)}
	}
	layout, err := engine.NewLayout(cards)
	if err != nil {
		p := err.(*engine.LayoutProblem)
		at := BoardError{Line: 1, Col: 1}
		if p.Space != engine.NoSpace {
			at = where[p.Space]
		}
		at.Msg = p.What
		return nil, &at
	}
	return layout, nil
}

// FormatBoard writes a layout as the table of FORMAT.md section 2, which
// ParseBoard reads back.
func FormatBoard(l *engine.Layout) string {
	var b strings.Builder
	b.WriteString("      A    B    C    D    E    F    G    H    I    J\n")
	for row := 0; row < 10; row++ {
		fmt.Fprintf(&b, "%3d ", row+1)
		for col := 0; col < 10; col++ {
			name := "XX"
			if c := l.Card(engine.SpaceAt(col, row)); c != engine.NoCard {
				name = c.String()
			}
			fmt.Fprintf(&b, " %-4s", name)
		}
		b.WriteString("\n")
	}
	return strings.ReplaceAll(b.String(), " \n", "\n")
}

func isHeader(cells []string) bool {
	if len(cells) != 10 {
		return false
	}
	for i, c := range cells {
		if !strings.EqualFold(c, string(rune('A'+i))) {
			return false
		}
	}
	return true
}

// fieldsWithCols splits a line at white space and gives each field's 1-based
// column in characters.
func fieldsWithCols(line string) ([]string, []int) {
	var fields []string
	var cols []int
	start := -1
	runes := []rune(strings.TrimRight(line, "\r"))
	for i, r := range runes {
		if r == ' ' || r == '\t' {
			if start >= 0 {
				fields, cols = append(fields, string(runes[start:i])), append(cols, start+1)
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		fields, cols = append(fields, string(runes[start:])), append(cols, start+1)
	}
	return fields, cols
}
