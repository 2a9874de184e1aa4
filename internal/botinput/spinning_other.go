//go:build !linux

package botinput

import (
	"io"
	"os"
)

// spinningInput reads f as waiting does: seqref match spins only on
// Linux.
func spinningInput(f *os.File) (io.Reader, error) { return waiting(f), nil }
