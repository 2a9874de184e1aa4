package puzzle

import (
	"github.com/seqref/seqref/engine"
)

// mutator builds proposed entries from a position and a hand: legal plays
// and their mutations, each meant to break one rule. The engine, not the
// mutator, says which rule an entry breaks.
type mutator struct {
	g      *engine.Game
	p      int
	team   engine.Team
	layout *engine.Layout
	board  *engine.Board
	hand   []engine.Card // distinct cards
	held   [engine.NumCards]int
	plays  []engine.Action
	dead   []engine.Card
}

func newMutator(g *engine.Game, p int) *mutator {
	m := &mutator{g: g, p: p, team: g.TeamOf(p), layout: g.Layout(), board: g.Board(),
		plays: legalPlays(g, p), dead: deadCards(g, p)}
	cards := g.Hand(p).Cards()
	for _, c := range cards {
		m.held[c]++
	}
	m.hand = distinctCards(cards)
	return m
}

// proposals are candidate entries meant to get the verdict target, in tiers:
// the entries of the first tier look most natural, later tiers are tried
// only when no entry of an earlier one gets the verdict.
func proposals(g *engine.Game, p int, target engine.Rule) [][][]engine.Action {
	m := newMutator(g, p)
	switch target {
	case engine.NoRule:
		return m.legalEntries(false)
	case engine.Occupied:
		return tiers(m.place(engine.Normal, m.layoutSpaces, m.board.Occupied()),
			m.place(engine.Wild, m.allSpaces, m.board.Occupied()))
	case engine.WrongSpace:
		return tiers(m.place(engine.Normal, m.sameRankSpaces, m.open()),
			m.place(engine.Normal, m.allSpaces, m.open()))
	case engine.NotInHand:
		return tiers(m.missing(engine.Normal), m.missing(engine.Wild), m.missing(engine.Removal))
	case engine.PassPlayable:
		return tiers([][]engine.Action{{pass()}})
	case engine.WrongCard:
		return tiers(append(m.place(engine.Removal, m.allSpaces, m.open()), m.take(engine.Wild, m.opponents())...),
			m.take(engine.Normal, m.opponents()))
	case engine.RemoveOwn:
		return tiers(m.take(engine.Removal, m.board.Chips(m.team).Minus(m.board.LockedChips())),
			m.take(engine.Removal, m.board.Chips(m.team)))
	case engine.RemoveEmpty:
		return tiers(m.take(engine.Removal, m.open()))
	case engine.RemoveLocked:
		return tiers(m.take(engine.Removal, m.opponents().Intersect(m.board.LockedChips())))
	case engine.CornerSpace:
		return tiers(append(m.place(engine.Wild, m.allSpaces, engine.Corners), m.take(engine.Removal, engine.Corners)...),
			m.place(engine.Normal, m.allSpaces, engine.Corners))
	case engine.NotDead:
		return tiers(m.turnInLive(1), m.turnInLive(2))
	case engine.DeadTwice:
		return m.deadTwice()
	case engine.TurnShape:
		return m.badShapes()
	case engine.Ambiguous:
		return tiers(m.short(engine.Normal, 2), m.short(engine.Wild, -1))
	case engine.NoSpaceOpen:
		return tiers(m.short(engine.Normal, 0))
	}
	return nil
}

// proposalsTwisted are the legal entries of hard legal puzzles.
func proposalsTwisted(g *engine.Game, p int) [][][]engine.Action {
	return newMutator(g, p).legalEntries(true)
}

func tiers(t ...[][]engine.Action) [][][]engine.Action { return t }

func pass() engine.Action { return engine.Action{Kind: engine.Pass, Space: engine.NoSpace} }

func act(k engine.ActionKind, c engine.Card, s engine.Space) engine.Action {
	return engine.Action{Kind: k, Card: c, Space: s}
}

// legalEntries are legal plays of normal cards (plain), or legal entries
// that look odd (twisted): a dead card turned in first, a short-form
// placement, a jack.
func (m *mutator) legalEntries(twisted bool) [][][]engine.Action {
	var plain, odd [][]engine.Action
	for _, a := range m.plays {
		if m.kind(a.Card) == engine.Normal {
			plain = append(plain, []engine.Action{a})
		} else {
			odd = append(odd, []engine.Action{a})
		}
	}
	if !twisted {
		return tiers(plain)
	}
	var deadFirst [][]engine.Action
	for _, x := range m.dead {
		for _, a := range m.plays {
			deadFirst = append(deadFirst, []engine.Action{act(engine.TurnInDead, x, engine.NoSpace), a})
		}
	}
	return tiers(append(append(deadFirst, m.short(engine.Normal, 1)...), odd...))
}

func (m *mutator) kind(c engine.Card) engine.CardKind { return m.g.Rules().Kind(c) }

// everySpace is the set of all the spaces of the board.
var everySpace = func() engine.SpaceSet {
	var all engine.SpaceSet
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		all = all.With(s)
	}
	return all
}()

// open is the set of open spaces that are not corners.
func (m *mutator) open() engine.SpaceSet { return everySpace.Minus(m.board.Covered()) }

// opponents is the set of the other teams' chips.
func (m *mutator) opponents() engine.SpaceSet {
	return m.board.Occupied().Minus(m.board.Chips(m.team))
}

