package engine_test

import (
	"sync"
	"testing"

	"github.com/seqref/seqref/engine"
	selfplay "github.com/seqref/seqref/play"
)

// recountThreats is the open spaces where a chip of team t completes five
// in a row, found from the board alone by walking every line of five
// spaces (not the engine's tables): the other four are t's chips or
// corners, and the five share at most one space with each of t's
// sequences.
func recountThreats(g *engine.Game, t engine.Team) engine.SpaceSet {
	b := g.Board()
	own := b.Chips(t).Union(engine.Corners)
	var out engine.SpaceSet
	if len(g.Sequences()) >= engine.MaxSequences {
		return out
	}
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		for d := engine.Direction(0); d < 4; d++ {
			var w engine.SpaceSet
			for n := range 5 {
				sp := s.Along(d, n)
				if sp == engine.NoSpace {
					w = engine.SpaceSet{}
					break
				}
				w = w.With(sp)
			}
			if w.IsEmpty() {
				continue
			}
			missing := w.Minus(own)
			if missing.Len() != 1 || !g.SharesAtMostOne(t, w) {
				continue
			}
			if open := missing.Spaces()[0]; b.IsOpen(open) {
				out = out.With(open)
			}
		}
	}
	return out
}

// checkCounts compares what the game keeps of its sequences and threats
// with a recount from its board.
func checkCounts(t *testing.T, g *engine.Game, after string) {
	t.Helper()
	b := g.Board()
	var locked engine.SpaceSet
	var count [engine.MaxTeams]int
	for _, q := range g.Sequences() {
		count[q.Team]++
		if !q.Mask().Minus(b.Chips(q.Team).Union(engine.Corners)).IsEmpty() {
			t.Fatalf("after %s: sequence %v has a space without %v's chip", after, q, q.Team)
		}
		locked = locked.Union(q.Mask())
	}
	if got := b.LockedChips(); got != locked.Minus(engine.Corners) {
		t.Fatalf("after %s: locked chips %v, but the sequences cover %v", after, got, locked.Minus(engine.Corners))
	}
	for team := engine.Green; team <= engine.Red; team++ {
		if g.SequenceCount(team) != count[team] {
			t.Fatalf("after %s: %v has %d sequences by its count, %d listed", after, team, g.SequenceCount(team), count[team])
		}
		if !g.InPlay(team) {
			continue
		}
		if got, want := g.Threats(team), recountThreats(g, team); got != want {
			t.Fatalf("after %s: %v threatens %v by the game, %v by a recount of its board", after, team, got, want)
		}
	}
}

// gameAt is a self-play game's game after its first at entries (all of
// them when it has fewer), its hands and deck known.
func gameAt(t *testing.T, pg *selfplay.Transcript, at int) *engine.Game {
	t.Helper()
	g, v := engine.NewGame(engine.Setup{Rules: pg.Config.Rules, Teams: pg.Teams, Hands: pg.Hands, Deck: pg.Deck, DeckKnown: true})
	if !v.OK() {
		t.Fatal(v.Rule)
	}
	for _, e := range pg.Entries[:min(at, len(pg.Entries))] {
		if e.Player < 0 {
			g.Reshuffle(e.Reshuffle)
		} else if _, v := g.Apply(e.Player, e.Actions); !v.OK() {
			t.Fatal(v.Rule)
		}
	}
	return g
}

// countsGames are FuzzGameCounts's self-play games, played once each.
var countsGames sync.Map // uint64 → *selfplay.Transcript

// countsGame is the self-play game of one of 16 seeds: a fuzz input costs
// the calls it makes, not a whole game.
func countsGame(t *testing.T, seed uint64) *selfplay.Transcript {
	if pg, ok := countsGames.Load(seed); ok {
		return pg.(*selfplay.Transcript)
	}
	pg, err := selfplay.Play(selfplay.Config{Rules: engine.Rulesets[seed%uint64(len(engine.Rulesets))], Players: 2 + int(seed%2), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	countsGames.Store(seed, pg)
	return pg
}

// FuzzGameCounts drives a game reached by self-play with public calls: a
// legal play, any entry a caller could build, and chips put on and taken
// off the board the game hands out. After each call the game's own counts
// of sequences and threats equal a recount from its board: no public call
// can put a chip where the game does not see it (Game.Board is a copy).
func FuzzGameCounts(f *testing.F) {
	f.Add(uint64(1), uint8(30), []byte{0, 12, 1, 1, 3, 2, 0, 40, 2, 1, 0, 0})
	f.Add(uint64(7), uint8(60), []byte{2, 33, 0, 1, 5, 0, 3, 44, 1, 1, 9, 9})
	f.Add(uint64(11), uint8(0), []byte{0, 0, 0, 0, 1, 2, 0, 0, 2, 4, 4, 0, 0, 3, 0, 0, 0, 4, 0, 0})
	f.Fuzz(func(t *testing.T, seed uint64, at uint8, ops []byte) {
		g := gameAt(t, countsGame(t, seed%16), int(at))
		checkCounts(t, g, "self-play")
		var plays []engine.Action
		for i := 0; i+4 <= len(ops); i += 4 {
			op, a, b, c := ops[i]%4, ops[i+1], ops[i+2], ops[i+3]
			switch op {
			case 0, 1: // chips put on, or taken off, the board handed out
				before := g.Board()
				board := g.Board()
				for k, s := range []byte{a, b, c} {
					sp := engine.Space(int(s) % engine.NumSpaces)
					if op == 0 {
						board.Put(sp, engine.Team(1+(k+int(a))%2), s%3 == 0)
					} else {
						board.Clear(sp)
					}
				}
				if *g.Board() != *before {
					t.Fatalf("changing the board Game.Board handed out changed the game's board")
				}
				checkCounts(t, g, "a board handed out and changed")
			case 2: // a legal play of the player to move
				if g.Winner() != engine.NoTeam {
					continue
				}
				p := g.ToMove()
				plays = g.AppendPlays(plays[:0], p)
				if len(plays) == 0 {
					continue
				}
				if v := g.Push(p, []engine.Action{plays[int(a)%len(plays)]}); !v.OK() {
					// A play AppendPlays lists needs its draw too; a refusal
					// leaves the game to be thrown away (Push).
					return
				}
				checkCounts(t, g, "a legal play")
			case 3: // any entry, judged by Turn, which keeps the game when it refuses
				act := engine.Action{Kind: engine.ActionKind(a % 10), Card: engine.Card(b), Space: engine.Space(int8(c)), To: engine.NoSpace}
				g.Turn(g.ToMove(), []engine.Action{act})
				checkCounts(t, g, "an entry of any kind")
			}
		}
	})
}
