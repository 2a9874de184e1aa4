package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/internal/searchcore"
)

// luckCommand measures how much of the searcher's score the jacks it is
// dealt decide (docs/strong-bot.md, "How far a bot can go").
func luckCommand() *cli.Command {
	return &cli.Command{
		Name: "luck",
		Usage: "play the searcher (200 playouts a move) against greedy or the window bot in two-player games " +
			"and report its score by the difference of jacks each side received",
		Flags:  []cli.Flag{gamesFlag, firstFlag, oppFlag},
		Action: luck,
	}
}

// luck is the luck command: it counts the wild and remove jacks each side
// was dealt or drew by its last turn, and reports the searcher's score by
// the difference of wild jacks (its less the opponent's) and of all jacks.
func luck(c *cli.Context) error {
	games, opp, opponent, err := seriesOf(c)
	if err != nil {
		return err
	}
	first := c.Int(firstFlag.Name)
	var wild, all luckTable
	points := 0.0
	for i := first; i < first+games; i++ {
		me := engine.Team(i % 2)
		tallies := [2]*jackTally{}
		seats := make([]bot.Chooser, 2)
		for p := range seats {
			c := opponent(i)
			if engine.Team(p) == me {
				c = searchcore.New(searchcore.Config{Playouts: 200}, searchcore.DefaultParams(), uint64(i))
			}
			tallies[p] = &jackTally{Chooser: c}
			seats[p] = tallies[p]
		}
		table, err := duel.Play(engine.StandardRules, duel.SeriesSeed(i), seats)
		if err != nil {
			return fmt.Errorf("game %d: %w", i, err)
		}
		won := duel.Points(table.Game(), me)
		points += won
		mine, theirs := tallies[me], tallies[1-me]
		wild.add(mine.wild-theirs.wild, 2, won)
		all.add(mine.wild+mine.remove-theirs.wild-theirs.remove, 3, won)
	}
	w := c.App.Writer
	fmt.Fprintf(w, "vs %s, games %d-%d: %.1f of %d = %.1f %%\n", opp, first, first+games-1, points, games, 100*points/float64(games))
	fmt.Fprintf(w, "by wild jacks, the searcher's less the opponent's: %s\n", wild)
	_, err = fmt.Fprintf(w, "by all jacks: %s\n", all)
	return err
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
