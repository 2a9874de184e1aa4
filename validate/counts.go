package validate

import (
	"bytes"
	"encoding/json"
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
	return countsJSON(tc, func(c TeamCount) (string, int) { return c.Team.String(), c.Count })
}

// Map is the counts by colour name.
func (tc TeamCounts) Map() map[string]int {
	out := make(map[string]int, len(tc))
	for _, c := range tc {
		out[c.Team.String()] = c.Count
	}
	return out
}

// PlayerCount is a number by player: a hand size, or a count of penalties.
type PlayerCount struct {
	Player string
	Count  int
}

// PlayerCounts are numbers by player in seating order; they marshal as a
// JSON object with the keys in that order.
type PlayerCounts []PlayerCount

// MarshalJSON writes {"Ann": 6, "Bob": 7}.
func (pc PlayerCounts) MarshalJSON() ([]byte, error) {
	return countsJSON(pc, func(c PlayerCount) (string, int) { return c.Player, c.Count })
}

// Map is the counts by player name.
func (pc PlayerCounts) Map() map[string]int {
	out := make(map[string]int, len(pc))
	for _, c := range pc {
		out[c.Player] = c.Count
	}
	return out
}

// countsJSON writes counts as one JSON object with the keys in the order
// of the list: {"green": 1, "blue": 0}.
func countsJSON[T any](list []T, entry func(T) (string, int)) ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, c := range list {
		if i > 0 {
			b.WriteString(", ")
		}
		key, n := entry(c)
		name, err := json.Marshal(key)
		if err != nil {
			return nil, err
		}
		b.Write(name)
		b.WriteString(": ")
		b.WriteString(strconv.Itoa(n))
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
