package render

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/seqref/seqref/internal/prose"
)

// BoardWidth is the width of the board WriteBoard draws, in columns.
const BoardWidth = 3 + 10*7

// WriteTextAt is WriteText for a screen of width columns: as WriteText
// when the board fits, else with the board abbreviated to its chips
// (WriteChips) and every other line wrapped at the width.
func WriteTextAt(w io.Writer, m *Model, st Style, width int) error {
	if width >= BoardWidth {
		return WriteText(w, m, st)
	}
	if err := WriteChips(w, m, st, width); err != nil {
		return err
	}
	var b bytes.Buffer
	if err := writeDetails(&b, m, st); err != nil {
		return err
	}
	return Rewrap(w, b.String(), width)
}

// WriteChips draws the board in three columns a space, for a narrow
// screen: the chip on each space (g, b, r; upper case when locked), X on a
// free corner, . on an empty space, and [ ] around a marked space; the
// cards are left out. A legend, wrapped at width, follows.
func WriteChips(w io.Writer, m *Model, st Style, width int) error {
	bw := bufio.NewWriter(w)
	writeGrid(bw, m, "  ", " %c ", "%2d", st.chipCell)
	legend := legendWith(m, "; upper case: locked; X: free corner; .: empty") + "; a wider screen shows the cards"
	for _, line := range prose.Lines(width, "", "  ", legend) {
		bw.WriteString(line + "\n")
	}
	return bw.Flush()
}

// chipCell draws one space in three columns: " g ", "[B]", " . ", " X ".
func (st Style) chipCell(c *Cell) string {
	body := "."
	switch {
	case c.Corner:
		body = "X"
	case c.Team != "":
		body = c.Team[:1]
		if c.Locked {
			body = strings.ToUpper(body)
		}
		body = st.paint(c.Team, c.Locked, body)
	}
	if c.Marked {
		return st.strong("[") + body + st.strong("]")
	}
	return " " + body + " "
}

// Rewrap writes text with every line longer than width broken at its
// spaces, each further part indented two columns more than the line.
func Rewrap(w io.Writer, text string, width int) error {
	bw := bufio.NewWriter(w)
	for _, line := range strings.SplitAfter(text, "\n") {
		if line == "" {
			continue
		}
		body := strings.TrimSuffix(line, "\n")
		if utf8.RuneCountInString(body) <= width {
			bw.WriteString(line)
			continue
		}
		trimmed := strings.TrimLeft(body, " ")
		indent := body[:len(body)-len(trimmed)]
		for _, l := range prose.Lines(width, indent, indent+"  ", trimmed) {
			bw.WriteString(l + "\n")
		}
	}
	return bw.Flush()
}
