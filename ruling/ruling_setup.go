package ruling

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/engine"
)

// setupReasons says why a legal setup is legal: players, teams, seating,
// hands, deck and start position.
func setupReasons(rec *record.Record, g *engine.Game) (rulebook.ID, []Reason) {
	var out []Reason
	add := func(rule rulebook.ID, format string, args ...any) {
		out = append(out, Reason{Rule: rule, Text: fmt.Sprintf(format, args...)})
	}
	r := rec.Rules
	n := len(rec.Players)
	add(rulebook.IDOf(engine.SetupPlayers), "%d players: %s is for %s players", n, rulebook.GameWords(r), countList(r.PlayerCounts()))
	var teams []string
	for _, t := range g.Teams() {
		var names []string
		for p := range rec.Players {
			if g.TeamOf(p) == t {
				names = append(names, rec.Name(p))
			}
		}
		teams = append(teams, prose.JoinAnd(names)+" "+t.String())
	}
	if n == len(teams) {
		add(rulebook.IDOf(engine.SetupTeams), "each player plays alone: %s", strings.Join(teams, ", "))
	} else {
		add(rulebook.IDOf(engine.SetupTeams), "%d teams of %d: %s", len(teams), n/len(teams), strings.Join(teams, "; "))
	}
	if n > len(teams) {
		add(rulebook.IDOf(engine.SetupSeating), "teammates alternate: every %s player is on the same team", ordinal(len(teams)))
	}
	if rec.Start == nil {
		for p, h := range rec.Hands {
			if h != nil {
				add(rulebook.IDOf(engine.SetupHands), "%s's starting hand has %d cards, the deal for %d players", rec.Name(p), len(h), n)
			}
		}
		if rec.DeckSet {
			add(rulebook.IDOf(engine.SetupDeck), "the deck has %d cards, what the deal leaves of the %d-card deck of %s", len(rec.Deck), r.DeckSize, rulebook.GameWords(r))
		}
	} else {
		add(rulebook.IDOf(engine.SetupStart), "the start position can be reached: %d %s listed, every locked chip in one of them",
			len(rec.Start.Sequences), plural(len(rec.Start.Sequences), "sequence", "sequences"))
	}
	return rulebook.IDOf(engine.SetupPlayers), out
}
