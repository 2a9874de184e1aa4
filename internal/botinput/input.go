// Package botinput is how seqref's bots read the referee's lines from
// their standard input: without handing their processor back to Go's
// scheduler while they wait, and, when the match lets them, busy-waiting
// for the next line on a CPU their game has to itself (docs/match-speed.md).
package botinput

import (
	"io"
	"os"
)

// For is what a bot whose standard input is in reads: in through
// waitingReader when it is a file, as it is under seqref match (on Unix;
// elsewhere the file itself), or through spinningReader when the bot spins
// (seqref match --placement spin sets SEQREF_SPIN=1 in its bots'
// environment) and in is a pipe; a terminal or a file is never made
// non-blocking, since its descriptor is shared with whatever started the
// bot. Busy-waiting is for Linux; elsewhere a bot that spins reads as one
// that does not. Other readers are read as they are.
func For(in io.Reader, spin bool) (io.Reader, error) {
	f, ok := in.(*os.File)
	if !ok {
		return in, nil
	}
	if spin {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeNamedPipe != 0 {
			return spinningInput(f)
		}
	}
	return waiting(f), nil
}
