package botinput

import (
	"io"
	"os"
)

// For is what a bot whose standard input is in reads: in through
// waitingReader when it is a file, as it is under seqref match, or through
// spinningReader when the bot spins (seqref match --placement spin sets
// SEQREF_SPIN=1 in its bots' environment) and in is a pipe; a terminal or a file is
// never made non-blocking, since its descriptor is shared with whatever
// started the bot. Busy-waiting is for Linux; elsewhere a bot that spins
// reads as one that does not. Other readers are read as they are.
func For(in io.Reader, spin bool) (io.Reader, error) {
	f, ok := in.(*os.File)
	if !ok {
		return in, nil
	}
	if spin {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeNamedPipe != 0 {
			return spinningInput(f.Fd())
		}
	}
	return waitingReader{f.Fd()}, nil
}
