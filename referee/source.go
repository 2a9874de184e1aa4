package referee

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/ruling"
)

// Source is what a ruling is on: an entry of a record file, or an entry at
// a situation (seqref referee --at SITUATION --entry ENTRY).
type Source struct {
	// File is the record's name as the user wrote it; empty for a
	// situation.
	File string
	// At says that the ruling is on Entry at Situation.
	At        bool
	Situation notation.Situation
	Entry     string
	// Where, when not nil, says where a ruling's problem stands (line and
	// column); nil means the ruling's own position in the record.
	Where func(r *ruling.Ruling) (line, col int)
}

// header is the ruling's first line of detail.
func (src Source) header(r *ruling.Ruling) string {
	switch {
	case src.At && r.Turn == 0:
		return fmt.Sprintf("Ruling on the situation (%s)", r.Rules.Name)
	case src.At:
		return fmt.Sprintf("Ruling on the entry at the situation (%s)", r.Rules.Name)
	case r.Turn == 0:
		return fmt.Sprintf("Ruling on the setup of %s (%s)", src.File, r.Rules.Name)
	}
	return fmt.Sprintf("Ruling on entry %d of %s (%s)", r.Turn, src.File, r.Rules.Name)
}

// notReached says why the entry asked about is not the one ruled on.
func (src Source) notReached(r *ruling.Ruling) string {
	return fmt.Sprintf("Entry %d is not reached: %s is illegal, and the record stops there.", r.Asked, entryName(r.Turn))
}

// boardCaption is the caption of the board before the entry.
func (src Source) boardCaption(r *ruling.Ruling) string {
	if src.At {
		return "Board before the entry"
	}
	return fmt.Sprintf("Board before entry %d", r.Turn)
}

// entryLine is the entry ruled on, with where it stands.
func (src Source) entryLine(r *ruling.Ruling) string {
	if src.At {
		return "Entry: " + ruling.EntryText(r.Record, r.Entry)
	}
	return fmt.Sprintf("Entry %d (line %d): %s", r.Turn, r.Entry.Pos.Line, ruling.EntryText(r.Record, r.Entry))
}

// CommandLine is the command that shows the ruling under another ruleset.
func (src Source) CommandLine(o *ruling.Ruling) string {
	if src.At {
		return fmt.Sprintf("seqref referee --at %s --entry %s --ruleset %s",
			shellQuote(notation.FormatSituation(src.Situation)), shellQuote(src.Entry), o.Rules.Name)
	}
	return fmt.Sprintf("seqref referee %s --turn %d --ruleset %s", src.File, o.Asked, o.Rules.Name)
}

// shellQuote quotes text for a POSIX shell, in single quotes.
func shellQuote(text string) string {
	return "'" + strings.ReplaceAll(text, "'", `'\''`) + "'"
}

// pos is where the ruling's problem stands.
func (src Source) pos(r *ruling.Ruling) (int, int) {
	if src.Where != nil {
		return src.Where(r)
	}
	return r.Pos.Line, r.Pos.Col
}

func entryName(turn int) string {
	if turn == 0 {
		return "the setup"
	}
	return fmt.Sprintf("entry %d", turn)
}
