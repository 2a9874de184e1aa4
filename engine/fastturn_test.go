package engine_test

import (
	"math/rand/v2"
	"testing"

	"github.com/seqref/seqref/engine"
	selfplay "github.com/seqref/seqref/play"
)

// TestFastTurnAgrees checks the fast path of Turn and Push (a play and its
// draw judged in one pass) against the step-by-step judging it stands in for:
// on every position of self-play games of every ruleset and player count,
// with hands and a pile that are known, and again with the hands unknown,
// and for every entry tried there (the one played, every legal play with
// the right draw, and plays and draws that break each rule a play and a
// draw can break), the game after the entry, the report and the
// violation are the same both ways.
func TestFastTurnAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 25))
	entries, legal := 0, 0
	eachSelfPlayGame(t, 3, func(rules *engine.Ruleset, n int, seed uint64, pg *selfplay.Transcript) {
		for _, handsKnown := range []bool{true, false} {
			setup := engine.Setup{Rules: rules, Teams: pg.Teams, Deck: pg.Deck, DeckKnown: true}
			if handsKnown {
				setup.Hands = pg.Hands
			}
			g, v := engine.NewGame(setup)
			if !v.OK() {
				t.Fatal(v.Rule)
			}
			for i, e := range pg.Entries {
				if e.Player < 0 {
					if v := g.Reshuffle(e.Reshuffle); !v.OK() {
						t.Fatalf("entry %d: %s", i+1, v.Rule)
					}
					continue
				}
				for _, acts := range tryEntries(g, e.Actions, r) {
					entries++
					if compareTurns(t, g, e.Player, acts) {
						legal++
					}
					if t.Failed() {
						t.Fatalf("%s, %d players, seed %d, hands known %v, entry %d (%s): %+v", rules.Name, n, seed, handsKnown, i+1, g, acts)
					}
				}
				if _, v := g.Apply(e.Player, e.Actions); !v.OK() {
					t.Fatalf("entry %d: %s", i+1, v.Rule)
				}
			}
		}
	})
	t.Logf("%d entries compared, %d of them legal", entries, legal)
}

// compareTurns judges acts both ways on copies of g and reports whether the
// entry was legal.
func compareTurns(t *testing.T, g *engine.Game, p int, acts []engine.Action) bool {
	t.Helper()
	fast, slow := *g, *g
	rf, vf := fast.Turn(p, acts)
	rs, vs := slow.TurnStepByStep(p, acts)
	if vf != vs {
		t.Errorf("violation %+v, step by step %+v", vf, vs)
	}
	if rf != rs {
		t.Errorf("report %+v, step by step %+v", rf, rs)
	}
	if fast != slow {
		t.Errorf("the games differ after the entry: %s and %s step by step", fast.String(), slow.String())
	}
	// Push takes the fast path before building what Turn builds; after an
	// illegal entry its game is undefined, so only a legal one is compared.
	stepped := *g
	if v := stepped.Push(p, acts); v != vs {
		t.Errorf("Push: violation %+v, step by step %+v", v, vs)
	} else if v.OK() && stepped != slow {
		t.Errorf("Push: the games differ after the entry: %s and %s step by step", stepped.String(), slow.String())
	}
	return vf.OK()
}

// tryEntries are the entries tried in a position: the one played, every
// legal play of the player's hand with the card on top of the pile drawn,
// and entries that break a rule: a wrong or unknown draw, a card not held,
// a wrong, occupied or corner space, a remove card placed, a normal card
// removing, a removal of an own, locked or missing chip, and spaces and
// cards out of range.
func tryEntries(g *engine.Game, played []engine.Action, r *rand.Rand) [][]engine.Action {
	p := g.ToMove()
	top, _ := g.Pile().Top()
	out := [][]engine.Action{played}
	draw := func(c engine.Card) engine.Action {
		return engine.Action{Kind: engine.Draw, Card: c, Space: engine.NoSpace}
	}
	for _, a := range g.AppendPlays(nil, p) {
		out = append(out, []engine.Action{a, draw(top)})
	}
	for range 12 {
		c := engine.Card(r.IntN(int(engine.NumCards) + 2))
		s := engine.Space(r.IntN(engine.NumSpaces))
		kind := engine.Place
		if r.IntN(3) == 0 {
			kind = engine.Take
		}
		d := top
		switch r.IntN(4) {
		case 0:
			d = engine.Card(r.IntN(int(engine.NumCards)))
		case 1:
			d = engine.NoCard
		}
		out = append(out, []engine.Action{{Kind: kind, Card: c, Space: s}, draw(d)})
	}
	if len(played) == 4 && played[0].Kind == engine.TurnInDead {
		// The dead card's part kept, the play's part varied: every legal
		// play with the right draw, a wrong space, a wrong draw, a draw of
		// an unknown card (legal, and left to the steps after the dead
		// card's part was done and undone), no draw; and the
		// dead card's part varied: a card that is not dead, a wrong draw.
		next := g.Pile().Cards()
		second := engine.NoCard
		if len(next) > 1 {
			second = next[1]
		}
		for _, a := range g.AppendPlays(nil, p) {
			out = append(out, []engine.Action{played[0], played[1], a, draw(second)})
		}
		b := played[2]
		b.Space = engine.Space((int(b.Space) + 1) % engine.NumSpaces)
		out = append(out,
			[]engine.Action{played[0], played[1], b, played[3]},
			[]engine.Action{played[0], played[1], played[2], draw(played[3].Card + 1)},
			[]engine.Action{played[0], played[1], played[2], draw(engine.NoCard)}, // legal, left to the steps
			[]engine.Action{played[0], played[1], played[2]},
			[]engine.Action{played[0], draw(played[1].Card + 1), played[2], played[3]},
			[]engine.Action{{Kind: engine.TurnInDead, Card: played[2].Card, Space: engine.NoSpace}, played[1], played[2], played[3]})
		for _, c := range g.Hand(p).Cards() {
			out = append(out, []engine.Action{{Kind: engine.TurnInDead, Card: c, Space: engine.NoSpace}, played[1], played[2], played[3]})
		}
	}
	if len(played) == 2 && played[0].IsPlay() {
		a := played[0]
		for _, s := range []engine.Space{engine.A1, engine.Space((int(a.Space) + 1) % engine.NumSpaces), engine.Space((int(a.Space) + 99) % engine.NumSpaces)} {
			b := a
			b.Space = s
			out = append(out, []engine.Action{b, draw(top)})
		}
		out = append(out, []engine.Action{a, draw(top + 1)}, []engine.Action{a})
	}
	return out
}
