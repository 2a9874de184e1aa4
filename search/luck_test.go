package search

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
)

// TestJackLuck measures how much of the searcher's score the jacks it is
// dealt decide: it plays the searcher (200 playouts a move) against greedy,
// or the window bot with SEQREF_LUCK_OPP=window, over the two-player games
// of TestStrength from SEQREF_LUCK_FIRST on (0 by default), counts the wild
// and remove jacks each side was dealt or drew by its last turn, and logs
// the searcher's score by the difference of wild jacks (its less the
// opponent's) and of all jacks. It is a measurement, run only when
// SEQREF_LUCK_GAMES is set to the number of games; docs/strong-bot.md,
// "How far a bot can go", has the command and the figures. It fails only
// on an illegal turn.
func TestJackLuck(t *testing.T) {
	games := measuredGames(t, "SEQREF_LUCK_GAMES")
	first, _ := strconv.Atoi(os.Getenv("SEQREF_LUCK_FIRST"))
	opp, opponent := measuredOpponent("SEQREF_LUCK_OPP")
	var wild, all luckTable
	points := 0.0
	for i := first; i < first+games; i++ {
		me := engine.Team(i % 2)
		tallies := [2]*jackTally{}
		seats := make([]bot.Chooser, 2)
		for p := range seats {
			c := opponent(i)
			if engine.Team(p) == me {
				c = New(Config{Playouts: 200}, uint64(i))
			}
			tallies[p] = &jackTally{Chooser: c}
			seats[p] = tallies[p]
		}
		table, err := duel.Play(engine.StandardRules, uint64(i/2+1), seats)
		if err != nil {
			t.Fatal(err)
		}
		won := duel.Points(table.Game(), me)
		points += won
		mine, theirs := tallies[me], tallies[1-me]
		wild.add(mine.wild-theirs.wild, 2, won)
		all.add(mine.wild+mine.remove-theirs.wild-theirs.remove, 3, won)
	}
	t.Logf("vs %s, games %d-%d: %.1f of %d = %.1f %%", opp, first, first+games-1, points, games, 100*points/float64(games))
	t.Logf("by wild jacks, the searcher's less the opponent's: %s", wild)
	t.Logf("by all jacks: %s", all)
}

// jackTally is a seat that counts the jacks its player receives: those in
// its hand at each of its turns that it did not hold after its last play.
type jackTally struct {
	bot.Chooser
	wild, remove int // received so far
	held         [2]int
}

// Play counts the jacks new in hand, then plays.
func (j *jackTally) Play(g *engine.Game, p int, hand []engine.Card) engine.Action {
	kinds := &g.Rules().Kinds
	var now [2]int
	for _, c := range hand {
		if k, ok := jackSlot(kinds[c]); ok {
			now[k]++
		}
	}
	j.wild += max(0, now[0]-j.held[0])
	j.remove += max(0, now[1]-j.held[1])
	a := j.Chooser.Play(g, p, hand)
	j.held = now
	if k, ok := jackSlot(kinds[a.Card]); ok && a.Kind != engine.Pass {
		j.held[k]--
	}
	return a
}

// jackSlot is where jackTally counts a card of kind k: 0 for a wild jack,
// 1 for a remove jack; ok is false for any other card.
func jackSlot(k engine.CardKind) (slot int, ok bool) {
	switch k {
	case engine.Wild:
		return 0, true
	case engine.Removal:
		return 1, true
	}
	return 0, false
}

// See tells the seat's chooser what another player did, if it observes.
func (j *jackTally) See(seat int, actions []engine.Action) {
	if o, ok := j.Chooser.(bot.Observer); ok {
		o.See(seat, actions)
	}
}

// luckTable is a score by a difference of jacks, the difference clamped
// to ±limit.
type luckTable struct {
	games  map[int]int
	points map[int]float64
}

// add counts a game of difference d that scored won.
func (l *luckTable) add(d, limit int, won float64) {
	if l.games == nil {
		l.games, l.points = map[int]int{}, map[int]float64{}
	}
	d = max(-limit, min(limit, d))
	l.games[d]++
	l.points[d] += won
}

// String is the table on one line: each difference, its games and score.
func (l luckTable) String() string {
	var b strings.Builder
	for d := -3; d <= 3; d++ {
		if n := l.games[d]; n > 0 {
			fmt.Fprintf(&b, " %+d: %.1f %% of %d;", d, 100*l.points[d]/float64(n), n)
		}
	}
	return strings.TrimSuffix(strings.TrimSpace(b.String()), ";")
}
