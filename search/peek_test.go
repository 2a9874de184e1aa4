package search

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/play"
)

// TestPeekingBound measures what the information a player lacks is worth
// to this search: it plays the searcher against greedy over the same deals
// (two-player, seats turned, 1000 playouts a move) four ways: honest or
// peeking (every playout dealt the true hands and pile), with one round of
// playout or every playout played to the end. It is a measurement, run
// only when SEQREF_PEEK_GAMES is set to the number of games (docs/match.md,
// "Results", has the command and the figures); it fails only on an
// illegal turn.
func TestPeekingBound(t *testing.T) {
	games := measuredGames(t, "SEQREF_PEEK_GAMES")
	defer func(h, n int) { horizon, replyPlies = h, n }(horizon, replyPlies)
	replyPlies = 0 // the playout policy's rounds, which horizon counts
	for _, rounds := range []int{1, maxTurns} {
		horizon = rounds
		for _, peeking := range []bool{false, true} {
			points := 0.0
			for i := 0; i < games; i++ {
				points += peekGame(t, i, peeking)
			}
			t.Logf("horizon %d rounds, peeking %v: %.1f of %d = %.1f %%", rounds, peeking, points, games, 100*points/float64(games))
		}
	}
}

// peekGame plays game i of TestPeekingBound and returns the searcher's
// points.
func peekGame(t *testing.T, i int, peeking bool) float64 {
	t.Helper()
	me := engine.Team(i % 2)
	seed := uint64(i/2 + 1)
	table, err := play.NewTable(play.Config{Rules: engine.StandardRules, Players: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]duel.Chooser, 2)
	for p := range seats {
		if engine.Team(p%2) != me {
			seats[p] = play.NewChooser(play.Greedy, uint64(i))
			continue
		}
		s := New(Config{Playouts: 1000}, uint64(i))
		if peeking {
			s.peek = func() ([][]engine.Card, []engine.Card) {
				hands := make([][]engine.Card, 2)
				for q := range hands {
					hands[q] = append([]engine.Card(nil), table.Hand(q)...)
				}
				return hands, append([]engine.Card(nil), table.Pile()...)
			}
		}
		seats[p] = s
	}
	if err := duel.PlayOn(table, seed, seats); err != nil {
		t.Fatal(err)
	}
	return duel.Points(table.Game(), me)
}
