package cmd

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/situation"
)

// situationPlayers names the seats of a situation, which has no names: the
// names self-play gives (Ann, Bob, Cat...).
var situationPlayers = play.Names

// entryPrefix is how the one entry of a situation's record starts, before
// the player's name: its column in the file is the entry text's first
// column less the length of this, the name and ": '".
const entryPrefix = "  - "

// situationRecord reads the record a situation stands for, with entry, when
// not empty, as its one entry: the situation as a start: position, its
// seats named by situationPlayers, the mover's hand when every card of it
// is known, and no deck:. Ruling on that entry is ruling on the entry at
// the situation (docs/referee.md). It fails when the situation names a seat
// it has no player for, or the entry cannot be read.
func situationRecord(s notation.Situation, entry string) (*record.Record, error) {
	if _, err := situation.Setup(s); err != nil {
		return nil, err
	}
	if strings.ContainsAny(entry, "\r\n") {
		return nil, fmt.Errorf("an entry is one line")
	}
	var b strings.Builder
	b.WriteString("sequence: 1\nruleset: " + s.Rules.Name + "\nplayers:\n")
	for p, t := range s.Seating {
		fmt.Fprintf(&b, "  - {name: %s, team: %s}\n", situationPlayers[p], t)
	}
	mover := situationPlayers[s.ToMove]
	player, entry := entryPlayer(entry, mover, len(s.Seating))
	if s.Hand.Known() {
		fmt.Fprintf(&b, "hands:\n  %s: [%s]\n", mover, cardList(s.Hand))
	}
	fmt.Fprintf(&b, "start:\n  position: %q\n  sequences: [", s.Board.String())
	for i, q := range s.Sequences {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "{team: %s, from: %s, to: %s}", q.Team, q.From, q.To)
	}
	fmt.Fprintf(&b, "]\n  to_move: %s\nturns:", mover)
	if entry == "" {
		b.WriteString(" []\n")
	} else {
		fmt.Fprintf(&b, "\n%s%s: '%s'\n", entryPrefix, player, strings.ReplaceAll(entry, "'", "''"))
	}
	rec, err := record.Load([]byte(b.String()), record.LoadOptions{})
	if err != nil {
		return nil, entryError(err, player, entry)
	}
	return rec, nil
}

// entryPlayer splits "Bob: 5C@B2" into the player and the turn, when the
// entry starts with the name of one of the first seats and a colon; an
// entry without a name is the mover's.
func entryPlayer(entry, mover string, seats int) (player, turn string) {
	if name, rest, ok := strings.Cut(entry, ":"); ok {
		for _, p := range situationPlayers[:seats] {
			if strings.TrimSpace(name) == p {
				return p, strings.TrimSpace(rest)
			}
		}
	}
	return mover, entry
}

// entryError is an entry that cannot be read, with the column in the
// entry's own text.
func entryError(err error, mover, entry string) error {
	le, ok := err.(*record.LoadError)
	if !ok {
		return err
	}
	col := le.Pos.Col - len([]rune(entryPrefix+mover+": '"))
	if col < 1 || strings.Contains(entry, "'") {
		return fmt.Errorf("%s [%s]", le.Msg, le.Rule)
	}
	return fmt.Errorf("column %d: %s [%s]", col, le.Msg, le.Rule)
}

func cardList(h notation.SituationHand) string {
	names := make([]string, len(h.Cards))
	for i, c := range h.Cards {
		names[i] = c.String()
	}
	return strings.Join(names, ", ")
}
