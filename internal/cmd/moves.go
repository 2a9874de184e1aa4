package cmd

import (
	"errors"
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/moves"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/situation"
	"github.com/seqref/seqref/validate"
	"github.com/urfave/cli/v2"
)

func movesCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "moves",
		Usage:     "list every legal play of the player to move, and what each does",
		ArgsUsage: "FILE | --at SITUATION",
		Description: "Lists every legal play of the player to move after entry N of a record\n" +
			"(default: the last entry), or in a situation given with --at (docs/notation.md,\n" +
			"section 6): each play in canonical notation with the sequences it completes\n" +
			"(their five spaces), whether it wins, and the opponents' threats it blocks (a\n" +
			"line of five with four of their chips and one open space, which it fills or\n" +
			"breaks); then the dead cards that may be turned in first, and whether a pass\n" +
			"is legal. When the mover's hand is not known, the plays of every card of the\n" +
			"deck are listed. --count prints only the numbers; --format json gives the list\n" +
			"to programs (docs/library.md). \"-\" reads standard input.\n\n" +
			"Exit status: 0; 1 when the record is illegal at or before entry N; 2 when the\n" +
			"file is not a record, the situation cannot be read or cannot arise, or the\n" +
			"command is used wrongly.\n\n" +
			"Examples:\n" +
			"   seqref moves fixtures/examples/club-night.yaml --turn 2\n" +
			"   seqref moves --count fixtures/games/standard-02p.yaml --turn 10\n" +
			"   seqref moves --at \"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 2S,5H,AD,JD,JS,6C,9D\"\n" +
			"   seqref moves --format json --at \"$(seqref show fixtures/examples/club-night.yaml --turn 2 | sed -n 's/^Situation: //p')\"",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "turn", Usage: "list the plays after entry `N` of FILE (1-based; 0 is before the first entry)", DefaultText: "the last entry"},
			&cli.StringFlag{Name: "at", Usage: "list the plays in `SITUATION` instead of a record's"},
			&cli.BoolFlag{Name: "count", Usage: "print only the numbers: plays, those completing a sequence, winning, blocking; dead cards; whether a pass is legal"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output `FORMAT`: text, or json (docs/library.md)"},
		},
		Action: func(c *cli.Context) error {
			format, err := textOrJSON(c)
			if err != nil {
				return err
			}
			g, names, err := movesGame(c, s)
			if err != nil {
				return err
			}
			l := moves.List(g)
			out := movesOutput{listing: l, situation: situation.Of(g), names: names}
			switch {
			case format == "json" && c.Bool("count"):
				return writeJSON(s.Out, out.counts())
			case format == "json":
				return writeJSON(s.Out, out.json())
			case c.Bool("count"):
				_, err := fmt.Fprintln(s.Out, out.countText())
				return err
			}
			return out.writeText(s.Out)
		},
	}
}

// movesGame is the game whose plays moves lists, with the players' names
// (nil for a situation): the situation of --at, or FILE after entry N.
func movesGame(c *cli.Context, s Streams) (*engine.Game, []string, error) {
	if c.IsSet("at") {
		if c.NArg() > 0 || c.IsSet("turn") {
			return nil, nil, usageError("moves takes a FILE (with --turn) or --at SITUATION, not both")
		}
		g, err := situationGame(c.String("at"))
		return g, nil, err
	}
	if c.NArg() != 1 {
		return nil, nil, usageError("moves needs one FILE (or - for standard input), or --at SITUATION")
	}
	return recordGameAt(c.Args().First(), s, c.IsSet("turn"), c.Int("turn"))
}

// situationGame builds the game of a situation given with --at; a situation
// that cannot be read, or cannot arise, is a usage error saying why.
func situationGame(text string) (*engine.Game, error) {
	s, err := notation.ParseSituation(text)
	if err != nil {
		return nil, usageError("--at: %s", syntaxText(err))
	}
	if err := checkSeat(text, s); err != nil {
		return nil, err
	}
	rec, err := situationRecord(s, "")
	if err != nil {
		return nil, usageError("--at: %v", err)
	}
	rp := validate.Play(rec, nil)
	if rp.Game == nil {
		e := ruling.Outcome(rp, "").Error
		return nil, usageError("--at: the situation cannot arise: %s [%s]", e.Message, e.Rule)
	}
	return rp.Game, nil
}

// syntaxText is a notation error with its column.
func syntaxText(err error) string {
	var se *notation.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("column %d: %v", se.Col, se)
	}
	return err.Error()
}

// recordGameAt reads a record and replays it up to entry n (every entry
// unless set), returning the game there and the players' names. An illegal
// entry up to n is an illegal-record error saying where.
func recordGameAt(name string, s Streams, set bool, n int) (*engine.Game, []string, error) {
	rec, lerr := loadRecordFile(name, s)
	if lerr != nil {
		return nil, nil, recordProblem(name, lerr)
	}
	if !set {
		n = len(rec.Turns)
	}
	if n < 0 || n > len(rec.Turns) {
		return nil, nil, usageError("--turn %d: %s has %d %s; N must be 0 to %d", n, displayName(name), len(rec.Turns),
			plural(len(rec.Turns), "entry", "entries"), len(rec.Turns))
	}
	short := *rec
	short.Turns = rec.Turns[:n]
	rp := validate.Play(&short, nil)
	if !rp.Violation.OK() || rp.Game == nil {
		e := ruling.Outcome(rp, "").Error
		what, before := "the setup is illegal", ""
		if e.Turn > 0 {
			what = fmt.Sprintf("entry %d%s is illegal", e.Turn, whose(e.Player, e.Team))
			before = fmt.Sprintf("; --turn %d lists the plays before it", e.Turn-1)
		}
		return nil, nil, cli.Exit(fmt.Sprintf("%s:%d:%d: %s, so no plays follow it: %s [%s]%s",
			displayName(name), e.Line, e.Column, what, e.Message, e.Rule, before), ExitIllegal)
	}
	return rp.Game, rec.Names(), nil
}
