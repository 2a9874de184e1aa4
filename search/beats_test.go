package search

import (
	"testing"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/play"
)

// score plays the searcher (at playouts a move) against greedy in games
// of the given number of players, the deals of seeds 1 to games/2 each
// played twice with the teams turned, and returns the searcher's points.
func score(t *testing.T, players, games, playouts int) float64 {
	t.Helper()
	searcher := func(i int) bot.Chooser { return New(Config{Playouts: playouts}, uint64(i)) }
	return playGames(t, players, 0, games, searcher, greedyOf)
}

// greedyOf is the greedy chooser of game i.
func greedyOf(i int) bot.Chooser { return play.NewPolicyChooser(play.Greedy, uint64(i)) }

// playGames plays games i = first, first+1, ... first+games-1 of the given
// number of players and returns the points of team i%2 in game i, whose
// seats choose with mine(i) while the other team's choose with theirs(i):
// game i is dealt from seed i/2+1, so that each deal is played twice with
// the teams turned.
func playGames(t *testing.T, players, first, games int, mine, theirs func(i int) bot.Chooser) float64 {
	t.Helper()
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
		table, err := duel.Play(engine.StandardRules, uint64(i/2+1), seats)
		if err != nil {
			t.Fatal(err)
		}
		points += duel.Points(table.Game(), me)
	}
	return points
}

// TestBeatsGreedy: the searcher, at 300 playouts a move, beats greedy
// clearly over 40 two-player games and 20 four-player ones, with fixed
// seeds (so the figures are the same on every run; docs/match.md has the
// figures of long matches).
func TestBeatsGreedy(t *testing.T) {
	for _, tc := range []struct{ players, games, want int }{
		{2, 40, 24},
		{4, 20, 13},
	} {
		if got := score(t, tc.players, tc.games, 300); got < float64(tc.want) {
			t.Errorf("%d players: the searcher scores %.1f of %d games against greedy, want %d at least", tc.players, got, tc.games, tc.want)
		} else {
			t.Logf("%d players: %.1f of %d", tc.players, got, tc.games)
		}
	}
}
