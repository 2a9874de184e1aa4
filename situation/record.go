package situation

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/record"
)

// Names name the seats of a situation, which has no names: Ann, Bob,
// Cat... in seating order, as self-play names its players.
var Names = []string{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"}

// entryPrefix is how the one entry of a situation's record starts, before
// the player's name: its column in the file is the entry text's first
// column less the length of this, the name and ": '".
const entryPrefix = "  - "

// Record reads the record a situation stands for, with entry, when
// not empty, as its one entry: the situation as a start: position, its
// seats named by Names, the mover's hand when every card of it
// is known, and no deck:. Ruling on that entry is ruling on the entry at
// the situation (docs/referee.md). It fails when the situation names a seat
// it has no player for, or the entry cannot be read.
func Record(s notation.Situation, entry string) (*record.Record, error) {
	if _, err := Setup(s); err != nil {
		return nil, err
	}
	if strings.ContainsAny(entry, "\r\n") {
		return nil, fmt.Errorf("an entry is one line")
	}
	var b strings.Builder
	b.WriteString("sequence: 1\nruleset: " + s.Rules.Name + "\nplayers:\n")
	for p, t := range s.Seating {
		fmt.Fprintf(&b, "  - {name: %s, team: %s}\n", Names[p], t)
	}
	mover := Names[s.ToMove]
	player, turn, _, err := entryPlayer(entry, mover, len(s.Seating))
	if err != nil {
		return nil, err
	}
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
		fmt.Fprintf(&b, "\n%s%s: '%s'\n", entryPrefix, player, strings.ReplaceAll(turn, "'", "''"))
	}
	rec, err := record.Load([]byte(b.String()), record.LoadOptions{})
	if err != nil {
		return nil, entryError(err, entry, mover, len(s.Seating))
	}
	return rec, nil
}

// entryPlayer splits "Bob: 5C@B2" into the player and the turn, when the
// entry starts with a seat's name and a colon, and also returns where the
// turn starts in entry (in characters, 0 for the first); an entry without
// a name is the mover's. A name with no turn after it, or the name of a
// seat the situation does not have, is an error.
func entryPlayer(entry, mover string, seats int) (player, turn string, offset int, err error) {
	name, rest, ok := strings.Cut(entry, ":")
	if !ok {
		return mover, entry, 0, nil
	}
	for p, seat := range Names {
		if strings.TrimSpace(name) != seat {
			continue
		}
		if p >= seats {
			return "", "", 0, fmt.Errorf("column %d: %s has no seat: the situation seats %d players (%s)",
				1+runeCount(entry)-runeCount(strings.TrimLeftFunc(entry, unicode.IsSpace)), seat, seats,
				strings.Join(Names[:seats], ", "))
		}
		turn = strings.TrimSpace(rest)
		if turn == "" {
			return "", "", 0, fmt.Errorf("the entry names %s but holds no turn", seat)
		}
		return seat, turn, runeCount(entry) - runeCount(strings.TrimLeftFunc(rest, unicode.IsSpace)), nil
	}
	return mover, entry, 0, nil
}

// entryError is an entry that cannot be read, with the column in the
// entry's own text when the problem stands in it.
func entryError(err error, entry, mover string, seats int) error {
	var le *record.LoadError
	if !errors.As(err, &le) {
		return err
	}
	if col := EntryColumn(le.Pos.Col, entry, mover, seats); col > 0 {
		return fmt.Errorf("column %d: %s [%s]", col, le.Msg, le.Rule)
	}
	return fmt.Errorf("%s [%s]", le.Msg, le.Rule)
}

// EntryColumn maps a column on the line of the one entry of a situation's
// record (Record) to the column in the text of --entry, undoing
// the name written before the turn and the quotes doubled in it; 0 when
// the column is not in the turn's text. mover is the seat to move, whose
// entry an entry without a name is.
func EntryColumn(col int, entry, mover string, seats int) int {
	player, turn, offset, err := entryPlayer(entry, mover, seats)
	at := col - runeCount(entryPrefix+player+": '") // where in the quoted turn, from 1
	if err != nil || at < 1 {
		return 0
	}
	written := 0
	for i, r := range []rune(turn) {
		written++
		if r == '\'' {
			written++ // written twice
		}
		if written >= at {
			return offset + i + 1
		}
	}
	return 0
}

func runeCount(s string) int { return utf8.RuneCountInString(s) }

func cardList(h notation.SituationHand) string {
	names := make([]string, len(h.Cards))
	for i, c := range h.Cards {
		names[i] = c.String()
	}
	return strings.Join(names, ", ")
}
