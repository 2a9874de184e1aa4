package validate

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/record"
)

// Summary is the verdict in one line, as seqref validate ends its report
// on a record: "win for green after 3 entries; sequences green 2, blue 0".
func (v *Outcome) Summary() string {
	var b strings.Builder
	switch v.Result {
	case record.Win:
		fmt.Fprintf(&b, "win for %s after %d %s", v.Winner, v.Turns, entries(v.Turns))
	case record.Unfinished:
		fmt.Fprintf(&b, "unfinished after %d %s", v.Turns, entries(v.Turns))
		if v.Blocked {
			b.WriteString("; blocked: no card is left and nobody can play, the game ends without a winner")
		}
	case record.Illegal:
		if v.Error.Turn == 0 {
			fmt.Fprintf(&b, "illegal setup [%s]", v.Error.Rule)
		} else {
			fmt.Fprintf(&b, "illegal at turn %d [%s] after %d legal %s", v.Error.Turn, v.Error.Rule, v.Turns, entries(v.Turns))
		}
		if v.Winner != nil {
			fmt.Fprintf(&b, "; %s had won", v.Winner)
		}
	case record.Invalid:
		fmt.Fprintf(&b, "invalid [%s]", v.Error.Rule)
		return b.String()
	}
	b.WriteString("; sequences")
	for i, c := range v.Sequences {
		sep := ", "
		if i == 0 {
			sep = " "
		}
		fmt.Fprintf(&b, "%s%s %d", sep, c.Team, c.Count)
	}
	return b.String()
}

// entries is "entry" for one, "entries" otherwise.
func entries(n int) string {
	if n == 1 {
		return "entry"
	}
	return "entries"
}
