package search

import (
	"github.com/seqref/seqref/internal/pcgrand"
	"os"
	"strconv"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
)

func TestExperiment(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("EXP_GAMES"))
	if n == 0 {
		t.Skip()
	}
	po, _ := strconv.Atoi(os.Getenv("EXP_PLAYOUTS"))
	players, _ := strconv.Atoi(os.Getenv("EXP_PLAYERS"))
	if players == 0 {
		players = 2
	}
	s := chooser(New(Config{Playouts: po}, 1))
	if po == 0 {
		s = &policyChooser{}
	}
	points := 0.0
	for i := 0; i < n; i++ {
		seats := make([]chooser, players)
		for p := range seats {
			if p%2 == i%2 {
				seats[p] = s
			} else {
				seats[p] = play.NewChooser(play.Greedy, 1)
			}
		}
		table := duel(t, engine.StandardRules, uint64(i/2+1), seats)
		w := table.Game().Winner()
		switch {
		case w == engine.NoTeam:
			points += 0.5
		case int(w) == i%2:
			points++
		}
	}
	t.Logf("%d games: %.1f points, %.3f", n, points, points/float64(n))
}

type policyChooser struct {
	rng pcgrand.Source
	r   playout
}

func (c *policyChooser) Reseed(seed uint64) { c.rng.Seed(seed, 1); c.r.rng = &c.rng }
func (c *policyChooser) Dead(g *engine.Game, p int, hand []engine.Card) (engine.Card, bool) {
	return (&Searcher{}).Dead(g, p, hand)
}
func (c *policyChooser) Play(g *engine.Game, p int, hand []engine.Card) engine.Action {
	a, ok := c.r.choose(g, g.TeamOf(p), engine.CardSetOf(hand...))
	if !ok {
		return engine.Action{Kind: engine.Pass, Space: engine.NoSpace}
	}
	return a
}
