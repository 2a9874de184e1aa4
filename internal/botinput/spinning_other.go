//go:build !linux

package botinput

import "io"

// spinningInput reads fd as waitingReader does: seqref match spins only on
// Linux.
func spinningInput(fd uintptr) (io.Reader, error) { return waitingReader{fd}, nil }
