package validate

import (
	"bytes"
	"strconv"

	"github.com/seqref/seqref/engine"
)

// TeamCount is a team's number of completed sequences.
type TeamCount struct {
	Team  engine.Team
	Count int
}

// TeamCounts are sequence counts in colour order; they marshal as a JSON
// object with the keys in that order.
type TeamCounts []TeamCount

// MarshalJSON writes {"green": 1, "blue": 0}.
func (tc TeamCounts) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, c := range tc {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Quote(c.Team.String()))
		b.WriteString(": ")
		b.WriteString(strconv.Itoa(c.Count))
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// teamName is a team's colour, nil for no team.
func teamName(t engine.Team) *string {
	if t == engine.NoTeam {
		return nil
	}
	s := t.String()
	return &s
}
