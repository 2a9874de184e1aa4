package render

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// Style is how WriteText draws: in ANSI colours or plain.
type Style struct {
	Color bool
}

// columns are the board's column letters.
const columns = "ABCDEFGHIJ"

// WriteBoard draws the board: a header of column letters, then every row
// with its number; each space shows its card and, after it, the chip on it
// (g, b, r; upper case when locked in a sequence). Marked spaces stand in
// brackets. A legend follows.
func WriteBoard(w io.Writer, m *Model, st Style) error {
	bw := bufio.NewWriter(w)
	writeGrid(bw, m, "   ", "   %c   ", "%2d ", st.cell)
	bw.WriteString(legend(m) + "\n")
	return bw.Flush()
}

// writeGrid writes the column letters, each in colFormat after lead, then
// the ten rows, each its number in rowFormat and its spaces drawn by cell.
func writeGrid(bw *bufio.Writer, m *Model, lead, colFormat, rowFormat string, cell func(*Cell) string) {
	var b strings.Builder
	b.WriteString(lead)
	for _, c := range columns {
		fmt.Fprintf(&b, colFormat, c)
	}
	bw.WriteString(strings.TrimRight(b.String(), " ") + "\n")
	for row := 0; row < 10; row++ {
		b.Reset()
		fmt.Fprintf(&b, rowFormat, row+1)
		for col := 0; col < 10; col++ {
			b.WriteString(cell(&m.Spaces[row*10+col]))
		}
		bw.WriteString(strings.TrimRight(b.String(), " ") + "\n")
	}
}

// cell draws one space in seven columns: " 10H g ", "[ 4C B]".
func (st Style) cell(c *Cell) string {
	chip := " "
	if c.Team != "" {
		chip = c.Team[:1]
		if c.Locked {
			chip = strings.ToUpper(chip)
		}
	}
	body := st.paint(c.Team, c.Locked, fmt.Sprintf("%3s %s", c.Card, chip))
	if c.Marked {
		return st.strong("[") + body + st.strong("]")
	}
	return " " + body + " "
}

func legend(m *Model) string {
	return legendWith(m, "; upper case: locked in a sequence; XX: free corner")
}

// legendWith is the legend of the chips: the teams' letters, then marks,
// then "; [ ]: marked" when spaces are marked.
func legendWith(m *Model, marks string) string {
	var teams []string
	for _, t := range m.Teams {
		teams = append(teams, fmt.Sprintf("%c %s", t.Team[0], t.Team))
	}
	text := "Chips: " + strings.Join(teams, ", ") + marks
	if len(m.Marked) > 0 {
		text += "; [ ]: marked"
	}
	return text
}

// WriteText draws the whole position: the board, the sequences by team,
// the last move, the hands with their dead cards, the draw pile, who moves
// or who won, and the position string.
func WriteText(w io.Writer, m *Model, st Style) error {
	if err := WriteBoard(w, m, st); err != nil {
		return err
	}
	return writeDetails(w, m, st)
}

// writeDetails writes what WriteText writes under the board.
func writeDetails(w io.Writer, m *Model, st Style) error {
	bw := bufio.NewWriter(w)
	writeSequences(bw, m, st)
	if mv := m.LastMove; mv != nil {
		fmt.Fprintf(bw, "Last move: %s\n", MoveText(mv))
	}
	bw.WriteString("Hands:\n")
	for _, h := range m.Hands {
		fmt.Fprintf(bw, "  %s (%s): %s\n", h.Player, st.paint(h.Team, false, h.Team), HandText(&h))
	}
	fmt.Fprintf(bw, "Draw pile: %s; discards since the last reshuffle: %d\n", PileText(m.DrawPile), m.Discards)
	switch {
	case m.Winner != "":
		fmt.Fprintf(bw, "Winner: %s\n", st.paint(m.Winner, true, m.Winner))
	case m.Blocked:
		bw.WriteString("Blocked: no card is left and nobody can play; the game ends without a winner\n")
	default:
		fmt.Fprintf(bw, "To move: %s\n", m.toMoveText(st))
	}
	fmt.Fprintf(bw, "Position: %s\n", m.Position)
	return bw.Flush()
}

func writeSequences(w *bufio.Writer, m *Model, st Style) {
	need := 0
	if len(m.Teams) > 0 {
		need = m.Teams[0].Need
	}
	fmt.Fprintf(w, "Sequences (%d to win):\n", need)
	for _, t := range m.Teams {
		var names []string
		for _, q := range m.Sequences {
			if q.Team == t.Team {
				names = append(names, fmt.Sprintf("%s (%s)", q.Name(), strings.Join(q.Spaces, " ")))
			}
		}
		line := fmt.Sprintf("  %s %d", st.paint(t.Team, false, t.Team), t.Sequences)
		if len(names) > 0 {
			line += ": " + strings.Join(names, ", ")
		}
		w.WriteString(line + "\n")
	}
}

// MoveText says what a move was: "entry 3, Ann (green): 7H@D6 +QS".
func MoveText(mv *Move) string {
	switch mv.Kind {
	case MoveTableTalk, MoveReshuffle:
		return fmt.Sprintf("entry %d: %s", mv.Entry, mv.Text)
	}
	return fmt.Sprintf("entry %d, %s (%s): %s", mv.Entry, mv.Player, mv.Team, mv.Text)
}

// HandText says what is known of a hand: "5C 9S QS; dead: 9S", "not known
// (6 cards)".
func HandText(h *Hand) string {
	if !h.Known {
		if h.Size != nil {
			return fmt.Sprintf("not known (%d %s)", *h.Size, plural(*h.Size, "card", "cards"))
		}
		return "not known"
	}
	if len(h.Cards) == 0 {
		return "no cards"
	}
	text := strings.Join(h.Cards, " ")
	if len(h.Dead) > 0 {
		text += "; dead: " + strings.Join(h.Dead, " ")
	}
	return text
}

// PileText says what is known of the draw pile's size.
func PileText(p Pile) string {
	if p.Size == nil {
		return "size not known"
	}
	return fmt.Sprintf("%d %s", *p.Size, plural(*p.Size, "card", "cards"))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// toMoveText names the player to move with their team: "Bob (blue)".
func (m *Model) toMoveText(st Style) string {
	for _, h := range m.Hands {
		if h.Player == m.ToMove {
			return fmt.Sprintf("%s (%s)", h.Player, st.paint(h.Team, false, h.Team))
		}
	}
	return m.ToMove
}
