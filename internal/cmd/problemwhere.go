package cmd

import (
	"fmt"

	"github.com/seqref/seqref/rulebook"
)

// whose names the player of an entry, with the team when it is known:
// " (Ann, green)", " (Ann)", or "" for an entry that is not a player's.
func whose(player, team string) string {
	switch {
	case player == "":
		return ""
	case team == "":
		return " (" + player + ")"
	}
	return " (" + player + ", " + team + ")"
}

// problemWhere is the part of a problem line between the position and the
// message: the rule id for an invalid record, the entry ("turn 4 (Ann,
// green)") for an illegal one, or "setup".
func problemWhere(invalid bool, rule rulebook.ID, turn int, player, team string) string {
	switch {
	case invalid:
		return string(rule)
	case turn > 0:
		return fmt.Sprintf("turn %d%s", turn, whose(player, team))
	}
	return "setup"
}
