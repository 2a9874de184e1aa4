package cmd

import (
	"strings"

	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/referee"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
	"github.com/urfave/cli/v2"
)

// atWhere says where the problem of a ruling on entry at situation s
// stands: line 1 and the column in the text of --entry (1 when the problem
// is not in the entry's text).
func atWhere(s notation.Situation, entry string) func(r *ruling.Ruling) (int, int) {
	return func(r *ruling.Ruling) (int, int) {
		col := 0
		if r.Entry != nil && r.Pos.Line == r.Entry.Pos.Line {
			mover := situationPlayers[s.ToMove]
			col = entryColumn(r.Pos.Col, entry, mover, len(s.Seating))
		}
		return 1, max(1, col)
	}
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
	return writeRulings(c, s, referee.Source{At: true, Situation: sit, Entry: entry, Where: atWhere(sit, entry)}, r, format, mode)
}
