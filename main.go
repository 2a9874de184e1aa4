// Command seqref is the referee's toolkit for the board game Sequence: it
// reads recorded games, checks every move against the rules and explains its
// rulings. See README.md.
package main

import (
	"os"

	"github.com/seqref/seqref/internal/cmd"
)

func main() {
	os.Exit(cmd.Run(os.Args, cmd.Streams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr}))
}
