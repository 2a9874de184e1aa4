package main

import (
	"time"

	"github.com/urfave/cli/v2"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/examples/bots/windowbot/window"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/internal/searchcore"
	"github.com/seqref/seqref/play"
)

// Flags every measurement shares.
var (
	gamesFlag = &cli.IntFlag{Name: "games", Usage: "the number of games to play", Required: true}
	firstFlag = &cli.IntFlag{Name: "first", Usage: "the first game: game i is dealt from seed i/2+1, the searcher's team i%2"}
	oppFlag   = &cli.StringFlag{Name: "opp", Value: "greedy", Usage: "the opponent: greedy or window (the window bot of examples/bots/windowbot)"}
)

// gamesOf is the number of games of a measurement, checked.
func gamesOf(c *cli.Context) (int, error) {
	n := c.Int(gamesFlag.Name)
	if n <= 0 {
		return 0, usageError("--games must be above 0")
	}
	if c.Int(firstFlag.Name) < 0 {
		return 0, usageError("--first must be 0 or above")
	}
	return n, nil
}

// seriesOf is what every series of games reads from its flags: the number
// of games, and the opponent's name and chooser of game i.
func seriesOf(c *cli.Context) (int, string, func(int) bot.Chooser, error) {
	games, err := gamesOf(c)
	if err != nil {
		return 0, "", nil, err
	}
	opp, theirs, err := opponent(c)
	return games, opp, theirs, err
}

// opponent is the opponent a measurement's --opp names: its name and its
// chooser of game i.
func opponent(c *cli.Context) (string, func(int) bot.Chooser, error) {
	switch name := c.String(oppFlag.Name); name {
	case "greedy":
		return name, func(i int) bot.Chooser { return play.NewPolicyChooser(play.Greedy, uint64(i)) }, nil
	case "window":
		return name, func(int) bot.Chooser { return window.Seat{} }, nil
	default:
		return "", nil, usageError("--opp " + name + ": the opponent is greedy or window")
	}
}

// dealtTable is the table of two-player game i of a series, dealt as
// duel.Series deals it, with the measured player's team.
func dealtTable(i int) (*play.Table, engine.Team, uint64, error) {
	seed := duel.SeriesSeed(i)
	table, err := play.NewTable(play.Config{Rules: engine.StandardRules, Players: 2, Seed: seed})
	return table, engine.Team(i % 2), seed, err
}

// truthOf gives the true hands and pile of a two-player table, copied.
func truthOf(table *play.Table) func() ([][]engine.Card, []engine.Card) {
	return func() ([][]engine.Card, []engine.Card) {
		hands := make([][]engine.Card, 2)
		for q := range hands {
			hands[q] = append([]engine.Card(nil), table.Hand(q)...)
		}
		return hands, append([]engine.Card(nil), table.Pile()...)
	}
}

// timedSeat is a searcher whose plays are timed.
type timedSeat struct {
	*searchcore.Searcher
	moves *int
	spent *time.Duration
}

// Play is the searcher's play, timed.
func (z *timedSeat) Play(g *engine.Game, p int, hand []engine.Card) engine.Action {
	start := time.Now()
	a := z.Searcher.Play(g, p, hand)
	*z.spent += time.Since(start)
	*z.moves++
	return a
}

// msPerMove is the mean time of a move in milliseconds.
func msPerMove(spent time.Duration, moves int) float64 {
	return float64(spent.Microseconds()) / 1000 / float64(max(moves, 1))
}
