package ruling

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
)

func explainSetup(rec *record.Record, v engine.Violation) string {
	r := rec.Rules
	name := rec.Name
	switch v.Rule {
	case engine.SetupPlayers:
		return fmt.Sprintf("%s is for %s players, not %d", r.Name, countList(r.PlayerCounts()), v.Players())
	case engine.SetupTeams:
		switch v.Detail {
		case engine.TeamColour:
			return fmt.Sprintf("%s's team %q is not a colour; the teams are green, blue and red", name(v.Player), rec.Players[v.Player].Colour)
		case engine.TooFewTeams:
			return "every player is on one team; a game needs two or three teams"
		case engine.UnequalTeams:
			team, other := v.TeamSizes()
			return fmt.Sprintf("the teams are unequal: %s has %s, another team %d", v.Team, playerCount(team), other)
		case engine.TooManyTeams:
			return fmt.Sprintf("%s uses three colours only with three players; %d players play in two teams", r.Name, v.Players())
		}
	case engine.SetupSeating:
		return fmt.Sprintf("teammates must alternate: with %d teams every %s player is on the same team, but %s (%s) sits %d after %s (%s)",
			v.Teams(), ordinal(v.Teams()), name(v.Player), v.Team, v.Teams(), name(v.Teammate()), rec.Players[v.Teammate()].Team)
	case engine.SetupHands:
		held, dealt := v.HandSize()
		return fmt.Sprintf("%s's starting hand has %d cards; %s deals %d to each of %d players", name(v.Player), held, r.Name, dealt, len(rec.Players))
	case engine.SetupDeck:
		switch v.Detail {
		case engine.TooManyCopies:
			count, inDeck := v.Copies()
			if inDeck == 0 {
				return fmt.Sprintf("the %s deck has no %s", r.Name, v.Card)
			}
			return fmt.Sprintf("%s appears %s in hands and deck; the %s deck holds it %s", v.Card, times(count), r.Name, times(inDeck))
		case engine.DeckSize:
			have, want := v.DeckCards()
			return fmt.Sprintf("the deck has %d cards; the deal leaves %d (%d cards less %d dealt to each of %d players)",
				have, want, r.DeckSize, r.Deal[len(rec.Players)], len(rec.Players))
		}
	case engine.SetupStart:
		return "start: " + startProblem(v)
	}
	return v.Rule.String()
}

func startProblem(v engine.Violation) string {
	q := fmt.Sprintf("sequence %d (%s %s-%s)", v.StartSequence()+1, v.Team, v.Space, v.LineEnd())
	switch v.Detail {
	case engine.StartColour:
		if v.Space != engine.NoSpace && v.LineEnd() == engine.NoSpace {
			return fmt.Sprintf("a %s chip stands on %s, but %s does not play", v.Team, v.Space, v.Team)
		}
		return q + ": " + v.Team.String() + " does not play"
	case engine.StartNotInLine:
		return q + " is not five spaces in a line"
	case engine.StartNotLocked:
		return fmt.Sprintf("%s: %s does not hold a locked %s chip", q, v.Unfilled(), v.Team)
	case engine.StartLockedOutside:
		return fmt.Sprintf("the locked %s chip on %s is in no listed sequence", v.Team, v.Space)
	case engine.StartOverlap:
		return fmt.Sprintf("%s shares more than one space with sequence %d of %s", q, v.OtherSequence()+1, v.Team)
	case engine.StartTwoWinners:
		return fmt.Sprintf("two teams already have the sequences they need (%s is the second)", v.Team)
	case engine.StartTooMany:
		return fmt.Sprintf("%d sequences: no game can reach that many", v.SequenceCount())
	case engine.StartToMove:
		return fmt.Sprintf("the player to move is seat %d, and the %s are seats 0 to %d", v.MoverSeat(), playerCount(v.Players()), v.Players()-1)
	}
	return "the position cannot be reached"
}

// playerCount is "1 player", "2 players".
func playerCount(n int) string {
	if n == 1 {
		return "1 player"
	}
	return fmt.Sprintf("%d players", n)
}

func countList(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = fmt.Sprint(n)
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}
