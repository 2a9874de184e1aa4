//go:build linux

package botinput

import (
	"io"
	"os"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Busy-waiting for the referee (seqref bot --spin, or SEQREF_SPIN=1 from
// seqref match --placement spin): docs/match.md, "Speed".
const (
	// botSpinFor is how long a bot busy-waits for its next line before it
	// sleeps until the line comes.
	botSpinFor = 200 * time.Microsecond
	// contended is how long a yield of the CPU may take before the bot
	// decides that the CPU is wanted by a process that does more than take
	// a turn: then its waits sleep, the next firstBackOff of them, and twice
	// as many each time it happens again.
	contended    = time.Millisecond
	firstBackOff = 16
	maxBackOff   = 1 << 16
)

// spinningReader reads a bot's standard input, a pipe from the referee, by
// trying it without waiting and yielding its CPU in between, for up to
// botSpinFor, and only then sleeping: the bots of a game under seqref match
// --placement spin share a CPU that nothing else uses, so that a turn's lines are
// read without the referee having to wake the bot. Yielding lets the other
// bot of the game run when it is to move. When a yield takes long, a
// process that computes shares the CPU (a bot that thinks, or other work on
// the machine), and busy-waiting would only take the CPU from it a slice
// at a time; the reader then sleeps instead, for ever more waits.
type spinningReader struct {
	fd      uintptr
	skip    int // the waits left that sleep at once
	backOff int // how many the next contention sleeps
	yield   func()
	now     func() time.Time
}

// newSpinningReader reads fd, which it makes non-blocking.
func newSpinningReader(fd uintptr) (*spinningReader, error) {
	if err := unix.SetNonblock(int(fd), true); err != nil {
		return nil, os.NewSyscallError("fcntl", err)
	}
	return &spinningReader{fd: fd, backOff: firstBackOff, yield: schedYield, now: time.Now}, nil
}

// spinningInput is the spinning reader of f.
func spinningInput(f *os.File) (io.Reader, error) { return newSpinningReader(f.Fd()) }

func schedYield() { syscall.RawSyscall(syscall.SYS_SCHED_YIELD, 0, 0, 0) }

func (r *spinningReader) Read(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	if r.skip > 0 {
		r.skip--
	} else if n, done, err := r.spin(b); done {
		return n, err
	}
	for {
		if err := r.sleep(); err != nil {
			return 0, err
		}
		if n, done, err := r.try(b); done {
			return n, err
		}
	}
}

// spin tries b until botSpinFor passes or a yield shows contention; done
// is false when nothing came.
func (r *spinningReader) spin(b []byte) (n int, done bool, err error) {
	start := r.now()
	for last := start; ; {
		if n, done, err := r.try(b); done {
			return n, done, err
		}
		r.yield()
		now := r.now()
		if now.Sub(last) > contended {
			r.skip, r.backOff = r.backOff, min(2*r.backOff, maxBackOff)
			return 0, false, nil
		}
		if now.Sub(start) >= botSpinFor {
			return 0, false, nil
		}
		last = now
	}
}

// try reads b if bytes are there; done is false when none are yet.
func (r *spinningReader) try(b []byte) (n int, done bool, err error) {
	n, err = rawRead(r.fd, b)
	if err == syscall.EAGAIN {
		return 0, false, nil
	}
	return n, true, err
}

// sleep waits until the pipe can be read (or is closed), with a raw call
// that keeps the bot's thread and processor, as waitingReader does.
func (r *spinningReader) sleep() error {
	fds := [1]unix.PollFd{{Fd: int32(r.fd), Events: unix.POLLIN}}
	for {
		_, _, errno := syscall.RawSyscall6(unix.SYS_PPOLL, uintptr(unsafe.Pointer(&fds[0])), 1, 0, 0, 0, 0)
		switch errno {
		case 0:
			return nil
		case syscall.EINTR:
			continue
		}
		return os.NewSyscallError("ppoll", errno)
	}
}
