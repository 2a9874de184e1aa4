package cmd

import (
	"os"
	"strconv"
	"strings"

	"github.com/seqref/seqref/internal/terminal"
)

// narrowest is the narrowest width text output wraps at: the board drawn
// in chips alone (render.WriteChips) needs 33 columns.
const narrowest = 34

// width is the width text output wraps at: the COLUMNS environment
// variable when it holds a number, else the width of the terminal Out is
// open on; 0 (the default width) when neither says. A narrower width than
// narrowest counts as narrowest.
func (s Streams) width() int {
	n, err := strconv.Atoi(strings.TrimSpace(os.Getenv("COLUMNS")))
	if err != nil || n <= 0 {
		n = terminal.Width(s.Out)
	}
	if n <= 0 {
		return 0
	}
	return max(n, narrowest)
}
