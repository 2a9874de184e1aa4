package ruling

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/engine"
)

// setupWords says in players' words what is wrong with a setup: who sits
// where, who plays with whom, and the rule they broke. Verdicts keep the
// shorter words of Explain.
func setupWords(rec *record.Record, v engine.Violation) string {
	switch v.Rule {
	case engine.SetupPlayers:
		return fmt.Sprintf("%d players cannot play %s: it is for %s players; up to three play alone, and more play in two or three teams of equal size",
			v.Players(), rulebook.GameWords(rec.Rules), countList(rec.Rules.PlayerCounts()))
	case engine.SetupTeams:
		if v.Detail == engine.UnequalTeams && alone(rec) {
			return fmt.Sprintf("with %d players no one plays alone: %s", len(rec.Players), teamList(rec))
		}
		if v.Detail == engine.UnequalTeams {
			return "the teams are unequal: " + teamList(rec) + "; more than three players play in two or three teams of equal size"
		}
	case engine.SetupSeating:
		return seatingWords(rec, v)
	case engine.SetupDeck:
		if count, inDeck := v.Copies(); v.Detail == engine.TooManyCopies {
			game := rulebook.GameWords(rec.Rules)
			if inDeck == 0 {
				return fmt.Sprintf("the deck of %s has no %s", game, v.Card)
			}
			return fmt.Sprintf("%s appears %s in hands and deck; the deck of %s holds it %s", v.Card, times(count), game, times(inDeck))
		}
	case engine.SetupHands:
		held, dealt := v.HandSize()
		return fmt.Sprintf("%s was dealt %d cards; with %d players %s deals %d cards to each player",
			rec.Name(v.Player), held, len(rec.Players), rulebook.GameWords(rec.Rules), dealt)
	}
	return Explain(rec, nil, nil, v)
}

// alone reports whether more than three players play and one of them has
// a colour to themselves.
func alone(rec *record.Record) bool {
	size := map[string]int{}
	for _, p := range rec.Players {
		size[p.Colour]++
	}
	for _, n := range size {
		if n == 1 && len(rec.Players) > 3 {
			return true
		}
	}
	return false
}

// teamList names each colour with its players: "green has 2 players (Ann
// and Dan), blue 1 (Bob), red 1 (Cat)".
func teamList(rec *record.Record) string {
	var order []string
	members := map[string][]string{}
	for p, pl := range rec.Players {
		if members[pl.Colour] == nil {
			order = append(order, pl.Colour)
		}
		members[pl.Colour] = append(members[pl.Colour], rec.Name(p))
	}
	parts := make([]string, len(order))
	for i, c := range order {
		n := fmt.Sprint(len(members[c]))
		if i == 0 {
			n = playerCount(len(members[c]))
		}
		parts[i] = fmt.Sprintf("%s %s (%s)", c, n, prose.JoinAnd(members[c]))
		if i == 0 {
			parts[i] = fmt.Sprintf("%s has %s (%s)", c, n, prose.JoinAnd(members[c]))
		}
	}
	return strings.Join(parts, ", ")
}

// seatingWords names teammates who sit side by side, or else the two
// players whose seats break the order of the colours.
func seatingWords(rec *record.Record, v engine.Violation) string {
	n := len(rec.Players)
	for p := 0; p < n; p++ {
		q := (p + 1) % n
		if rec.Players[p].Team == rec.Players[q].Team {
			return fmt.Sprintf("%s and %s (both %s) sit next to each other; teammates must alternate with opponents around the table, %s",
				rec.Name(p), rec.Name(q), rec.Players[p].Team, order(rec, v.Teams()))
		}
	}
	return fmt.Sprintf("%s (%s) sits %d seats after %s (%s), where a teammate of %s belongs; %s",
		rec.Name(v.Player), rec.Players[v.Player].Team, v.Teams(), rec.Name(v.Teammate()), rec.Players[v.Teammate()].Team, rec.Name(v.Teammate()), order(rec, v.Teams()))
}

// order says how teams sit: "every 2nd seat the same team, for example Ann,
// Bob, Cat, Dan". The example reseats the players, keeping the first.
func order(rec *record.Record, teams int) string {
	return fmt.Sprintf("every %s seat the same team, for example %s", ordinal(teams), strings.Join(reseat(rec), ", "))
}

// reseat seats the players so that teammates alternate: the teams in the
// order they first appear, each team's players in the order listed.
func reseat(rec *record.Record) []string {
	var colours []engine.Team
	byTeam := map[engine.Team][]string{}
	for p, pl := range rec.Players {
		if byTeam[pl.Team] == nil {
			colours = append(colours, pl.Team)
		}
		byTeam[pl.Team] = append(byTeam[pl.Team], rec.Name(p))
	}
	var out []string
	for i := 0; len(out) < len(rec.Players); i++ {
		for _, t := range colours {
			if i < len(byTeam[t]) {
				out = append(out, byTeam[t][i])
			}
		}
	}
	return out
}
