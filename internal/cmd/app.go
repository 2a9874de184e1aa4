// Package cmd holds seqref's commands. Every command writes to the writers it
// is given, never to os.Stdout, so tests run them in process.
package cmd

import (
	"errors"
	"fmt"
	"github.com/seqref/seqref/internal/safetext"
	"io"
	"os"
	"strings"

	"github.com/seqref/seqref/internal/terminal"
	"github.com/seqref/seqref/render"
	"github.com/urfave/cli/v2"
)

// Exit statuses (docs/format.md section 8, docs/cli.md). seqref exits with
// no other status.
const (
	ExitOK      = 0 // every record win or unfinished
	ExitIllegal = 1 // a record is illegal, or compared outcomes differ
	ExitInvalid = 2 // a record is invalid, or the command was used wrongly
)

// Streams are the standard streams a command reads and writes.
type Streams struct {
	In       io.Reader
	Out, Err io.Writer
	// Terminal reports whether Out is a terminal, for --color=auto; nil
	// asks the system (render.IsTerminal).
	Terminal func() bool
}

// useColor says whether to colour Out in the mode of a --color flag: as
// the flag says, or for auto only on a terminal, with NO_COLOR unset and
// TERM not dumb (docs/cli.md, "Colour").
func (s Streams) useColor(mode render.ColorMode) bool {
	onTerminal := s.Terminal
	if onTerminal == nil {
		onTerminal = func() bool { return render.IsTerminal(s.Out) }
	}
	if mode == render.ColorAlways {
		terminal.Escapes(s.Out) // a Windows console shows colours once told to
	}
	return render.ColorWanted(mode, mode == render.ColorAuto && onTerminal(), os.Getenv)
}

// Run runs seqref with the arguments (args[0] is the program name) and
// returns the exit status.
func Run(args []string, s Streams) int {
	app := NewApp(s)
	err := app.Run(flagsFirst(app, args))
	if err == nil {
		return ExitOK
	}
	var ue *usageErr
	if errors.As(err, &ue) {
		fmt.Fprintln(s.Err, safetext.Escape(ue.line()))
		return ExitInvalid
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := ec.Error(); msg != "" {
			fmt.Fprintln(s.Err, "seqref: "+safetext.Escape(msg))
		}
		return exitStatus(ec.ExitCode())
	}
	fmt.Fprintln(s.Err, "seqref: "+safetext.Escape(err.Error()))
	return ExitInvalid
}

// exitStatus is code if it is one of seqref's three statuses, else 2: a
// status of the library beneath (urfave/cli uses 3 for an unknown help
// topic) is never what seqref means.
func exitStatus(code int) int {
	if code == ExitOK || code == ExitIllegal || code == ExitInvalid {
		return code
	}
	return ExitInvalid
}

// NewApp builds the seqref command line.
func NewApp(s Streams) *cli.App {
	app := &cli.App{
		Name:  "seqref",
		Usage: "the referee's toolkit for the board game Sequence",
		Description: "seqref reads recorded Sequence games, checks every move against the rules and\n" +
			"explains its rulings.\n\n" +
			"seqref COMMAND -h explains a command, with examples. seqref help NAME prints\n" +
			"the page of the manual NAME (" + strings.Join(topicNames(), ", ") + "), or else\n" +
			"explains the command NAME: seqref help rules is the page, seqref rules -h the\n" +
			"command.\n\n" +
			"Exit status: 0 on success, 1 when a record is illegal or an outcome differs\n" +
			"from the expected one, 2 when a record is invalid or the command is used\n" +
			"wrongly (docs/cli.md).",
		Reader:         s.In,
		Writer:         s.Out,
		ErrWriter:      s.Err,
		ExitErrHandler: func(*cli.Context, error) {},
		// --bot commands may hold commas.
		DisableSliceFlagSeparator: true,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "version", Usage: "print the version of seqref and the revision it was built from", DisableDefaultText: true},
			// urfave/cli adds --help itself only when it adds its own help
			// command; seqref's help command also prints the manual.
			cli.HelpFlag,
		},
		Action: func(c *cli.Context) error {
			switch {
			case c.Bool("version"):
				return writeVersion(s.Out)
			case c.NArg() == 0:
				writeShortUsage(s.Err, c.App)
				return cli.Exit("", ExitInvalid)
			}
			return unknownCommand(c.App, c.Args().First())
		},
		Commands: []*cli.Command{
			validateCommand(s),
			schemaCommand(s),
			playCommand(s),
			diffCommand(s),
			testCommand(s),
			rulesCommand(s),
			refereeCommand(s),
			showCommand(s),
			annotateCommand(s),
			fmtCommand(s),
			puzzleCommand(s),
			renderCommand(s),
			boardCommand(s),
			movesCommand(s),
			matchCommand(s),
			botCommand(s),
			versionCommand(s),
			completionCommand(s),
			completeCommand(s),
			helpCommand(s),
		},
	}
	app.OnUsageError = func(_ *cli.Context, err error, _ bool) error {
		return flagError("", app.Flags, err)
	}
	for _, c := range app.Commands {
		finishCommand(c)
	}
	return app
}

// finishCommand gives a command what every command has: usage errors on one
// line that name it, and help that shows a default only where it means
// something (a switch is off unless given).
func finishCommand(c *cli.Command) {
	if action := c.Action; action != nil {
		c.Action = func(ctx *cli.Context) error { return inCommand(c.Name, action(ctx)) }
	}
	c.OnUsageError = func(_ *cli.Context, err error, _ bool) error {
		return flagError(c.Name, c.Flags, err)
	}
	for _, f := range c.Flags {
		if b, ok := f.(*cli.BoolFlag); ok {
			b.DisableDefaultText = true
		}
	}
}
