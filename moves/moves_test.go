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

// The differential test: on positions from self-play games of every
// ruleset and player count, the listing agrees with the engine's checker.
// Every listed play, dead card and pass is accepted by Game.Check, and
// every placement, removal, dead card and pass Check accepts is listed.
// Each position is also asked as the situation it is in (other hands and
// the pile unknown), and once more with the mover's hand hidden.
func TestListingAgreesWithCheck(t *testing.T) {
	var rng pcgrand.Source
	rng.Seed(14, 1)
	positions, perGame := 0, 12
	if testing.Short() {
		perGame = 3
	}
	for _, rules := range engine.Rulesets {
		for _, n := range rules.PlayerCounts() {
			for seed := uint64(1); seed <= 6; seed++ {
				policy := play.Policy(seed % 2)
				game, err := play.Play(play.Config{Rules: rules, Players: n, Seed: seed, Policy: policy})
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("%s %dp seed %d %v", rules.Name, n, seed, policy)
				positions += replayChecking(t, name, game, &rng, perGame)
			}
		}
	}
	if min := 1000; !testing.Short() && positions < min {
		t.Fatalf("checked %d positions, want at least %d", positions, min)
	}
	t.Logf("checked %d positions", positions)
}

// replayChecking replays a self-play game and checks the listing before
// about want of its entries, chosen at random, and returns how many
// positions it checked (three per entry chosen).
func replayChecking(t *testing.T, name string, game *play.Transcript, rng *pcgrand.Source, want int) int {
	t.Helper()
	checked := 0
	g := replay(t, name, game, func(i int, g *engine.Game) {
		if rng.Intn(len(game.Entries)) < want {
			where := fmt.Sprintf("%s before entry %d", name, i+1)
			checkListing(t, where, g)
			s := situation.Of(g)
			checkListing(t, where+" as "+s.String(), gameOf(t, s))
			s.Hand = notation.SituationHand{SizeUnknown: true}
			checkListing(t, where+" as "+s.String(), gameOf(t, s))
			checked += 3
		}
	})
	checkListing(t, name+" at the end", g)
	return checked + 1
}

// replay replays a self-play game, calls before with the game before each
// player's turn (i is the entry's index), and returns the game at the end.
func replay(t *testing.T, name string, game *play.Transcript, before func(i int, g *engine.Game)) *engine.Game {
	t.Helper()
	g, v := engine.NewGame(engine.Setup{Rules: game.Config.Rules, Teams: game.Teams, Hands: game.Hands, Deck: game.Deck, DeckKnown: true})
	if !v.OK() {
		t.Fatalf("%s: setup: %v", name, v.Rule)
	}
	for i, e := range game.Entries {
		if e.Player < 0 {
			if v := g.Reshuffle(e.Reshuffle); !v.OK() {
				t.Fatalf("%s: entry %d: %v", name, i+1, v.Rule)
			}
			continue
		}
		before(i, g)
		if _, v := g.Turn(e.Player, e.Actions); !v.OK() {
			t.Fatalf("%s: entry %d: %v", name, i+1, v.Rule)
		}
	}
	return g
}

func gameOf(t *testing.T, s notation.Situation) *engine.Game {
	t.Helper()
	g, err := situation.NewGame(s)
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return g
}

// checkListing compares the listing of g with what g.Check accepts.
func checkListing(t *testing.T, where string, g *engine.Game) {
	t.Helper()
	l := moves.List(g)
	p := g.ToMove()
	listed := map[engine.Action]bool{}
	for _, pl := range l.Plays {
		if listed[pl.Action] {
			t.Fatalf("%s: %s listed twice", where, notation.FormatAction(pl.Action))
		}
		listed[pl.Action] = true
	}
	for c := engine.Card(0); c < engine.NumCards; c++ {
		for s := engine.Space(0); s < engine.NumSpaces; s++ {
			for _, kind := range []engine.ActionKind{engine.Place, engine.Take} {
				a := engine.Action{Kind: kind, Card: c, Space: s}
				v := g.Check(p, []engine.Action{a})
				if v.OK() != listed[a] {
					t.Fatalf("%s: %s: Check says %v (%v), listed %v", where, notation.FormatAction(a), v.OK(), v.Rule, listed[a])
				}
			}
		}
		// A dead card is accepted when the entry breaks no rule before the
		// pass that follows it (the pass may be illegal: the card drawn
		// for it may be playable).
		v := g.Check(p, []engine.Action{{Kind: engine.TurnInDead, Card: c}, {Kind: engine.Pass}})
		if ok, isListed := v.OK() || v.ActionIndex == 1, contains(l.Dead, c); ok != isListed {
			t.Fatalf("%s: dead %v: Check says %v (%v), listed %v", where, c, ok, v.Rule, isListed)
		}
	}
	if v := g.Check(p, []engine.Action{{Kind: engine.Pass}}); v.OK() != l.Pass {
		t.Fatalf("%s: pass: Check says %v (%v), listed %v", where, v.OK(), v.Rule, l.Pass)
	}
	checkEffects(t, where, g, l)
}

// checkEffects checks what the listing says each play does against the
// game after it, and the threats against the board.
func checkEffects(t *testing.T, where string, g *engine.Game, l moves.Listing) {
	t.Helper()
	for _, pl := range l.Plays {
		next := *g
		_, v := next.Turn(l.Player, []engine.Action{pl.Action})
		if !v.OK() {
			t.Fatalf("%s: %s: %v", where, notation.FormatAction(pl.Action), v.Rule)
		}
		if got, want := len(pl.Sequences), next.SequenceCount(l.Team)-g.SequenceCount(l.Team); got != want {
			t.Fatalf("%s: %s completes %d sequences, the game counts %d", where, notation.FormatAction(pl.Action), got, want)
		}
		if pl.Wins != (next.Winner() == l.Team) {
			t.Fatalf("%s: %s: wins %v, winner after it %v", where, notation.FormatAction(pl.Action), pl.Wins, next.Winner())
		}
		for _, th := range pl.Blocks {
			// A blocked threat is no longer one after the play.
			for _, after := range moves.Threats(&next, th.Line.Team) {
				if after.Line == th.Line {
					t.Fatalf("%s: %s blocks %v, still a threat after it", where, notation.FormatAction(pl.Action), th)
				}
			}
		}
	}
	for _, th := range l.Threats {
		// A threat is one chip from a sequence: the opponent's chip on the
		// open space completes it.
		b := *g.Board()
		if th.Line.Team == l.Team || !b.IsOpen(th.Open) {
			t.Fatalf("%s: threat %v is the mover's or not open", where, th)
		}
		// (The greedy order may claim an overlapping line instead.)
		if claims := g.Claims(th.Open, th.Line.Team); claims.Len() == 0 {
			t.Fatalf("%s: threat %v: a %v chip on %v completes no sequence there", where, th, th.Line.Team, th.Open)
		}
	}
	// The lines of every team's threats open exactly the spaces the engine
	// says that team threatens.
	for _, by := range g.Teams() {
		var open engine.SpaceSet
		for _, th := range moves.Threats(g, by) {
			if th.Line.Team != by {
				t.Fatalf("%s: Threats(%v) lists %v's line %v", where, by, th.Line.Team, th)
			}
			open = open.With(th.Open)
		}
		if want := g.Threats(by); open != want {
			t.Fatalf("%s: moves.Threats(%v) open %v, Game.Threats(%v) %v", where, by, open.Spaces(), by, want.Spaces())
		}
	}
}

func contains(cards []engine.Card, c engine.Card) bool {
	for _, d := range cards {
		if d == c {
			return true
		}
	}
	return false
}
