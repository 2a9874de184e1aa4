package cmd

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
	"github.com/urfave/cli/v2"
)

// rulingSource is what a ruling is on: entry N of a record file, or an
// entry at a situation given with --at (file is then empty and entry is
// the text of --entry).
type rulingSource struct {
	file      string
	at        bool
	situation notation.Situation
	entry     string
}

// header is the ruling's first line.
func (src rulingSource) header(r *ruling.Ruling) string {
	switch {
	case src.at && r.Turn == 0:
		return fmt.Sprintf("Ruling on the situation (%s)", r.Rules.Name)
	case src.at:
		return fmt.Sprintf("Ruling on the entry at the situation (%s)", r.Rules.Name)
	case r.Turn == 0:
		return fmt.Sprintf("Ruling on the setup of %s (%s)", src.file, r.Rules.Name)
	}
	return fmt.Sprintf("Ruling on entry %d of %s (%s)", r.Turn, src.file, r.Rules.Name)
}

// notReached says why the entry asked about is not the one ruled on.
func (src rulingSource) notReached(r *ruling.Ruling) string {
	return fmt.Sprintf("Entry %d is not reached: %s is illegal, and the record stops there.", r.Asked, entryName(r.Turn))
}

// boardCaption is the caption of the board before the entry.
func (src rulingSource) boardCaption(r *ruling.Ruling) string {
	if src.at {
		return "Board before the entry"
	}
	return fmt.Sprintf("Board before entry %d", r.Turn)
}

// entryLine is the entry ruled on, with where it stands.
func (src rulingSource) entryLine(r *ruling.Ruling) string {
	if src.at {
		return "Entry: " + ruling.EntryText(r.Record, r.Entry)
	}
	return fmt.Sprintf("Entry %d (line %d): %s", r.Turn, r.Entry.Pos.Line, ruling.EntryText(r.Record, r.Entry))
}

// commandLine is the command that shows the ruling under another ruleset.
func (src rulingSource) commandLine(o *ruling.Ruling) string {
	if src.at {
		return fmt.Sprintf("seqref referee --at %s --entry %s --ruleset %s",
			shellQuote(notation.FormatSituation(src.situation)), shellQuote(src.entry), o.Rules.Name)
	}
	return fmt.Sprintf("seqref referee %s --turn %d --ruleset %s", src.file, o.Asked, o.Rules.Name)
}

// shellQuote quotes text for a POSIX shell, in single quotes.
func shellQuote(text string) string {
	return "'" + strings.ReplaceAll(text, "'", `'\''`) + "'"
}

// pos is where the ruling's problem stands: the line and column in the
// record file, or for --at line 1 and the column in the text of --entry (1
// when the problem is not in the entry's text).
func (src rulingSource) pos(r *ruling.Ruling) (int, int) {
	if !src.at {
		return r.Pos.Line, r.Pos.Col
	}
	col := 0
	if r.Entry != nil && r.Pos.Line == r.Entry.Pos.Line {
		mover := situationPlayers[src.situation.ToMove]
		col = entryColumn(r.Pos.Col, src.entry, mover, len(src.situation.Seating))
	}
	return 1, max(1, col)
}

// refereeAt rules on the entry of --entry at the situation of --at, as
// referee FILE --turn N rules on entry N of a record whose start: is that
// situation (docs/referee.md).
func refereeAt(c *cli.Context, s Streams) error {
	format, mode, err := formatAndColor(c)
	if err != nil {
		return err
	}
	switch {
	case c.NArg() > 0 || c.IsSet("turn"):
		return usageError("referee takes a FILE (with --turn) or --at SITUATION --entry ENTRY, not both")
	case !c.IsSet("at") || !c.IsSet("entry"):
		return usageError("referee --at SITUATION needs --entry ENTRY, and --entry needs --at")
	case strings.TrimSpace(c.String("entry")) == "":
		return usageError("--entry: the entry is empty")
	}
	sit, err := notation.ParseSituation(c.String("at"))
	if err != nil {
		return usageError("--at: %s", syntaxText(err))
	}
	if err := checkSeat(c.String("at"), sit); err != nil {
		return err
	}
	entry := c.String("entry")
	rec, err := situationRecord(sit, entry)
	if err != nil {
		return usageError("--entry %q at that situation: %v", entry, err)
	}
	// A situation that cannot arise is ruled on as a record's setup is:
	// the entry is not reached.
	n := 1
	if validate.Play(rec, nil).Game == nil {
		n = 0
	}
	r, err := ruling.RuleOn(rec, n)
	if err != nil {
		return err
	}
	return writeRulings(c, s, rulingSource{at: true, situation: sit, entry: entry}, r, format, mode)
}
