package moves_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/moves"
	"github.com/seqref/seqref/notation"
)

// A hand not known, while the pile's size is known: a card both copies of
// which were played since the last reshuffle cannot be played a third time
// (card-count), so it is not listed, as Check says.
func TestUnknownHandCardCount(t *testing.T) {
	rules := engine.StandardRules
	var deck []engine.Card
	left := map[engine.Card]int{}
	for _, name := range []string{"7H", "JH"} {
		c, err := notation.ParseCard(name)
		if err != nil {
			t.Fatal(err)
		}
		left[c] = 2 // held by the players, never in the pile
	}
	for c := engine.Card(1); c < engine.NumCards && len(deck) < 90; c++ {
		for i := int(rules.Copies[c]) - left[c]; i > 0 && len(deck) < 90; i-- {
			deck = append(deck, c)
		}
	}
	g, v := engine.NewGame(engine.Setup{Rules: rules, Teams: []engine.Team{engine.Green, engine.Blue}, Deck: deck, DeckKnown: true})
	if !v.OK() {
		t.Fatal(v.Rule)
	}
	for i, text := range []string{"7H@D6", "JHxD6", "7H@D6", "JHxD6"} {
		turn, err := notation.ParseTurn(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, v := g.Turn(i%2, turn.Actions); !v.OK() {
			t.Fatalf("%s: %v", text, v.Rule)
		}
	}
	checkListing(t, "after two 7H and two JH", g)
	for _, p := range moves.List(g).Plays {
		if name := p.Action.Card.String(); name == "7H" {
			t.Fatalf("%s listed: both copies of 7H were played", notation.FormatAction(p.Action))
		}
	}
}
