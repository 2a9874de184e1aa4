package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/internal/searchcore"
	"github.com/seqref/seqref/play"
)

// peekWay is a way the peek command plays: its name, the plies of
// minimax after the candidate and the rounds of the policy
// (searchcore.Params).
type peekWay struct {
	name           string
	plies, horizon int
}

// peekWays are the ways the peek command plays: the searcher as it is
// (the minimax), the playout policy's round, and the policy's rounds
// played to the end of the game.
var peekWays = []peekWay{
	{"minimax", searchcore.DefaultParams().ReplyPlies, 1},
	{"round", 0, 1},
	{"end", 0, searchcore.MaxTurns},
}

// peekCommand measures what the information a player lacks is worth to
// the search (docs/strong-bot.md, "How far a bot can go").
func peekCommand() *cli.Command {
	return &cli.Command{
		Name: "peek",
		Usage: "play the searcher (1000 playouts a move) against greedy in two-player games, honestly and peeking " +
			"(every playout dealt the true hands and pile), and report both scores",
		Flags: []cli.Flag{
			gamesFlag,
			&cli.StringFlag{Name: "ways", Value: "minimax,round,end", Usage: "the ways to play, of minimax (the searcher as it is), round (the policy's round) and end (the policy to the end)"},
		},
		Action: peek,
	}
}

// peek is the peek command.
func peek(c *cli.Context) error {
	games, err := gamesOf(c)
	if err != nil {
		return err
	}
	ways := strings.Split(c.String("ways"), ",")
	for _, w := range ways {
		if !slices.ContainsFunc(peekWays, func(p peekWay) bool { return p.name == w }) {
			return usageError("--ways " + w + ": the ways are minimax, round and end")
		}
	}
	for _, w := range peekWays {
		if !slices.Contains(ways, w.name) {
			continue
		}
		par := searchcore.DefaultParams()
		par.ReplyPlies, par.Horizon = w.plies, w.horizon
		for _, peeking := range []bool{false, true} {
			points := 0.0
			for i := 0; i < games; i++ {
				p, err := peekGame(i, par, peeking)
				if err != nil {
					return err
				}
				points += p
			}
			fmt.Fprintf(c.App.Writer, "%s, peeking %v: %.1f of %d = %.1f %%\n", w.name, peeking, points, games, 100*points/float64(games))
		}
	}
	return nil
}

// peekGame plays game i of the peek command and returns the searcher's
// points.
func peekGame(i int, par searchcore.Params, peeking bool) (float64, error) {
	table, me, seed, err := dealtTable(i)
	if err != nil {
		return 0, err
	}
	if peeking {
		par.Peek = truthOf(table)
	}
	seats := make([]bot.Chooser, 2)
	for p := range seats {
		if engine.Team(p%2) != me {
			seats[p] = play.NewPolicyChooser(play.Greedy, uint64(i))
			continue
		}
		seats[p] = searchcore.New(searchcore.Config{Playouts: 1000}, par, uint64(i))
	}
	if err := duel.PlayOn(table, seed, seats); err != nil {
		return 0, fmt.Errorf("game %d: %w", i, err)
	}
	return duel.Points(table.Game(), me), nil
}
