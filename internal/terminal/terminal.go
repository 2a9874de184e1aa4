// Package terminal tells whether a writer is a terminal, the one test
// behind colour (docs/cli.md, "Colour") and progress lines.
package terminal

import (
	"io"
	"os"

	"golang.org/x/term"
)

// Is reports whether w is an *os.File open on a terminal that reads escape
// sequences. A character device that is not a terminal, such as
// /dev/null, is not one. On Windows a console is one once Escapes has
// turned its escape sequences on, which Is does; a console where that
// fails (Windows before 10) counts as none, and gets no colour.
func Is(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd())) && escapes(f)
}

// Escapes turns on the reading of escape sequences on w when w is a
// Windows console, whose own colours (its virtual terminal processing)
// are off until a program turns them on, so that --color=always colours
// it too. Elsewhere, and on anything but a console, it does nothing.
func Escapes(w io.Writer) {
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		escapes(f)
	}
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
