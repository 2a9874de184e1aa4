package search

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/examples/bots/windowbot/window"
	"github.com/seqref/seqref/internal/duel"
)

// TestStrength is a measurement, run only when SEQREF_STRENGTH is set to the
// number of games: the searcher (SEQREF_STRENGTH_PLAYOUTS playouts a move, 1000
// by default, or SEQREF_STRENGTH_MS milliseconds of search a move) against greedy
// or the window bot (SEQREF_STRENGTH_OPP=window), two players, games
// i = first, first+1, ... (SEQREF_STRENGTH_FIRST, 0 by default), game i on
// the deal of seed i/2+1 with the searcher's team i%2, so that each deal is
// played twice with the teams turned, as score does. SEQREF_STRENGTH_PLIES
// and SEQREF_STRENGTH_JACKS set replyPlies and replyJacks. It logs the
// searcher's points and its mean time a move (docs/match.md, "Results").
func TestStrength(t *testing.T) {
	games := measuredGames(t, "SEQREF_STRENGTH")
	playouts, _ := strconv.Atoi(os.Getenv("SEQREF_STRENGTH_PLAYOUTS"))
	ms, _ := strconv.Atoi(os.Getenv("SEQREF_STRENGTH_MS"))
	cfg := Config{Playouts: playouts, MoveTime: time.Duration(ms) * time.Millisecond}
	if cfg.Playouts == 0 && cfg.MoveTime == 0 {
		cfg.Playouts = 1000
	}
	opp := os.Getenv("SEQREF_STRENGTH_OPP")
	if v, err := strconv.Atoi(os.Getenv("SEQREF_STRENGTH_PLIES")); err == nil {
		defer func(n int) { replyPlies = n }(replyPlies)
		replyPlies = v
	}
	if v, err := strconv.Atoi(os.Getenv("SEQREF_STRENGTH_JACKS")); err == nil {
		defer func(n int) { replyJacks = n }(replyJacks)
		replyJacks = v
	}
	first, _ := strconv.Atoi(os.Getenv("SEQREF_STRENGTH_FIRST"))
	moves, spent := 0, time.Duration(0)
	searcher := func(i int) duel.Chooser {
		return &timedSeat{Searcher: New(cfg, uint64(i)), moves: &moves, spent: &spent}
	}
	opponent := greedyOf
	if opp == "window" {
		opponent = func(int) duel.Chooser { return window.Seat{} }
	}
	points := playGames(t, 2, first, games, searcher, opponent)
	t.Logf("vs %s, %+v, plies %d, jacks %d: %.1f of %d = %.1f %%, %.2f ms a move", opp, cfg, replyPlies, replyJacks, points, games, 100*points/float64(games), float64(spent.Microseconds())/1000/float64(max(moves, 1)))
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
