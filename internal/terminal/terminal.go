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

// Width is the width in columns of the terminal w is open on; 0 when w is
// not a terminal or its size is not known.
func Width(w io.Writer) int {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return 0
	}
	cols, _, err := term.GetSize(int(f.Fd()))
	if err != nil {
		return 0
	}
	return cols
}
