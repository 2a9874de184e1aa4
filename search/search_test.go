package search

import (
	"reflect"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/play"
)

// TestLegalEverywhere plays the searcher, on a small budget, in whole games
// of every ruleset with two and three teams, against greedy: every turn
// it chooses (from what a bot sees) is legal (duel.Play reports
// an error otherwise), and no playout meets an engine error.
func TestLegalEverywhere(t *testing.T) {
	for _, rules := range engine.Rulesets {
		for _, players := range []int{2, 3, 4} {
			if !rules.AllowsPlayers(players) {
				continue
			}
			seats := make([]duel.Chooser, players)
			var searchers []*Searcher
			for p := range seats {
				if p%2 == 0 {
					s := New(Config{Playouts: 24}, 1)
					searchers = append(searchers, s)
					seats[p] = s
				} else {
					seats[p] = play.NewChooser(play.Greedy, 1)
				}
			}
			table, err := duel.Play(rules, 5, seats)
			if err != nil {
				t.Fatalf("%s, %d players: %v", rules.Name, players, err)
			}
			if !table.Over() {
				t.Errorf("%s, %d players: unfinished after %d entries", rules.Name, players, len(table.Record().Entries))
			}
			for _, s := range searchers {
				if s.Err() != nil {
					t.Errorf("%s, %d players: %v", rules.Name, players, s.Err())
				}
			}
		}
	}
}

// TestSameSeedSameGame: with a number of playouts, the same seed gives the
// same game, entry for entry.
func TestSameSeedSameGame(t *testing.T) {
	game := func() []play.Entry {
		seats := []duel.Chooser{New(Config{Playouts: 40}, 9), play.NewChooser(play.Greedy, 1)}
		table, err := duel.Play(engine.StandardRules, 3, seats)
		if err != nil {
			t.Fatal(err)
		}
		return table.Record().Entries
	}
	first, second := game(), game()
	if len(first) < 10 || !reflect.DeepEqual(first, second) {
		t.Fatalf("two games from one seed differ: %d and %d entries", len(first), len(second))
	}
}
