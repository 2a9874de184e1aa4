package match

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Crosstable is what every bot scored against every other: the games
// between them and the points it won in them.
type Crosstable struct {
	Points [][]float64 `json:"points"` // Points[a][b]: bot a's points in its games against bot b
	Games  [][]int     `json:"games"`  // Games[a][b]: the games between bots a and b
}

// NewCrosstable is the empty crosstable of n bots.
func NewCrosstable(n int) *Crosstable {
	c := &Crosstable{Points: make([][]float64, n), Games: make([][]int, n)}
	for a := range c.Points {
		c.Points[a], c.Games[a] = make([]float64, n), make([]int, n)
	}
	return c
}

// Add counts a game for every pair of bots in it: each scores its team's
// share of the point (the mean over its seats).
func (c *Crosstable) Add(r *Result) {
	pts := make(map[int]float64)
	seats := make(map[int]int)
	for p, b := range r.Seats {
		pts[b] += r.Points[r.Teams[p]]
		seats[b]++
	}
	for a := range pts {
		for b := range pts {
			if a != b {
				c.Games[a][b]++
				c.Points[a][b] += pts[a] / float64(seats[a])
			}
		}
	}
}

// WriteText writes the crosstable: a row for every bot, in the order of
// order, with its points against the bot of every column and the games
// they played ("-" where they played none).
func (c *Crosstable) WriteText(w io.Writer, names []string, order []int) error {
	var b strings.Builder
	width := 20
	for _, n := range names {
		width = max(width, utf8.RuneCountInString(n))
	}
	b.WriteString("Elo: fitted on all the games at once (maximum likelihood, logistic), the bots' mean 0, ± its 95 % margin\n\n")
	fmt.Fprintf(&b, "crosstable: the row's points against the column, of games\n%-4s %-*s", "", width, "bot")
	for k := range order {
		fmt.Fprintf(&b, " %12d", k+1)
	}
	b.WriteString("\n")
	for k, a := range order {
		fmt.Fprintf(&b, "%-4d %s", k+1, names[a]+strings.Repeat(" ", width-utf8.RuneCountInString(names[a])))
		for _, o := range order {
			cell := "-"
			if c.Games[a][o] > 0 {
				cell = fmt.Sprintf("%g/%d", c.Points[a][o], c.Games[a][o])
			}
			fmt.Fprintf(&b, " %12s", cell)
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
