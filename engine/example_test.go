package engine_test

import (
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/situation"
)

// Apply a play and read what it did: Turn judges the entry, applies it when
// it is legal, and reports what the notation does not show.
func ExampleGame_Turn() {
	s, err := notation.ParseSituation("*8*/1gb3b3/2g3b3/3gg1b3/6b3/b4g4/10/3b6/1GGGGG4/*8* g=B9-F9 standard gb 1 5H,9H,JS")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := situation.NewGame(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	// A play the rules refuse leaves the game as it was.
	turn, _ := notation.ParseTurn("5H@D5")
	if _, v := g.Turn(g.ToMove(), turn.Actions); !v.OK() {
		fmt.Println("5H@D5:", v.Rule)
	}
	turn, _ = notation.ParseTurn("5H@E5")
	rep, v := g.Turn(g.ToMove(), turn.Actions)
	if !v.OK() {
		fmt.Println(v.Rule)
		return
	}
	fmt.Println("played", rep.Card, "on", rep.Space)
	for _, q := range rep.Sequences() {
		fmt.Println("completed", q.Team, q.From, "to", q.To())
	}
	fmt.Println("won:", rep.Won, "winner:", g.Winner())
	fmt.Println("position:", g.Board())
	// Output:
	// 5H@D5: wrong-space
	// played 5H on E5
	// completed green A1 to E5
	// won: true winner: green
	// position: *8*/1Gb3b3/2G3b3/3Gg1b3/4G1b3/b4g4/10/3b6/1GGGGG4/*8*
}

// A rollout: play a game to the end from a known deal, choosing plays at
// random. The pile's order is known (Setup.Deck), so the engine knows every
// card drawn and every hand stays known. Push is the rollout's fast path: it
// judges every rule, and after a violation (where this loop stops) the game
// is not to be used again.
func ExampleGame_AppendPlays() {
	rules := engine.StandardRules
	deck := shuffled(rules, 7)
	deal := int(rules.Deal[2])
	g, v := engine.NewGame(engine.Setup{
		Rules: rules, Teams: []engine.Team{engine.Green, engine.Blue},
		Hands: [][]engine.Card{deck[:deal], deck[deal : 2*deal]},
		Deck:  deck[2*deal:], DeckKnown: true,
	})
	if !v.OK() {
		fmt.Println(v.Rule)
		return
	}
	seed := uint64(7)
	var plays []engine.Action // reused: listing plays allocates nothing
	entries := 0
	for g.Winner() == engine.NoTeam && g.Pile().OrderKnown() && entries < 1000 {
		p := g.ToMove()
		plays = g.AppendPlays(plays[:0], p)
		entry := []engine.Action{{Kind: engine.Pass}} // legal when no card can be played
		if len(plays) > 0 {
			seed = seed*6364136223846793005 + 1442695040888963407
			entry[0] = plays[(seed>>33)%uint64(len(plays))]
		}
		if v := g.Push(p, entry); !v.OK() {
			fmt.Println(notation.FormatTurn(entry), v.Rule)
			return
		}
		entries++
	}
	fmt.Println("winner:", g.Winner(), "after", entries, "entries")
	// Output:
	// winner: blue after 72 entries
}

// shuffled is the ruleset's deck in an order fixed by seed.
func shuffled(rules *engine.Ruleset, seed uint64) []engine.Card {
	var deck []engine.Card
	for c := engine.Card(1); c < engine.NumCards; c++ {
		for i := 0; i < int(rules.Copies[c]); i++ {
			deck = append(deck, c)
		}
	}
	for i := len(deck) - 1; i > 0; i-- {
		seed = seed*6364136223846793005 + 1442695040888963407
		j := int((seed >> 33) % uint64(i+1))
		deck[i], deck[j] = deck[j], deck[i]
	}
	return deck
}
