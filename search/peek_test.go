package search

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/play"
)

// TestPeekingBound measures what the information a player lacks is worth
// to this search: it plays the searcher against greedy over the same deals
// (two-player, seats turned, 1000 playouts a move) honestly and peeking
// (every playout dealt the true hands and pile), three ways: the searcher
// as it is (the minimax of replyPlies), the playout policy's round, and
// the policy's rounds played to the end of the game. It is a measurement,
// run only when SEQREF_PEEK_GAMES is set to the number of games;
// SEQREF_PEEK_WAYS names the ways to play (minimax, round, end; all three
// by default). docs/strong-bot.md, "How far a bot can go", has the command
// and the figures.
// It fails only on an illegal turn.
func TestPeekingBound(t *testing.T) {
	games := measuredGames(t, "SEQREF_PEEK_GAMES")
	defer func(h, n int) { horizon, replyPlies = h, n }(horizon, replyPlies)
	ways := []struct {
		name           string
		plies, horizon int
	}{
		{"minimax", replyPlies, 1},
		{"round", 0, 1},
		{"end", 0, maxTurns},
	}
	only := os.Getenv("SEQREF_PEEK_WAYS")
	for _, w := range ways {
		if only != "" && !slices.Contains(strings.Split(only, ","), w.name) {
			continue
		}
		replyPlies, horizon = w.plies, w.horizon
		for _, peeking := range []bool{false, true} {
			points := 0.0
			for i := 0; i < games; i++ {
				points += peekGame(t, i, peeking)
			}
			t.Logf("%s, peeking %v: %.1f of %d = %.1f %%", w.name, peeking, points, games, 100*points/float64(games))
		}
	}
}

// peekGame plays game i of TestPeekingBound and returns the searcher's
// points.
func peekGame(t *testing.T, i int, peeking bool) float64 {
	t.Helper()
	table, me, seed := measuredTable(t, i)
	seats := make([]bot.Chooser, 2)
	for p := range seats {
		if engine.Team(p%2) != me {
			seats[p] = play.NewPolicyChooser(play.Greedy, uint64(i))
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

// measuredTable is the table of two-player game i of the measurements that
// look at it (TestPeekingBound, TestOmniscientCeiling), dealt from seed
// i/2+1 as TestStrength's game i is, with the measured player's team i%2.
func measuredTable(t *testing.T, i int) (*play.Table, engine.Team, uint64) {
	t.Helper()
	seed := uint64(i/2 + 1)
	table, err := play.NewTable(play.Config{Rules: engine.StandardRules, Players: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return table, engine.Team(i % 2), seed
}
