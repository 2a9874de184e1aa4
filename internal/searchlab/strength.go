package main

import (
	"fmt"
	"slices"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/internal/searchcore"
)

// strengthCommand plays the searcher against greedy or the window bot and
// reports its points and its mean time a move (docs/strong-bot.md, "What
// was tried").
func strengthCommand() *cli.Command {
	def := searchcore.DefaultParams()
	return &cli.Command{
		Name:  "strength",
		Usage: "play the searcher against greedy or the window bot and report its score",
		Flags: []cli.Flag{
			gamesFlag, firstFlag, oppFlag,
			&cli.IntFlag{Name: "players", Value: 2, Usage: "players a game: 2, or 4 (two teams of two)"},
			&cli.IntFlag{Name: "playouts", Usage: "playouts a move (1000 when neither this nor --ms is given)"},
			&cli.IntFlag{Name: "ms", Usage: "milliseconds of search a move"},
			&cli.IntFlag{Name: "plies", Value: def.ReplyPlies, Usage: "plies of minimax after the candidate in a two-player game; 0 plays the policy's round"},
			&cli.IntFlag{Name: "jacks", Value: def.ReplyJacks, Usage: "spaces a jack is tried on in the minimax"},
			&cli.IntFlag{Name: "plies4", Value: def.ReplyPliesFour, Usage: "plies of minimax in a four-player game; 0 plays the policy's round"},
			&cli.IntFlag{Name: "top4", Value: def.ReplyTopFour, Usage: "plays of each turn the four-player minimax searches"},
		},
		Action: strength,
	}
}

// strength is the strength command.
func strength(c *cli.Context) error {
	games, opp, theirs, err := seriesOf(c)
	if err != nil {
		return err
	}
	players := c.Int("players")
	if players != 2 && players != 4 {
		return usageError(fmt.Sprintf("--players %d: the searcher is measured in games of 2 or 4 players", players))
	}
	par, err := paramsOf(c)
	if err != nil {
		return err
	}
	cfg := searchcore.Config{Playouts: c.Int("playouts"), MoveTime: time.Duration(c.Int("ms")) * time.Millisecond}
	if cfg.Playouts == 0 && cfg.MoveTime == 0 {
		cfg.Playouts = 1000
	}
	moves, spent := 0, time.Duration(0)
	mine := func(i int) bot.Chooser {
		return &timedSeat{Searcher: searchcore.New(cfg, par, uint64(i)), moves: &moves, spent: &spent}
	}
	points, err := duel.Series(players, c.Int(firstFlag.Name), games, mine, theirs)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(c.App.Writer, "%d players vs %s, %+v, plies %d, jacks %d, plies4 %d, top4 %d: %.1f of %d = %.1f %%, %.2f ms a move\n",
		players, opp, cfg, par.ReplyPlies, par.ReplyJacks, par.ReplyPliesFour, par.ReplyTopFour,
		points, games, 100*points/float64(games), msPerMove(spent, moves))
	return err
}

// paramsOf is the searcher's tuning from the flags that a command has,
// the defaults for the others, checked.
func paramsOf(c *cli.Context) (searchcore.Params, error) {
	par := searchcore.DefaultParams()
	for _, f := range []struct {
		name string
		v    *int
		max  int
	}{
		{"plies", &par.ReplyPlies, searchcore.MaxPlies},
		{"jacks", &par.ReplyJacks, 48},
		{"plies4", &par.ReplyPliesFour, searchcore.MaxPlies},
		{"top4", &par.ReplyTopFour, 48},
	} {
		if !hasFlag(c, f.name) {
			continue
		}
		*f.v = c.Int(f.name)
		if *f.v < 0 || *f.v > f.max {
			return par, usageError(fmt.Sprintf("--%s %d: from 0 to %d", f.name, *f.v, f.max))
		}
	}
	return par, nil
}

// hasFlag reports whether the command being run has the flag name.
func hasFlag(c *cli.Context, name string) bool {
	for _, f := range c.Command.Flags {
		if slices.Contains(f.Names(), name) {
			return true
		}
	}
	return false
}
