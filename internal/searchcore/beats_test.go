package searchcore

import (
	"testing"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/play"
)

// score plays the searcher (at playouts a move) against greedy in games
// of the given number of players, the deals of seeds 1 to games/2 each
// played twice with the teams turned, and returns the searcher's points.
func score(t *testing.T, players, games, playouts int) float64 {
	t.Helper()
	searcher := func(i int) bot.Chooser { return New(Config{Playouts: playouts}, DefaultParams(), uint64(i)) }
	points, err := duel.Series(players, 0, games, searcher, greedyOf)
	if err != nil {
		t.Fatal(err)
	}
	return points
}

// greedyOf is the greedy chooser of game i.
func greedyOf(i int) bot.Chooser { return play.NewPolicyChooser(play.Greedy, uint64(i)) }

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
