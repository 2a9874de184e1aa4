package puzzle

import (
	"github.com/seqref/seqref/engine"
)

// tried is one entry judged and applied to a copy of a game.
type tried struct {
	after engine.Game
	rep   engine.Report
	v     engine.Violation
}

// try judges and applies an entry of player p to a copy of g; g itself is
// not changed.
func try(g *engine.Game, p int, acts []engine.Action) *tried {
	t := &tried{after: *g}
	t.rep, t.v = t.after.Turn(p, acts)
	return t
}

// legalPlays are the legal plays of the known hand of player p: every
// distinct card on every target, as Place and Take actions.
func legalPlays(g *engine.Game, p int) []engine.Action {
	return g.AppendPlays(nil, p)
}

// winningPlays are the legal plays of player p that win the game at once.
func winningPlays(g *engine.Game, p int) []engine.Action {
	var out []engine.Action
	for _, a := range legalPlays(g, p) {
		if t := try(g, p, []engine.Action{a}); t.v.OK() && t.rep.Won {
			out = append(out, a)
		}
	}
	return out
}

// threatsBy is the set of open spaces where a chip of team by would
// complete a sequence (none once the game is won): any of them is a threat,
// since a wild card reaches every open space.
func threatsBy(g *engine.Game, by engine.Team) engine.SpaceSet {
	if g.Winner() != engine.NoTeam {
		return engine.SpaceSet{}
	}
	return g.Threats(by)
}

// blockingPlays are the legal plays of player p after which the team of the
// next player has no space where its chip would complete a sequence.
func blockingPlays(g *engine.Game, p int) []engine.Action {
	next := g.TeamOf((p + 1) % g.Players())
	var out []engine.Action
	for _, a := range legalPlays(g, p) {
		t := try(g, p, []engine.Action{a})
		if t.v.OK() && !t.rep.Won && threatsBy(&t.after, next).IsEmpty() {
			out = append(out, a)
		}
	}
	return out
}

// sameAction reports whether two actions are the same: kind, card and
// space.
func sameAction(a, b engine.Action) bool {
	return a.Kind == b.Kind && a.Card == b.Card && a.Space == b.Space
}

// distinctCards lists the cards of a hand once each, in the order given.
func distinctCards(hand []engine.Card) []engine.Card {
	var out []engine.Card
	var seen [engine.NumCards]bool
	for _, c := range hand {
		if c < engine.NumCards && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}
