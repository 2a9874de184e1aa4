package render

import (
	"fmt"
	"strings"
)

// caption says what a frame shows, one paragraph a line: the record's
// heading; then the start (or a puzzle's question), the entry with its
// player and action and its notes, or the illegal entry with its rule id and
// what is wrong; the sequences by team; who moves or who won.
func (r *Replay) caption(f *ReplayFrame) []string {
	m := f.Model
	lines := []string{r.heading()}
	total := len(r.Entries)
	switch {
	case f.Illegal:
		e := r.Entries[f.Entry-1]
		lines = append(lines,
			fmt.Sprintf("Entry %d of %d is illegal [%s]: %s", f.Entry, total, r.Illegal.Rule, e.Text),
			r.Illegal.Message,
			fmt.Sprintf("The board is the one before entry %d.", f.Entry))
	case f.Entry == 0 && r.Question != "":
		lines = append(lines, "Puzzle: "+r.Question)
		for i := range m.Hands {
			if h := &m.Hands[i]; h.Known {
				lines = append(lines, fmt.Sprintf("%s (%s) holds %s.", h.Player, h.Team, strings.Join(h.Cards, " ")))
			}
		}
	case f.Entry == 0:
		lines = append(lines, fmt.Sprintf("Before the first entry (%d in the record).", total))
	default:
		lines = append(lines, fmt.Sprintf("After entry %d of %d: %s", f.Entry, total, actionText(m.LastMove)))
		if notes := r.Entries[f.Entry-1].Notes; len(notes) > 0 {
			lines = append(lines, capitalize(strings.Join(notes, "; "))+".")
		}
	}
	return append(lines, sequencesText(m), statusText(m))
}

// heading is the record's title, or a plain name, with its ruleset.
func (r *Replay) heading() string {
	title := r.Title
	if title == "" {
		title = "Sequence record"
	}
	return title + " (" + r.Ruleset + ")"
}

// actionText says who did what: "Ann (green) JSxE5 +7C", "table-talk: blue".
func actionText(mv *Move) string {
	switch {
	case mv == nil:
		return ""
	case mv.Kind == MoveTableTalk || mv.Kind == MoveReshuffle:
		return mv.Text
	}
	return fmt.Sprintf("%s (%s) %s", mv.Player, mv.Team, mv.Text)
}

// sequencesText lists the completed sequences by team: "Sequences (2 to
// win): green 2 (B9-F9, A1-E5), blue 0."
func sequencesText(m *Model) string {
	need := 0
	var parts []string
	for _, t := range m.Teams {
		need = t.Need
		var names []string
		for _, q := range m.Sequences {
			if q.Team == t.Team {
				names = append(names, q.Name())
			}
		}
		part := fmt.Sprintf("%s %d", t.Team, t.Sequences)
		if len(names) > 0 {
			part += " (" + strings.Join(names, ", ") + ")"
		}
		parts = append(parts, part)
	}
	return fmt.Sprintf("Sequences (%d to win): %s.", need, strings.Join(parts, ", "))
}

// statusText says who won, that nobody can play, or who moves.
func statusText(m *Model) string {
	switch {
	case m.Winner != "":
		return capitalize(m.Winner) + " wins."
	case m.Blocked:
		return "Blocked: no card is left and nobody can play; the game ends without a winner."
	}
	return "To move: " + m.toMoveText(Style{}) + "."
}

// capitalize puts the first letter of a sentence in upper case.
func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
