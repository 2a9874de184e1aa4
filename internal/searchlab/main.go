// Command searchlab measures the searcher of seqref bot strong: its
// strength against the reference bots with other tuning, how much of its
// score the jacks it is dealt decide, what knowing the hidden cards would
// be worth, and what an omniscient alpha-beta player scores. It reports;
// the product's tests assert. docs/strong-bot.md gives the commands and
// the figures they printed:
//
//	go run ./internal/searchlab strength --games 400 --opp window --playouts 200
//
// Every run is reproducible: game i is dealt from seed i/2+1 with the
// searcher's team i%2 (each deal played twice, the teams turned), and a
// number of playouts gives the same plays however loaded the machine.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"
)

func main() {
	os.Exit(run(os.Args, os.Stdout, os.Stderr))
}

// run runs the lab with args, writing its report to out and its errors to
// errOut, and returns the exit status: 0, 1 for a failed measurement, 2
// for a bad command line.
func run(args []string, out, errOut io.Writer) int {
	app := &cli.App{
		Name:           "searchlab",
		Usage:          "measure the searcher of seqref bot strong (docs/strong-bot.md)",
		Writer:         out,
		ErrWriter:      errOut,
		ExitErrHandler: func(*cli.Context, error) {},
		Commands:       []*cli.Command{strengthCommand(), luckCommand(), peekCommand(), omniscientCommand()},
	}
	ran := false // whether a measurement began: any error before is the command line's
	for _, cmd := range app.Commands {
		measure := cmd.Action
		cmd.Action = func(c *cli.Context) error {
			ran = true
			return measure(c)
		}
	}
	err := app.Run(args)
	if err == nil {
		return 0
	}
	fmt.Fprintf(errOut, "searchlab: %v\n", err)
	if _, bad := err.(usageError); bad || !ran {
		return 2
	}
	return 1
}

// usageError is a bad command line.
type usageError string

func (e usageError) Error() string { return string(e) }
