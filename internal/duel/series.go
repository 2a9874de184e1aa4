package duel

import (
	"fmt"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
)

// Series plays games i = first, first+1, ... first+games-1 of the given
// number of players under the standard rules and returns the points of
// team i%2 in game i, whose seats choose with mine(i) while the other
// team's choose with theirs(i). Game i is dealt from seed i/2+1, so that
// each deal is played twice with the teams turned, which takes most of the
// luck of the deal out of a comparison.
func Series(players, first, games int, mine, theirs func(i int) bot.Chooser) (float64, error) {
	points := 0.0
	for i := first; i < first+games; i++ {
		me := engine.Team(i % 2)
		seats := make([]bot.Chooser, players)
		for p := range seats {
			if engine.Team(p%2) == me {
				seats[p] = mine(i)
			} else {
				seats[p] = theirs(i)
			}
		}
		table, err := Play(engine.StandardRules, SeriesSeed(i), seats)
		if err != nil {
			return points, fmt.Errorf("game %d: %w", i, err)
		}
		points += Points(table.Game(), me)
	}
	return points, nil
}

// SeriesSeed is the seed of the deal of game i of a Series.
func SeriesSeed(i int) uint64 { return uint64(i/2 + 1) }
