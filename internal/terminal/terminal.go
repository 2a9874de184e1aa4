// Package terminal tells whether a writer is a terminal, the one test
// behind colour (docs/cli.md, "Colour") and progress lines.
package terminal

import (
	"io"
	"os"

	"golang.org/x/term"
)

// Is reports whether w is an *os.File open on a terminal. A character
// device that is not a terminal, such as /dev/null, is not one.
func Is(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
