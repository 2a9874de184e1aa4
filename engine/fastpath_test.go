package engine_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/seqref/seqref/engine"
	selfplay "github.com/seqref/seqref/play"
)

// The engine's hot paths are written for speed: masks, popcounts and
// conditional moves instead of loops and branches. TestFastPathsAgree
// checks each of them against a plain reading of the rules, space by space
// and card by card, on every position of self-play games of every ruleset
// and player count: the positions have locked chips, sequences, dead cards
// and three teams, as real games do.

// plainClaims is Claims written out: the windows through s in the claiming
// order (row, column, down-right, down-left; the window whose first space
// is furthest up or left first), each taken when its five spaces are t's
// chips, corners or s, and it shares at most one space with every sequence
// t has and every one claimed before it, while sequences may still be added.
func plainClaims(g *engine.Game, s engine.Space, t engine.Team) []engine.Sequence {
	steps := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}
	own := func(x engine.Space) bool { return x == s || x.IsCorner() || g.Board().TeamAt(x) == t }
	shared := func(a, b engine.Sequence) int {
		n, bs := 0, b.Spaces()
		for _, x := range a.Spaces() {
			if slices.Contains(bs[:], x) {
				n++
			}
		}
		return n
	}
	var out []engine.Sequence
	for d, step := range steps {
	window:
		for k := 4; k >= 0; k-- {
			from := engine.SpaceAt(s.Col()-k*step[0], s.Row()-k*step[1])
			q := engine.Sequence{Team: t, From: from, Dir: engine.Direction(d)}
			for _, x := range q.Spaces() {
				if !x.Valid() || !own(x) {
					continue window
				}
			}
			for _, p := range append(g.Sequences(), out...) {
				if p.Team == t && shared(p, q) > 1 {
					continue window
				}
			}
			if len(g.Sequences())+len(out) < engine.MaxSequences && len(out) < 8 {
				out = append(out, q)
			}
		}
	}
	return out
}

// plainTargets is Targets written out, space by space.
func plainTargets(g *engine.Game, c engine.Card, t engine.Team) []engine.Space {
	var out []engine.Space
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		on := g.Board().TeamAt(s)
		ok := false
		switch g.Rules().Kind(c) {
		case engine.Normal:
			ok = g.Layout().Card(s) == c && on == engine.NoTeam
		case engine.Wild:
			ok = !s.IsCorner() && on == engine.NoTeam
		case engine.Removal:
			ok = on != engine.NoTeam && on != t && !g.Board().Locked(s)
		}
		if ok {
			out = append(out, s)
		}
	}
	return out
}

// plainDead is DeadSet().Has written out: a normal card whose two spaces hold chips.
func plainDead(g *engine.Game, c engine.Card) bool {
	if g.Rules().Kind(c) != engine.Normal {
		return false
	}
	for _, s := range g.Layout().SpacesOf(c) {
		if !s.Valid() || g.Board().TeamAt(s) == engine.NoTeam {
			return false
		}
	}
	return true
}

func TestFastPathsAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 5))
	positions := 0
	eachSelfPlayGame(t, 2, func(rules *engine.Ruleset, n int, seed uint64, pg *selfplay.Transcript) {
		g, v := engine.NewGame(engine.Setup{Rules: rules, Teams: pg.Teams, Hands: pg.Hands, Deck: pg.Deck, DeckKnown: true})
		if !v.OK() {
			t.Fatal(v.Rule)
		}
		for i, e := range pg.Entries {
			checkFastPaths(t, g, r)
			positions++
			if t.Failed() {
				t.Fatalf("%s, %d players, seed %d, before entry %d (%s)", rules.Name, n, seed, i+1, g)
			}
			if e.Player < 0 {
				v = g.Reshuffle(e.Reshuffle)
			} else {
				_, v = g.Apply(e.Player, e.Actions)
			}
			if !v.OK() {
				t.Fatalf("entry %d: %s", i+1, v.Rule)
			}
		}
	})
	t.Logf("%d positions", positions)
}

// eachSelfPlayGame plays games of every ruleset and player count, seeds
// 1 to last (the last one with the greedy policy, the others random), and
// hands each to fn.
func eachSelfPlayGame(t *testing.T, last uint64, fn func(rules *engine.Ruleset, n int, seed uint64, pg *selfplay.Transcript)) {
	t.Helper()
	for _, rules := range engine.Rulesets {
		for _, n := range rules.PlayerCounts() {
			for seed := uint64(1); seed <= last; seed++ {
				pol := selfplay.Random
				if seed == last {
					pol = selfplay.Greedy
				}
				pg, err := selfplay.Play(selfplay.Config{Rules: rules, Players: n, Seed: seed, Policy: pol})
				if err != nil {
					t.Fatal(err)
				}
				fn(rules, n, seed, pg)
			}
		}
	}
}

// checkFastPaths compares the fast paths with the plain ones on g.
func checkFastPaths(t *testing.T, g *engine.Game, r *rand.Rand) {
	t.Helper()
	b := g.Board()
	var occupied engine.SpaceSet
	for _, team := range g.Teams() {
		occupied = occupied.Union(b.Chips(team))
	}
	if occupied != b.Occupied() {
		t.Errorf("occupied %v, the chips of every team %v", b.Occupied().Spaces(), occupied.Spaces())
	}
	if !g.LineBoardsAgree() {
		t.Errorf("the line boards are not the board's")
	}
	for _, team := range g.Teams() {
		for s := engine.Space(0); s < engine.NumSpaces; s++ {
			if !b.IsOpen(s) {
				continue
			}
			c := g.Claims(s, team)
			if got, want := c.Sequences(), plainClaims(g, s, team); !slices.Equal(got, want) {
				t.Errorf("%s on %v claims %v, want %v", team, s, got, want)
			}
		}
		for c := engine.Card(1); c < engine.NumCards; c++ {
			targets := g.Targets(c, team)
			want := plainTargets(g, c, team)
			if got := targets.Spaces(); !slices.Equal(got, want) {
				t.Errorf("%s's %v: targets %v, want %v", team, c, got, want)
			}
			if g.PlayableSet(team).Has(c) != (len(want) > 0) {
				t.Errorf("%s's %v: in PlayableSet %v with %d targets", team, c, g.PlayableSet(team).Has(c), len(want))
			}
			for k, s := range want {
				if got := targets.Nth(k); got != s {
					t.Errorf("%s's %v: target %d is %v, want %v", team, c, k, got, s)
				}
			}
		}
	}
	for c := engine.Card(1); c < engine.NumCards; c++ {
		if got, want := g.DeadSet().Has(c), plainDead(g, c); got != want {
			t.Errorf("%v: in DeadSet %v, want %v", c, got, want)
		}
	}
	// The plays of a known hand: every target of every distinct card it
	// holds, in card order.
	p := g.ToMove()
	if h := g.Hand(p); h.Known() {
		var want []engine.Action
		for c := engine.Card(1); c < engine.NumCards; c++ {
			if h.Count(c) == 0 {
				continue
			}
			kind := engine.Place
			if g.Rules().Kind(c) == engine.Removal {
				kind = engine.Take
			}
			for _, s := range plainTargets(g, c, g.TeamOf(p)) {
				want = append(want, engine.Action{Kind: kind, Card: c, Space: s})
			}
		}
		if got := g.AppendPlays(nil, p); !slices.Equal(got, want) {
			t.Errorf("AppendPlays: %v, want %v", got, want)
		}
	}
}
