// Package cmd holds seqref's commands. Every command writes to the writers it
// is given, never to os.Stdout, so tests run them in process.
package cmd

import (
	"errors"
	"fmt"
	"io"

	"github.com/urfave/cli/v2"
)

// Exit statuses (docs/format.md section 8).
const (
	ExitOK      = 0 // every record win or unfinished
	ExitIllegal = 1 // a record is illegal, or compared outcomes differ
	ExitInvalid = 2 // a record is invalid, or the command was used wrongly
)

// Streams are the standard streams a command reads and writes.
type Streams struct {
	In       io.Reader
	Out, Err io.Writer
}

// Run runs seqref with the arguments (args[0] is the program name) and
// returns the exit status.
func Run(args []string, s Streams) int {
	app := NewApp(s)
	err := app.Run(flagsFirst(app, args))
	if err == nil {
		return ExitOK
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := ec.Error(); msg != "" {
			fmt.Fprintln(s.Err, "seqref: "+msg)
		}
		return ec.ExitCode()
	}
	fmt.Fprintln(s.Err, "seqref: "+err.Error())
	return ExitInvalid
}

// NewApp builds the seqref command line.
func NewApp(s Streams) *cli.App {
	app := &cli.App{
		Name:  "seqref",
		Usage: "the referee's toolkit for the board game Sequence",
		Description: "seqref reads recorded Sequence games, checks every move against the rules and\n" +
			"explains its rulings. Records, notation and verdicts are described in\n" +
			"docs/notation.md and docs/rules.md.",
		Reader:          s.In,
		Writer:          s.Out,
		ErrWriter:       s.Err,
		HideHelpCommand: false,
		ExitErrHandler:  func(*cli.Context, error) {},
		// --bot commands may hold commas.
		DisableSliceFlagSeparator: true,
		OnUsageError: func(c *cli.Context, err error, _ bool) error {
			return cli.Exit(err.Error()+" (see seqref help "+c.Command.Name+")", ExitInvalid)
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
			movesCommand(s),
			matchCommand(s),
			botCommand(s),
		},
	}
	return app
}

// usageError is a command used wrongly: exit status 2.
func usageError(format string, args ...any) error {
	return cli.Exit(fmt.Sprintf(format, args...), ExitInvalid)
}
