package play

import (
	"fmt"
	"io"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// WriteRecord writes the game as a record (docs/format.md section 5) with an
// expect: block holding its outcome.
func WriteRecord(w io.Writer, g *Game) error {
	var b strings.Builder
	cfg := g.Config
	fmt.Fprintf(&b, "sequence: 1\nruleset: %s\n", cfg.Rules.Name)
	fmt.Fprintf(&b, "title: self-play, %s, %d players, %s policy, seed %d\n", cfg.Rules.Name, cfg.Players, cfg.Policy, cfg.Seed)
	b.WriteString("players:\n")
	for i, t := range g.Teams {
		fmt.Fprintf(&b, "  - {name: %s, team: %s}\n", Names[i], t)
	}
	b.WriteString("hands:\n")
	for i, h := range g.Hands {
		fmt.Fprintf(&b, "  %s: %s\n", Names[i], cardFlow(h, 4+len(Names[i])+2))
	}
	fmt.Fprintf(&b, "deck: %s\n", cardFlow(g.Deck, 6))
	b.WriteString("turns:\n")
	for _, e := range g.Entries {
		if e.Player < 0 {
			fmt.Fprintf(&b, "  - reshuffle: %s\n", cardFlow(e.Reshuffle, 15))
			continue
		}
		fmt.Fprintf(&b, "  - %s: %s\n", Names[e.Player], notation.FormatTurn(e.Actions))
	}
	b.WriteString("expect:\n")
	final := g.Final
	switch {
	case final.Winner() != engine.NoTeam:
		fmt.Fprintf(&b, "  result: win\n  winner: %s\n", final.Winner())
	default:
		b.WriteString("  result: unfinished\n")
	}
	fmt.Fprintf(&b, "  turns: %d\n  sequences: {", len(g.Entries))
	for i, t := range final.Teams() {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s: %d", t, final.SequenceCount(t))
	}
	fmt.Fprintf(&b, "}\n  position: \"%s\"\n", final)
	_, err := io.WriteString(w, b.String())
	return err
}

// cardFlow writes cards as a YAML flow list, wrapped before column 88; indent
// is the column the list starts at.
func cardFlow(cards []engine.Card, indent int) string {
	var b strings.Builder
	b.WriteByte('[')
	col := indent + 1
	for i, c := range cards {
		s := c.String()
		if i > 0 {
			b.WriteByte(',')
			col++
			if col+len(s)+2 > 88 {
				b.WriteString("\n    ")
				col = 4
			} else {
				b.WriteByte(' ')
				col++
			}
		}
		b.WriteString(s)
		col += len(s)
	}
	b.WriteByte(']')
	return b.String()
}
