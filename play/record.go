package play

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// WriteRecord writes the game as a record (docs/format.md section 5) with an
// expect: block holding its outcome.
func WriteRecord(w io.Writer, g *Game) error {
	cfg := g.Config
	title := fmt.Sprintf("self-play, %s, %d players, %s policy, seed %d", cfg.Rules.Name, cfg.Players, cfg.Policy, cfg.Seed)
	return WriteRecordWith(w, g, About{Title: title})
}

// About is what a record says about its game besides the game itself: its
// title, event and notes (empty ones are left out).
type About struct {
	Title, Event, Notes string
}

// WriteRecordWith writes the game as WriteRecord does, with the title,
// event and notes of about. When the game's last entry is illegal, the
// expect: block says so, with the entry and the rule.
func WriteRecordWith(w io.Writer, g *Game, about About) error {
	var b strings.Builder
	cfg := g.Config
	fmt.Fprintf(&b, "sequence: 1\nruleset: %s\n", cfg.Rules.Name)
	writeText(&b, "title", about.Title)
	writeText(&b, "event", about.Event)
	writeText(&b, "notes", about.Notes)
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
	if !g.Illegal.OK() {
		fmt.Fprintf(&b, "  result: illegal\n  error: {turn: %d, rule: %s}\n", len(g.Entries), g.Illegal.Rule)
		_, err := io.WriteString(w, b.String())
		return err
	}
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

// writeText writes key: "text", quoted, unless text is empty. Go's escapes
// of a quoted string are escapes of a double-quoted YAML string too.
func writeText(b *strings.Builder, key, text string) {
	if text == "" {
		return
	}
	if isPlain(text) {
		fmt.Fprintf(b, "%s: %s\n", key, text)
		return
	}
	fmt.Fprintf(b, "%s: %s\n", key, strconv.Quote(text))
}

// isPlain reports whether text can stand as a plain YAML scalar as
// self-play titles do: letters, digits, spaces, commas and hyphens only,
// starting with a letter.
func isPlain(text string) bool {
	for i, r := range text {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if i == 0 && !letter {
			return false
		}
		if !letter && !(r >= '0' && r <= '9') && r != ' ' && r != ',' && r != '-' {
			return false
		}
	}
	return true
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