// Space choosers for place: the spaces a card is tried on.
func (m *mutator) layoutSpaces(c engine.Card) engine.SpaceSet { return m.layout.Mask(c) }

func (m *mutator) allSpaces(engine.Card) engine.SpaceSet { return everySpace }

// sameRankSpaces are the spaces of the cards of c's rank in the other suits:
// a misread suit.
func (m *mutator) sameRankSpaces(c engine.Card) engine.SpaceSet {
	var out engine.SpaceSet
	for s := engine.Spades; s <= engine.Clubs; s++ {
		if o := engine.NewCard(c.Rank(), s); o != c {
			out = out.Union(m.layout.Mask(o))
		}
	}
	return out
}

// place are placements of the hand's cards of kind k on the spaces that
// spaces(c) and within have in common.
func (m *mutator) place(k engine.CardKind, spaces func(engine.Card) engine.SpaceSet, within engine.SpaceSet) [][]engine.Action {
	var out [][]engine.Action
	for _, c := range m.hand {
		if m.kind(c) != k {
			continue
		}
		for _, s := range spaces(c).Intersect(within).Spaces() {
			out = append(out, []engine.Action{act(engine.Place, c, s)})
		}
	}
	return out
}

// take are removals with the hand's cards of kind k from the spaces of at.
func (m *mutator) take(k engine.CardKind, at engine.SpaceSet) [][]engine.Action {
	var out [][]engine.Action
	for _, c := range m.hand {
		if m.kind(c) != k {
			continue
		}
		for _, s := range at.Spaces() {
			out = append(out, []engine.Action{act(engine.Take, c, s)})
		}
	}
	return out
}

// missing are plays of cards of kind k that the hand does not hold, each
// on a target it would have if it were held.
func (m *mutator) missing(k engine.CardKind) [][]engine.Action {
	var out [][]engine.Action
	for c := engine.Card(1); c < engine.NumCards; c++ {
		if m.kind(c) != k || m.held[c] > 0 {
			continue
		}
		kind := engine.Place
		if k == engine.Removal {
			kind = engine.Take
		}
		for _, s := range m.g.Targets(c, m.team).Spaces() {
			out = append(out, []engine.Action{act(kind, c, s)})
		}
	}
	return out
}

// short are short-form placements of the hand's cards of kind k; for
// normal cards only those with open spaces of their own (-1: any).
func (m *mutator) short(k engine.CardKind, open int) [][]engine.Action {
	var out [][]engine.Action
	for _, c := range m.hand {
		if m.kind(c) != k {
			continue
		}
		if open >= 0 && m.layout.Mask(c).Intersect(m.open()).Len() != open {
			continue
		}
		out = append(out, []engine.Action{act(engine.PlaceShort, c, engine.NoSpace)})
	}
	return out
}

// playsWithout are the legal plays of cards other than those given.
func (m *mutator) playsWithout(cards ...engine.Card) []engine.Action {
	var out []engine.Action
	for _, a := range m.plays {
		keep := true
		for _, c := range cards {
			keep = keep && a.Card != c
		}
		if keep {
			out = append(out, a)
		}
	}
	return out
}

// turnInLive turns in a normal card that is not dead, one with exactly open
// open spaces, then plays another card.
func (m *mutator) turnInLive(open int) [][]engine.Action {
	var out [][]engine.Action
	for _, c := range m.hand {
		if m.kind(c) != engine.Normal || m.layout.Mask(c).Intersect(m.open()).Len() != open {
			continue
		}
		for _, a := range m.playsWithout(c) {
			out = append(out, []engine.Action{act(engine.TurnInDead, c, engine.NoSpace), a})
		}
	}
	return out
}

// deadTwice turns in a dead card and a second card, then plays: first two
// dead cards (or both copies of one), then a dead card and a live one.
func (m *mutator) deadTwice() [][][]engine.Action {
	var both, one [][]engine.Action
	for _, x := range m.dead {
		for _, y := range m.hand {
			if m.kind(y) != engine.Normal || (y == x && m.held[x] < 2) {
				continue
			}
			for _, a := range m.playsWithout(x, y) {
				turn := []engine.Action{act(engine.TurnInDead, x, engine.NoSpace), act(engine.TurnInDead, y, engine.NoSpace), a}
				if m.g.DeadSet().Has(y) {
					both = append(both, turn)
				} else {
					one = append(one, turn)
				}
			}
		}
	}
	return tiers(both, one)
}

// badShapes are turns whose parts stand in the wrong order or come twice:
// a dead card turned in after the play, two plays; then a pass followed by
// a play, and a dead card turned in without a play.
func (m *mutator) badShapes() [][][]engine.Action {
	var natural, odd [][]engine.Action
	for _, x := range m.dead {
		for _, a := range m.playsWithout(x) {
			natural = append(natural, []engine.Action{a, act(engine.TurnInDead, x, engine.NoSpace)})
		}
		odd = append(odd, []engine.Action{act(engine.TurnInDead, x, engine.NoSpace)})
	}
	for i, a := range m.plays {
		for _, b := range m.plays[i+1:] {
			if a.Card != b.Card && a.Space != b.Space && m.kind(a.Card) == engine.Normal && m.kind(b.Card) == engine.Normal {
				natural = append(natural, []engine.Action{a, b})
			}
		}
		odd = append(odd, []engine.Action{pass(), a})
	}
	return tiers(natural, odd)
}
