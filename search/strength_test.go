package search

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/examples/bots/windowbot/window"
)

// TestStrength is a measurement, run only when SEQREF_STRENGTH is set to the
// number of games: the searcher (SEQREF_STRENGTH_PLAYOUTS playouts a move, 1000
// by default, or SEQREF_STRENGTH_MS milliseconds of search a move) against greedy
// or the window bot (SEQREF_STRENGTH_OPP=window), in games of
// SEQREF_STRENGTH_PLAYERS players (2 by default; 4 is two teams of two),
// games
// i = first, first+1, ... (SEQREF_STRENGTH_FIRST, 0 by default), game i on
// the deal of seed i/2+1 with the searcher's team i%2, so that each deal is
// played twice with the teams turned, as score does. SEQREF_STRENGTH_PLIES,
// SEQREF_STRENGTH_JACKS, SEQREF_STRENGTH_PLIES4 and SEQREF_STRENGTH_TOP4 set
// replyPlies, replyJacks, replyPliesFour and replyTopFour. It logs the
// searcher's points and its mean time a move (docs/strong-bot.md, "What
// was tried").
func TestStrength(t *testing.T) {
	games := measuredGames(t, "SEQREF_STRENGTH")
	playouts, _ := strconv.Atoi(os.Getenv("SEQREF_STRENGTH_PLAYOUTS"))
	ms, _ := strconv.Atoi(os.Getenv("SEQREF_STRENGTH_MS"))
	cfg := Config{Playouts: playouts, MoveTime: time.Duration(ms) * time.Millisecond}
	if cfg.Playouts == 0 && cfg.MoveTime == 0 {
		cfg.Playouts = 1000
	}
	opp, opponent := measuredOpponent("SEQREF_STRENGTH_OPP")
	setFromEnv(t, "SEQREF_STRENGTH_PLIES", &replyPlies)
	setFromEnv(t, "SEQREF_STRENGTH_JACKS", &replyJacks)
	setFromEnv(t, "SEQREF_STRENGTH_PLIES4", &replyPliesFour)
	setFromEnv(t, "SEQREF_STRENGTH_TOP4", &replyTopFour)
	players := 2
	setFromEnv(t, "SEQREF_STRENGTH_PLAYERS", &players)
	first, _ := strconv.Atoi(os.Getenv("SEQREF_STRENGTH_FIRST"))
	moves, spent := 0, time.Duration(0)
	searcher := func(i int) bot.Chooser {
		return &timedSeat{Searcher: New(cfg, uint64(i)), moves: &moves, spent: &spent}
	}
	points := playGames(t, players, first, games, searcher, opponent)
	t.Logf("%d players vs %s, %+v, plies %d, jacks %d, plies4 %d, top4 %d: %.1f of %d = %.1f %%, %.2f ms a move", players, opp, cfg, replyPlies, replyJacks, replyPliesFour, replyTopFour, points, games, 100*points/float64(games), float64(spent.Microseconds())/1000/float64(max(moves, 1)))
}

// setFromEnv sets *v to the integer in the environment variable name, if
// it holds one, until the end of the test.
func setFromEnv(t *testing.T, name string, v *int) {
	n, err := strconv.Atoi(os.Getenv(name))
	if err != nil {
		return
	}
	old := *v
	t.Cleanup(func() { *v = old })
	*v = n
}

// timedSeat is a searcher whose plays are timed.
type timedSeat struct {
	*Searcher
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

// measuredOpponent is the opponent of a measurement and its name: the
// window bot when the environment variable name says window, else greedy.
func measuredOpponent(name string) (string, func(int) bot.Chooser) {
	if os.Getenv(name) == "window" {
		return "window", func(int) bot.Chooser { return window.Seat{} }
	}
	return "greedy", greedyOf
}

// measuredGames is the number of games of a measurement, from the
// environment variable name; the test is skipped when it is not set.
func measuredGames(t *testing.T, name string) int {
	t.Helper()
	games, _ := strconv.Atoi(os.Getenv(name))
	if games <= 0 {
		t.Skip("a measurement: set " + name + " to the number of games")
	}
	return games
}
