package searchcore

import (
	"reflect"
	"testing"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/play"
)

// TestLegalEverywhere plays the searcher, on a small budget, in whole games
// of every ruleset with 2, 3, 4, 6, 9 and 12 players (those it allows), in
// two and three teams, against greedy: every turn it chooses (from what a
// bot sees) is legal (duel.Play reports an error otherwise), no playout
// meets an engine error, and the games hold dead cards, wild and remove
// plays.
func TestLegalEverywhere(t *testing.T) {
	var dead, wild, removal int // the searchers' dead cards turned in, wild and remove plays
	for _, rules := range engine.Rulesets {
		for _, players := range []int{2, 3, 4, 6, 9, 12} {
			if !rules.AllowsPlayers(players) {
				continue
			}
			seats := make([]bot.Chooser, players)
			var searchers []*Searcher
			for p := range seats {
				if p%2 == 0 {
					s := New(Config{Playouts: 24}, DefaultParams(), 1)
					searchers = append(searchers, s)
					seats[p] = s
				} else {
					seats[p] = play.NewPolicyChooser(play.Greedy, 1)
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
			for _, e := range table.Record().Entries {
				if e.Player < 0 || e.Player%2 != 0 {
					continue
				}
				for _, a := range e.Actions {
					switch {
					case a.Kind == engine.TurnInDead:
						dead++
					case a.Kind == engine.Take:
						removal++
					case a.Kind == engine.Place && rules.Kind(a.Card) == engine.Wild:
						wild++
					}
				}
			}
		}
	}
	if dead == 0 || wild == 0 || removal == 0 {
		t.Errorf("the searchers turned in %d dead cards, played %d wild and %d remove cards: the games test too little", dead, wild, removal)
	}
}

// TestSameSeedSameGame: with a number of playouts, the same seed gives the
// same game, entry for entry.
func TestSameSeedSameGame(t *testing.T) {
	game := func() []play.Entry {
		seats := []bot.Chooser{New(Config{Playouts: 40}, DefaultParams(), 9), play.NewPolicyChooser(play.Greedy, 1)}
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
