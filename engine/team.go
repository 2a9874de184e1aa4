package engine

// Team is a chip colour; every player of a team plays that colour.
type Team int8

// The three chip colours, and NoTeam for an empty space or no winner.
const (
	NoTeam Team = -1
	Green  Team = 0
	Blue   Team = 1
	Red    Team = 2
)

// MaxTeams is the number of chip colours.
const MaxTeams = 3

// String is the colour's name: green, blue or red.
func (t Team) String() string {
	switch t {
	case Green:
		return "green"
	case Blue:
		return "blue"
	case Red:
		return "red"
	}
	return "none"
}

// MarshalText is the colour's name, so that a team reads in JSON as
// "green": a *Team that is nil (nobody) is null.
func (t Team) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// Letter is the colour's letter in position notation: g, b or r.
func (t Team) Letter() byte {
	if t < Green || t > Red {
		return '?'
	}
	return "gbr"[t]
}

// TeamNamed returns the team with the given colour name, and false for any
// other name.
func TeamNamed(name string) (Team, bool) {
	switch name {
	case "green":
		return Green, true
	case "blue":
		return Blue, true
	case "red":
		return Red, true
	}
	return NoTeam, false
}
