package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/moves"
)

// FuzzAnySetup builds setups and entries no record could give: any teams,
// hands, deck, start position, start sequences and player to move, then
// reshuffles, table talk and turns of any values. NewGame either refuses the
// setup with a violation or gives a game; nothing that judges (NewGame,
// Turn, Check, Push, Apply, Reshuffle, TableTalk) panics, and Check, Push
// and Apply give one verdict; every game it accepts, and every game a turn
// leaves, lists its plays (moves.List) without panicking.
func FuzzAnySetup(f *testing.F) {
	f.Add([]byte{2, 0, 1, 7, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9, 10, 11, 12, 13, 14, 0, 0, 3, 0, 1, 12, 44, 2})
	f.Add([]byte{3, 0, 1, 2, 0, 255, 9, 9, 9, 9, 9, 9, 1, 90, 99, 0, 200, 127, 3})
	f.Add([]byte{4, 0, 1, 0, 1, 1, 5, 255, 40, 41, 42, 43, 44, 0, 1, 40, 44, 0})
	// Two players, a start whose player to move is seat -1, then seat 5:
	// setup-start, not a game whose plays cannot be listed.
	f.Add([]byte{0, 2, 0, 1, 4, 255})
	f.Add([]byte{0, 2, 0, 1, 4, 5})
	f.Fuzz(func(t *testing.T, raw []byte) {
		in := bytesReader(raw)
		s := engine.Setup{Rules: engine.Rulesets[int(in.next())%len(engine.Rulesets)]}
		n := int(in.next()) % (engine.MaxPlayers + 2)
		for range n {
			s.Teams = append(s.Teams, engine.Team(int8(in.next())))
		}
		mode := in.next()
		for range n {
			if mode&1 == 0 {
				s.Hands = append(s.Hands, nil)
				continue
			}
			h := make([]engine.Card, int(in.next())%9)
			for i := range h {
				h[i] = engine.Card(in.next())
			}
			s.Hands = append(s.Hands, h)
		}
		if mode&2 != 0 {
			s.DeckKnown = true
			s.Deck = make([]engine.Card, int(in.next())%(engine.MaxPile+3))
			for i := range s.Deck {
				s.Deck[i] = engine.Card(in.next())
			}
		}
		if mode&4 != 0 {
			st := &engine.Start{ToMove: int(int8(in.next()))}
			for range int(in.next()) % 40 {
				st.Board.Put(engine.Space(in.next()%engine.NumSpaces), engine.Team(in.next()%3), in.next()&1 != 0)
			}
			for range int(in.next()) % 4 {
				st.Sequences = append(st.Sequences, engine.StartSequence{Team: engine.Team(int8(in.next())), From: engine.Space(int8(in.next())), To: engine.Space(int8(in.next()))})
			}
			s.Start = st
		}
		g, v := engine.NewGame(s)
		if (g == nil) == v.OK() {
			t.Fatalf("NewGame gave a game %v and the violation %+v", g != nil, v)
		}
		if g == nil {
			return
		}
		// Every game NewGame accepts can list the plays of its player to
		// move: a mover outside the seating is refused (setup-start).
		if p := g.ToMove(); p < 0 || p >= g.Players() {
			t.Fatalf("NewGame accepted a game whose player to move is seat %d of %d", p, g.Players())
		}
		moves.List(g)
		for !in.done() {
			switch in.next() % 3 {
			case 0:
				cards := make([]engine.Card, int(in.next())%20)
				for i := range cards {
					cards[i] = engine.Card(in.next())
				}
				g.Reshuffle(cards)
			case 1:
				var forfeits []engine.Forfeit
				for range int(in.next()) % 4 {
					forfeits = append(forfeits, engine.Forfeit{Player: int(int8(in.next())), Card: engine.Card(in.next())})
				}
				g.TableTalk(engine.Team(int8(in.next())), forfeits)
			default:
				var acts []engine.Action
				for range int(in.next()) % 5 {
					acts = append(acts, engine.Action{Kind: engine.ActionKind(in.next() % 10), Card: engine.Card(in.next()), Space: engine.Space(int8(in.next())), To: engine.Space(int8(in.next()))})
				}
				p := int(int8(in.next()))
				stepped, applied := *g, *g
				v := g.Check(p, acts)
				_, va := applied.Apply(p, acts)
				if vs := stepped.Push(p, acts); vs != v || va != v {
					t.Fatalf("Check %+v, Push %+v, Apply %+v on %+v", v, vs, va, acts)
				}
				g.Turn(p, acts)
				moves.List(g)
			}
		}
	})
}

// byteSource hands out the fuzzer's bytes one at a time, then zeros.
type byteSource struct {
	b []byte
	i int
}

func bytesReader(b []byte) *byteSource { return &byteSource{b: b} }

func (r *byteSource) next() byte {
	if r.i >= len(r.b) {
		r.i++
		return 0
	}
	r.i++
	return r.b[r.i-1]
}

func (r *byteSource) done() bool { return r.i >= len(r.b) }
