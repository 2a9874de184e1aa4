package validate

import (
	"bytes"
	"encoding/json"
	"strconv"
)

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
	var b bytes.Buffer
	b.WriteByte('{')
	for i, c := range pc {
		if i > 0 {
			b.WriteString(", ")
		}
		name, err := json.Marshal(c.Player)
		if err != nil {
			return nil, err
		}
		b.Write(name)
		b.WriteString(": ")
		b.WriteString(strconv.Itoa(c.Count))
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// Map is the counts by player name.
func (pc PlayerCounts) Map() map[string]int {
	out := make(map[string]int, len(pc))
	for _, c := range pc {
		out[c.Player] = c.Count
	}
	return out
}

// Map is the counts by colour name.
func (tc TeamCounts) Map() map[string]int {
	out := make(map[string]int, len(tc))
	for _, c := range tc {
		out[c.Team.String()] = c.Count
	}
	return out
}
