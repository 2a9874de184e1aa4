package cmd

import (
	"fmt"
	"io"

	"github.com/seqref/seqref/internal/match"
)

// defaultReport is how many games a match plays between two standings
// reports when its standard error is not a terminal (a CI log, a file) and
// --report is not given: the log then shows how the match goes, as
// fastchess's and cutechess-cli's -ratinginterval do.
const defaultReport = 100

// reportEvery is the number of games between standings reports: --report,
// or defaultReport where there is no terminal to show a progress line on.
func reportEvery(given bool, n int, terminal bool) int {
	if given || terminal {
		return n
	}
	return defaultReport
}

// writeReport writes the standings after the games played so far, as the
// lines a log keeps (docs/match.md, "Reports"): a line that says how many
// games of how many, then the standings table, with the SPRT's line (its
// LLR and bounds) when the match runs one.
func writeReport(w io.Writer, st *match.Standings, total int) error {
	if _, err := fmt.Fprintf(w, "seqref match: standings after %d of %d games:\n", st.Games, total); err != nil {
		return err
	}
	return st.WriteText(w)
}
