// Package duel plays games in process between choosers that see only what
// a bot sees, as seqref match plays them between bot processes: each
// chooser is given the game built from its situation (the board, the
// sequences and its own hand), turns a dead card in alone before its play,
// and is told the others' entries. It is for tests and measurements of bots.
package duel

import (
	"fmt"
	"slices"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/situation"
)

// Play plays the game dealt from seed under rules, seat p choosing with
// seats[p], which is reseeded first from seed and p. It stops at the end
// of the game, after play.DefaultMaxEntries entries, or at an illegal turn,
// which is an error.
func Play(rules *engine.Ruleset, seed uint64, seats []bot.Chooser) (*play.Table, error) {
	table, err := play.NewTable(play.Config{Rules: rules, Players: len(seats), Seed: seed})
	if err != nil {
		return nil, err
	}
	return table, PlayOn(table, seed, seats)
}

// PlayOn plays the game on table, dealt from seed, as Play does: for a
// caller that must see the table while the game is played (a test that
// measures a chooser told more than a player knows), which deals it with
// play.NewTable first.
func PlayOn(table *play.Table, seed uint64, seats []bot.Chooser) error {
	for p, c := range seats {
		c.Reseed(seed*31 + uint64(p))
	}
	for turn := 0; !table.Over() && turn < play.DefaultMaxEntries; turn++ {
		p := table.Game().ToMove()
		c := seats[p]
		g, hand, err := view(table, p)
		if err != nil {
			return err
		}
		if dead, ok := c.Dead(g, p, hand); ok && table.TurnInDead(p, dead) {
			if g, hand, err = view(table, p); err != nil {
				return err
			}
		}
		a := c.Play(g, p, hand)
		entries := table.Turn(p, []engine.Action{a})
		if v := table.Illegal(); !v.OK() {
			return fmt.Errorf("seed %d, seat %d: %s is illegal: %s", seed, p+1, notation.FormatAction(a), v.Rule)
		}
		tell(seats, entries)
	}
	return nil
}

// view is the game player p sees, built from its situation, and its hand.
func view(table *play.Table, p int) (*engine.Game, []engine.Card, error) {
	hand := slices.Clone(table.Hand(p))
	slices.Sort(hand)
	s := situation.Of(table.Game())
	s.Hand.Cards = hand
	g, err := situation.NewGame(s)
	return g, hand, err
}

// tell shows the entries to the seats that observe, as seqref match does
// with seen lines: to every seat but the one that played, without draws.
func tell(seats []bot.Chooser, entries []play.Entry) {
	for _, e := range entries {
		var acts []engine.Action
		for _, a := range e.Actions {
			if a.Kind != engine.Draw {
				acts = append(acts, a)
			}
		}
		for q, c := range seats {
			if o, ok := c.(bot.Observer); ok && q != e.Player {
				o.See(e.Player, acts)
			}
		}
	}
}

// Points is what team t scored in a game: 1 for a win, 0 for a loss, an
// even share when nobody won.
func Points(g *engine.Game, t engine.Team) float64 {
	switch w := g.Winner(); {
	case w == t:
		return 1
	case w == engine.NoTeam:
		return 1 / float64(len(g.Teams()))
	}
	return 0
}

// Legal reports why answer, a turn in notation, is not legal for the
// player to move at the situation, or nil when it is.
func Legal(situationText, answer string) error {
	s, err := notation.ParseSituation(situationText)
	if err != nil {
		return err
	}
	g, err := situation.NewGame(s)
	if err != nil {
		return err
	}
	turn, err := notation.ParseTurn(answer)
	if err != nil {
		return err
	}
	if v := g.Check(s.ToMove, turn.Actions); !v.OK() {
		return fmt.Errorf("%q is illegal: %s", answer, v.Rule)
	}
	return nil
}
