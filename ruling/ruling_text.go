package ruling

import (
	"strings"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// EntryText writes an entry of turns: in canonical notation, as a record
// would hold it: "Ann: dead 4C +9H; 9S@B7 +QS", "table-talk: green",
// "table-talk: {team: green, forfeits: {Ann: 5C, Cat: 9S}}", "reshuffle:
// [QS, 4D]".
func EntryText(rec *record.Record, e *record.Entry) string {
	switch e.Kind {
	case record.TableTalk:
		if e.Forfeits == nil {
			return "table-talk: " + e.Team.String()
		}
		parts := make([]string, len(e.Forfeits))
		for i, f := range e.Forfeits {
			parts[i] = rec.Name(f.Player) + ": " + forfeitCard(f.Card)
		}
		return "table-talk: {team: " + e.Team.String() + ", forfeits: {" + strings.Join(parts, ", ") + "}}"
	case record.Reshuffle:
		return "reshuffle: [" + joinCards(e.Cards, ", ") + "]"
	}
	return rec.Name(e.Player) + ": " + TurnText(e)
}

// TurnText writes the actions of a player's entry in canonical notation,
// without the player: "dead 4C +9H; 9S@B7 +QS".
func TurnText(e *record.Entry) string { return notation.FormatTurn(e.Turn.Actions) }

func forfeitCard(c engine.Card) string {
	if c == engine.NoCard {
		return "?"
	}
	return c.String()
}

func joinCards(cards []engine.Card, sep string) string {
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.String()
	}
	return strings.Join(names, sep)
}
