package cmd

import (
	"bytes"
	"fmt"

	"github.com/seqref/seqref/internal/atomicfile"
	"github.com/seqref/seqref/render"
	"github.com/urfave/cli/v2"
)

func renderCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "render",
		Usage:     "draw a recorded game as an SVG picture or a self-contained HTML replay",
		ArgsUsage: "FILE",
		Description: "--format svg (the default) draws the board after entry N (default: the end) as\n" +
			"an SVG image: the card on every space, the free corners, the chips in team\n" +
			"colours with their team's letter, a ring round locked chips, a band through\n" +
			"every completed sequence, the last move framed (a chip taken off as an empty\n" +
			"ring), and a caption with the entry, the player, the action, the sequences by\n" +
			"team and who moves or who won. A puzzle record (with a question) is drawn at\n" +
			"its start with the question as the caption, unless --turn says otherwise.\n" +
			"When an entry up to N is illegal, the picture is the board before it, with\n" +
			"the entry and its rule id in the caption.\n\n" +
			"--format html writes one HTML page that replays the whole record: the board,\n" +
			"buttons, arrow keys and a slider to step through it, the entries with what\n" +
			"each did that its notation does not show, the known hands, and an illegal\n" +
			"entry marked with its rule id and explanation. It loads nothing from anywhere\n" +
			"and opens from the file system; --turn N opens it at entry N.\n\n" +
			"Without -o the output goes to standard output; with -o FILE it replaces FILE\n" +
			"whole (a temporary file in the same folder, then renamed). \"-\" reads standard\n" +
			"input. The same record gives the same bytes.\n\n" +
			"Exit status: 0; 1 when the record is illegal (for svg: at or before entry N),\n" +
			"after writing the picture, or when its setup is illegal (nothing is written);\n" +
			"2 when the file is not a record or the command is used wrongly.\n\n" +
			"Examples:\n" +
			"   seqref render fixtures/examples/club-night.yaml -o board.svg\n" +
			"   seqref render fixtures/examples/club-night.yaml --turn 2 > after-2.svg\n" +
			"   seqref render fixtures/examples/club-night.yaml --format html -o replay.html",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "turn", Usage: "draw the board after entry `N` (1-based; 0 is the board before the first entry); for html, open there",
				DefaultText: "svg: the last entry, or the start of a puzzle; html: the start"},
			&cli.StringFlag{Name: "format", Value: "svg", Usage: "output `FORMAT`: svg or html"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` instead of standard output"},
		},
		Action: func(c *cli.Context) error {
			format := c.String("format")
			if format != "svg" && format != "html" {
				return usageError("--format must be svg or html, not %q", format)
			}
			if c.NArg() != 1 {
				return usageError("render needs one FILE (or - for standard input)")
			}
			name := c.Args().First()
			rec, lerr := loadRecordFile(name, s)
			if lerr != nil {
				return recordProblem(name, lerr)
			}
			rp := render.NewReplay(rec, displayName(name))
			n := rp.DefaultEntry()
			if format == "html" {
				n = 0
			}
			if c.IsSet("turn") {
				n = c.Int("turn")
			}
			if n < 0 || n > len(rec.Turns) {
				return usageError("--turn %d: %s has %d %s; N must be 0 to %d", n, displayName(name), len(rec.Turns),
					plural(len(rec.Turns), "entry", "entries"), len(rec.Turns))
			}
			frame := rp.FrameAfter(n)
			if frame == nil {
				e := rp.Outcome.Error
				return cli.Exit(fmt.Sprintf("%s:%d:%d: the setup is illegal, so there is no board to draw: %s [%s]",
					displayName(name), e.Line, e.Column, e.Message, e.Rule), ExitIllegal)
			}
			var out bytes.Buffer
			var err error
			if format == "html" {
				err = render.WriteHTML(&out, rp, n)
			} else {
				err = render.WriteSVG(&out, frame.Model, frame.Caption)
			}
			if err != nil {
				return err
			}
			if err := writeOutput(s, c.String("output"), out.Bytes()); err != nil {
				return cli.Exit(fmt.Sprintf("cannot write %s: %v", c.String("output"), unwrapPath(err)), ExitInvalid)
			}
			return renderIllegal(name, rp, format == "html" || frame.Illegal)
		},
	}
}

// writeOutput writes data to the named file atomically, or to standard
// output when there is no name or it is "-".
func writeOutput(s Streams, file string, data []byte) error {
	if file == "" || file == StdinName {
		_, err := s.Out.Write(data)
		return err
	}
	return atomicfile.Write(file, data)
}

// renderIllegal is the exit after a picture of an illegal record: status 1
// with where and why, when the picture shows the illegal entry (or, for the
// replay, whenever the record is illegal).
func renderIllegal(name string, rp *render.Replay, shown bool) error {
	e := rp.Illegal
	if e == nil || !shown {
		return nil
	}
	return cli.Exit(fmt.Sprintf("%s:%d:%d: entry %d%s is illegal: %s [%s]", displayName(name), e.Line, e.Column,
		e.Entry, whose(e.Player, e.Team), e.Message, e.Rule), ExitIllegal)
}
