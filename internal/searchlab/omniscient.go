package main

import (
	"fmt"
	"math"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/internal/searchcore"
)

// omniscientCommand measures how much of two-player Sequence is luck: an
// omniscient player (searchcore.Omniscient) against greedy or the window
// bot (docs/strong-bot.md, "How far a bot can go").
func omniscientCommand() *cli.Command {
	return &cli.Command{
		Name: "omniscient",
		Usage: "play a player that sees every hand and the pile, searching by alpha-beta, against greedy or the window bot " +
			"in two-player games and report its score",
		Flags: []cli.Flag{
			gamesFlag, firstFlag, oppFlag,
			&cli.IntFlag{Name: "depth", Value: 4, Usage: "plies searched, the player's own turn the first"},
			&cli.IntFlag{Name: "jacks", Value: searchcore.DefaultParams().ReplyJacks, Usage: "spaces a jack is tried on"},
			&cli.StringFlag{Name: "order", Value: "best", Usage: "best searches the best plays first and values a win more the sooner it comes; hand searches the first ply in the searcher's order and values every win 1, as the peeking searcher does"},
		},
		Action: omniscient,
	}
}

// omniscientTotals are the counts of the omniscient command over its
// games.
type omniscientTotals struct {
	moves, nodes int
	spent        time.Duration
	// foundWin counts the games in which the search once found a win
	// against every reply it searched, wonFound those of them won;
	// foundLoss and lostFound the same of a loss.
	foundWin, wonFound, foundLoss, lostFound int
	// notWon lists the games of a win found and not won.
	notWon []int
}

// omniscient is the omniscient command: it reports the player's points,
// its score with its 95 % interval, the mean time of a move, and the
// games in which it found a win and lost (the search tries only some
// spaces of the opponent's jacks, and the opponent may answer on another).
func omniscient(c *cli.Context) error {
	games, opp, opponent, err := seriesOf(c)
	if err != nil {
		return err
	}
	depth := c.Int("depth")
	if depth < 1 {
		return usageError(fmt.Sprintf("--depth %d: the depth is 1 ply at least", depth))
	}
	order := c.String("order")
	if order != "best" && order != "hand" {
		return usageError("--order " + order + ": the order is best or hand")
	}
	par, err := paramsOf(c)
	if err != nil {
		return err
	}
	w := c.App.Writer
	first := c.Int(firstFlag.Name)
	var st omniscientTotals
	points := 0.0
	for i := first; i < first+games; i++ {
		p, err := omniscientGame(i, depth, par, order == "hand", opponent, &st)
		if err != nil {
			return err
		}
		points += p
		if n := i - first + 1; n%20 == 0 && n < games {
			fmt.Fprintf(w, "after %d games: %.1f = %.1f %%, %.2f ms a move\n", n, points, 100*points/float64(n), msPerMove(st.spent, st.moves))
		}
	}
	p := points / float64(games)
	half := 1.96 * math.Sqrt(p*(1-p)/float64(games))
	fmt.Fprintf(w, "depth %d, jacks %d, order %s, vs %s, games %d-%d: %.1f of %d = %.1f %% (95 %%: %.1f-%.1f), %.2f ms a move (%d moves), %d nodes a move; won %d of %d games with a win found, lost %d of %d with a loss found\n",
		depth, par.ReplyJacks, order, opp, first, first+games-1, points, games, 100*p, 100*(p-half), 100*(p+half),
		msPerMove(st.spent, st.moves), st.moves, st.nodes/max(st.moves, 1),
		st.wonFound, st.foundWin, st.lostFound, st.foundLoss)
	if len(st.notWon) > 0 {
		fmt.Fprintf(w, "games of a win found and not won: %v\n", st.notWon)
	}
	return nil
}

// omniscientGame plays game i of the omniscient command and returns the
// omniscient player's points.
func omniscientGame(i, depth int, par searchcore.Params, handOrder bool, opponent func(int) bot.Chooser, st *omniscientTotals) (float64, error) {
	table, me, seed, err := dealtTable(i)
	if err != nil {
		return 0, err
	}
	seats := make([]bot.Chooser, 2)
	var d *searchcore.Omniscient
	for p := range seats {
		if engine.Team(p%2) != me {
			seats[p] = opponent(i)
			continue
		}
		d = searchcore.NewOmniscient(truthOf(table), depth, par, handOrder, uint64(i))
		seats[p] = d
	}
	if err := duel.PlayOn(table, seed, seats); err != nil {
		return 0, fmt.Errorf("game %d: %w", i, err)
	}
	if err := d.Err(); err != nil {
		return 0, fmt.Errorf("game %d: %w", i, err)
	}
	pts := duel.Points(table.Game(), me)
	ds := d.Stats()
	st.moves += ds.Moves
	st.nodes += ds.Nodes
	st.spent += ds.Spent
	if ds.FoundWin {
		st.foundWin++
		if pts == 1 {
			st.wonFound++
		} else {
			st.notWon = append(st.notWon, i)
		}
	}
	if ds.FoundLoss {
		st.foundLoss++
		if pts == 0 {
			st.lostFound++
		}
	}
	return pts, nil
}
