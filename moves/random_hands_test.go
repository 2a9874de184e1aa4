package moves_test

import (
	"fmt"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/pcgrand"
	"github.com/seqref/seqref/moves"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/situation"
)

// TestListingRandomHands asks the positions of self-play games with hands
// the games never deal: one to eight cards drawn at random from the deck
// (jacks, ADD and REMOVE as often as any card, and many cards dead late in
// a game), for every ruleset with 2, 3, 4 and 6 players. The listing agrees
// with Check as in TestListingAgreesWithCheck, and every dead card it lists
// may be turned in before every play it lists.
func TestListingRandomHands(t *testing.T) {
	var rng pcgrand.Source
	rng.Seed(15, 7)
	seeds := uint64(4)
	if testing.Short() {
		seeds = 1
	}
	positions, withDead := 0, 0
	for _, rules := range engine.Rulesets {
		for _, n := range []int{2, 3, 4, 6} {
			for seed := uint64(100); seed < 100+seeds; seed++ {
				game, err := play.Play(play.Config{Rules: rules, Players: n, Seed: seed, Policy: play.Policy(seed % 2)})
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("%s %dp seed %d", rules.Name, n, seed)
				replay(t, name, game, func(i int, g *engine.Game) {
					if rng.Intn(len(game.Entries)) >= 8 {
						return
					}
					s := situation.Of(g)
					s.Hand = notation.SituationHand{Cards: randomHand(&rng, rules)}
					where := fmt.Sprintf("%s before entry %d as %s", name, i+1, s)
					sg := gameOf(t, s)
					checkListing(t, where, sg)
					if checkDeadBeforePlays(t, where, sg) {
						withDead++
					}
					positions++
				})
			}
		}
	}
	if !testing.Short() && (positions < 300 || withDead < 50) {
		t.Fatalf("checked %d positions, %d with dead cards; want at least 300 and 50", positions, withDead)
	}
	t.Logf("checked %d positions, %d with dead cards", positions, withDead)
}

// randomHand is one to eight cards of the ruleset's deck, no card more
// often than the deck holds it.
func randomHand(rng *pcgrand.Source, rules *engine.Ruleset) []engine.Card {
	size := 1 + rng.Intn(8)
	held := map[engine.Card]int{}
	var cards []engine.Card
	for len(cards) < size {
		c := engine.Card(1 + rng.Intn(int(engine.NumCards-1)))
		if int(rules.Copies[c]) > held[c] {
			held[c]++
			cards = append(cards, c)
		}
	}
	return cards
}

// checkDeadBeforePlays checks that Check accepts every listed dead card
// turned in before every listed play, and reports whether any card was
// dead.
func checkDeadBeforePlays(t *testing.T, where string, g *engine.Game) bool {
	t.Helper()
	l := moves.List(g)
	for _, d := range l.Dead {
		for _, pl := range l.Plays {
			if v := g.Check(l.Player, []engine.Action{{Kind: engine.TurnInDead, Card: d}, pl.Action}); !v.OK() {
				t.Fatalf("%s: dead %v; %s: %v", where, d, notation.FormatAction(pl.Action), v.Rule)
			}
		}
	}
	return len(l.Dead) > 0
}
