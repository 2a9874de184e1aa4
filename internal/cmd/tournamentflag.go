package cmd

import (
	"github.com/seqref/seqref/internal/match"
	"github.com/urfave/cli/v2"
)

// tournamentFlag reads --tournament: the tournament the match is, or nil
// for a match of all the bots at one table. Without the flag, bots that do
// not fit one game's seats (three bots for two players, with no --seats)
// play a round-robin.
func tournamentFlag(c *cli.Context, bots, players, teams int) (*match.Tournament, error) {
	name := c.String("tournament")
	if !c.IsSet("tournament") {
		if bots == 2 || c.IsSet("seats") {
			return nil, nil
		}
		if _, err := match.DefaultSeats(bots, players, teams); err == nil {
			return nil, nil
		}
		name = match.RoundRobin.String()
	}
	schedule, err := match.ParseSchedule(name)
	if err != nil {
		return nil, usageError("--tournament: %v", err)
	}
	if c.IsSet("sprt") {
		return nil, usageError("--sprt tests bot 1 against bot 2: not in a tournament (give two bots)")
	}
	return &match.Tournament{Schedule: schedule}, nil
}
