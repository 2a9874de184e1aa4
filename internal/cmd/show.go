package cmd

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/render"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
	"github.com/urfave/cli/v2"
)

// colorFlag is the --color flag of the commands that colour their output;
// what says what is coloured.
func colorFlag(what string) cli.Flag {
	return &cli.StringFlag{Name: "color", Value: "auto",
		Usage: what + ": `WHEN` is never, always, or auto (only on a terminal, not when NO_COLOR is set or TERM is dumb)"}
}

func showCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "show",
		Usage:     "draw the board of a recorded game after an entry",
		ArgsUsage: "FILE",
		Description: "Replays the record up to entry N (default: the end) and draws the board: the\n" +
			"card on every space and the chip on it (g, b, r; upper case when locked in a\n" +
			"sequence; in team colours on a terminal), the last move in brackets, the\n" +
			"sequences by team with their spaces, what is known of every hand with its dead\n" +
			"cards, the draw pile's size, who moves (or who won), the position string, and\n" +
			"the situation (docs/notation.md, section 6), to copy into moves --at or\n" +
			"referee --at.\n" +
			"--turn 0 draws the board before the first entry. \"-\" reads standard input.\n\n" +
			"When an entry up to N is illegal, the board is the one before it, and a line\n" +
			"says why the record stops there.\n\n" +
			"Exit status: 0; 1 when the record is illegal at or before entry N; 2 when the\n" +
			"file is not a record or the command is used wrongly.\n\n" +
			"Examples:\n" +
			"   seqref show fixtures/examples/club-night.yaml\n" +
			"   seqref show fixtures/games/standard-02p.yaml --turn 2 --color=never\n" +
			"   seqref show --format json fixtures/examples/club-night.yaml",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "turn", Usage: "draw the board after entry `N` (1-based; 0 is the board before the first entry)", DefaultText: "the last entry"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output `FORMAT`: text, or json (the drawing model as data)"},
			colorFlag("draw chips in colour"),
		},
		Action: func(c *cli.Context) error {
			format, mode, name, err := boardArgs(c)
			if err != nil {
				return err
			}
			rec, lerr := loadRecordFile(name, s)
			if lerr != nil {
				return recordProblem(name, lerr)
			}
			n := len(rec.Turns)
			if c.IsSet("turn") {
				n = c.Int("turn")
			}
			if n < 0 || n > len(rec.Turns) {
				return usageError("--turn %d: %s has %d %s; N must be 0 to %d", n, displayName(name), len(rec.Turns),
					plural(len(rec.Turns), "entry", "entries"), len(rec.Turns))
			}
			sh := showAfter(rec, n)
			if format == "json" {
				return writeShowJSON(s.Out, displayName(name), n, sh)
			}
			return writeShowText(s.Out, displayName(name), n, sh, render.Style{Color: s.useColor(mode)})
		},
	}
}

// shown is a record replayed up to an entry: the drawing of the board, and
// the rule that stopped the replay early, if one did.
type shown struct {
	model *render.Model // nil when the setup is illegal
	rules string
	// situation is the situation drawn, in situation notation.
	situation string
	// stop is the verdict's error when an entry up to the one asked for (or
	// the setup) is illegal.
	stop *validate.Error
}

// showAfter replays a record up to entry n and draws the board there.
func showAfter(rec *record.Record, n int) *shown {
	var at *engine.Game
	var last *render.Move
	rp := validate.Play(rec, func(st *validate.Step) {
		if n == 0 && st.Index == 1 {
			g := *st.Before
			at = &g
		}
		if st.Index > n || st.After == nil {
			return
		}
		last = moveOf(rec, st)
		if st.Index == n {
			g := *st.After
			at = &g
		}
	})
	sh := &shown{rules: rec.Rules.Name}
	if !rp.Violation.OK() && rp.At <= n {
		sh.stop = ruling.Outcome(rp, "").Error
	}
	if rp.Game == nil {
		return sh
	}
	if at == nil {
		at = rp.Game
	}
	sh.model = render.New(at, rec.Names())
	sh.situation = situationText(at)
	sh.model.Entries = min(n, rp.Applied)
	sh.model.SetLastMove(last)
	return sh
}

// moveOf is the move a legal entry made, as a drawing shows it.
func moveOf(rec *record.Record, st *validate.Step) *render.Move {
	text := ruling.EntryText(rec, st.Entry)
	switch st.Entry.Kind {
	case record.TableTalk:
		return &render.Move{Entry: st.Index, Kind: render.MoveTableTalk, Team: st.Entry.Team.String(), Text: text}
	case record.Reshuffle:
		return &render.Move{Entry: st.Index, Kind: render.MoveReshuffle, Text: text}
	}
	p := st.Entry.Player
	return render.MoveOf(st.Index, rec.Name(p), st.Before.TeamOf(p), ruling.TurnText(st.Entry), &st.Report)
}

func writeShowText(w io.Writer, file string, n int, sh *shown, st render.Style) error {
	if sh.stop != nil {
		fmt.Fprintf(w, "%s:%d:%d: %s [%s]\n", file, sh.stop.Line, sh.stop.Column, stopText(sh.stop), sh.stop.Rule)
	}
	if sh.model == nil {
		return cli.Exit("", ExitIllegal)
	}
	switch m := sh.model; {
	case m.Entries == 0:
		fmt.Fprintf(w, "%s before the first entry (%s)\n", file, sh.rules)
	default:
		fmt.Fprintf(w, "%s after entry %d (%s)\n", file, m.Entries, sh.rules)
	}
	if err := render.WriteText(w, sh.model, st); err != nil {
		return err
	}
	fmt.Fprintf(w, "Situation: %s\n", sh.situation)
	if sh.stop != nil {
		return cli.Exit("", ExitIllegal)
	}
	return nil
}

// stopText says which entry stopped the replay and why.
func stopText(e *validate.Error) string {
	if e.Turn == 0 {
		return "the setup is illegal: " + e.Message
	}
	return fmt.Sprintf("entry %d%s is illegal, so the board is the one before it: %s", e.Turn, whose(e.Player, e.Team), e.Message)
}

// showJSON is what show --format json prints: the drawing model, with the
// file, the entry asked for and what stopped the replay early.
type showJSON struct {
	File  string          `json:"file"`
	Turn  int             `json:"turn"`
	Stop  *validate.Error `json:"illegal,omitempty"`
	Board *render.Model   `json:"board,omitempty"`
	// Situation is the situation drawn (docs/notation.md, section 6).
	Situation string `json:"situation,omitempty"`
}

func writeShowJSON(w io.Writer, file string, n int, sh *shown) error {
	if err := writeJSON(w, showJSON{File: file, Turn: n, Stop: sh.stop, Board: sh.model, Situation: sh.situation}); err != nil {
		return err
	}
	if sh.stop != nil {
		return cli.Exit("", ExitIllegal)
	}
	return nil
}

// writeJSON writes a value as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// boardArgs reads what the commands that draw a board (referee, show) take:
// --format text or json, --color, and one FILE.
func boardArgs(c *cli.Context) (format string, mode render.ColorMode, name string, err error) {
	if format, mode, err = formatAndColor(c); err != nil {
		return "", "", "", err
	}
	if c.NArg() != 1 {
		return "", "", "", usageError("%s needs one FILE (or - for standard input)", c.Command.Name)
	}
	return format, mode, c.Args().First(), nil
}
