package play

import (
	"fmt"
	"slices"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/situation"
)

// sameCards checks that the engine knows every hand and agrees with the
// dealer on it, on the size of the pile and on the number of discards (so
// on whether a card is left to draw, which run asks the dealer).
func sameCards(d *dealer, g *engine.Game) error {
	for p := 0; p < d.n; p++ {
		h := d.hand(p)
		eh := g.Hand(p)
		if !eh.Known() {
			return fmt.Errorf("the engine does not know %s's hand", situation.Names[p])
		}
		want := slices.Clone(h)
		slices.Sort(want)
		if got := eh.Cards(); !slices.Equal(got, want) {
			return fmt.Errorf("%s holds %v, the engine says %v", situation.Names[p], want, got)
		}
	}
	if n, known := g.Pile().Size(); !known || n != len(d.pileCards()) {
		return fmt.Errorf("the pile holds %d cards, the engine says %d (known %v)", len(d.pileCards()), n, known)
	}
	if g.Discards() != d.nDiscards {
		return fmt.Errorf("%d cards were discarded, the engine says %d", d.nDiscards, g.Discards())
	}
	return nil
}

func TestEngineAgreesWithDealer(t *testing.T) {
	games := 0
	for _, r := range engine.Rulesets {
		for _, n := range r.PlayerCounts() {
			for _, pol := range []Policy{Random, Greedy} {
				for seed := uint64(1); seed <= 12; seed++ {
					if _, err := playGame(Config{Rules: r, Players: n, Seed: seed, Policy: pol}, sameCards); err != nil {
						t.Fatalf("%s, %d players, %s: %v", r.Name, n, pol, err)
					}
					games++
				}
			}
		}
	}
	t.Logf("%d games", games)
}

// TestRandomChoiceIsListed checks that the random policy's way of choosing
// (a card among the distinct playable cards of the hand, as a mask, then the k-th
// space of its targets, without listing plays) picks from the same plays,
// in the same order, as the full listing: the card at index i of the
// dealer's playable cards is the i-th distinct card of the hand with a
// play, and target k is the k-th play AppendPlaysOf lists for it. Every
// position of random games of every ruleset and player count is checked.
func TestRandomChoiceIsListed(t *testing.T) {
	positions := 0
	check := func(d *dealer, g *engine.Game) error {
		// Every hand's places past its cards hold NoCard, after the last
		// entry too (handWord).
		for q := 0; q < d.n; q++ {
			if want := handWordOf(d.hand(q)); d.hands[q] != want {
				return fmt.Errorf("%s's hand %v: places %v, want %v", situation.Names[q], d.hand(q), d.hands[q].cards(), want.cards())
			}
		}
		if g.Winner() != engine.NoTeam {
			return nil
		}
		p := g.ToMove()
		team := d.teams[p]
		hand := d.hand(p)
		liveSet := engine.CardSetOf(hand...) & g.PlayableSet(team)
		live := appendDistinct(nil, hand, liveSet)
		var want, wantDead []cardT
		for _, c := range hand {
			if !slices.Contains(want, c) && len(g.AppendPlaysOf(nil, c, team)) > 0 {
				want = append(want, c)
			}
			if !slices.Contains(wantDead, c) && g.DeadSet().Has(c) {
				wantDead = append(wantDead, c)
			}
		}
		if !slices.Equal(live, want) {
			return fmt.Errorf("%s's playable cards %v, want %v (hand %v)", situation.Names[p], live, want, hand)
		}
		if dead := appendDistinct(nil, hand, engine.CardSetOf(hand...)&g.DeadSet()); !slices.Equal(dead, wantDead) {
			return fmt.Errorf("%s's dead cards %v, want %v (hand %v)", situation.Names[p], dead, wantDead, hand)
		}
		for i, c := range want {
			if got := nthDistinct(hand, liveSet, i); got != c {
				return fmt.Errorf("%s's playable card %d is %v, want %v (hand %v)", situation.Names[p], i, got, c, hand)
			}
		}
		for _, c := range live {
			plays := g.AppendPlaysOf(nil, c, team)
			targets := g.Targets(c, team)
			if targets.Len() != len(plays) {
				return fmt.Errorf("%v: %d targets, %d plays", c, targets.Len(), len(plays))
			}
			for k, a := range plays {
				if got := playOn(g, c, targets.Nth(k)); got != a {
					return fmt.Errorf("%v: choice %d is %v, the list says %v", c, k, got, a)
				}
				// randomPlay draws k from the stream; a stream that draws k
				// stands in for it.
				saved := d.rng
				d.rng = rngDrawing(k, len(plays))
				got := randomPlay(d, g, c, team)
				d.rng = saved
				if got != a {
					return fmt.Errorf("%v: randomPlay's choice %d is %v, the list says %v", c, k, got, a)
				}
			}
		}
		positions++
		return nil
	}
	for _, r := range engine.Rulesets {
		for _, n := range r.PlayerCounts() {
			for seed := uint64(1); seed <= 4; seed++ {
				if _, err := playGame(Config{Rules: r, Players: n, Seed: seed, Policy: Random}, check); err != nil {
					t.Fatalf("%s, %d players: %v", r.Name, n, err)
				}
			}
		}
	}
	t.Logf("%d positions", positions)
}

// rngDrawing returns a random source whose next intn(n) is k: a seed found
// by trying, as the draws are PCG's (n is at most the 96 spaces of a wild
// card, so a few hundred seeds suffice); found sources are kept.
func rngDrawing(k, n int) rng {
	key := [2]int{k, n}
	if r, ok := drawing[key]; ok {
		return r
	}
	for seed := uint64(0); ; seed++ {
		var r rng
		r.seed(seed)
		probe := r
		if n <= 1 || probe.intn(n) == k {
			drawing[key] = r
			return r
		}
	}
}

var drawing = map[[2]int]rng{}
