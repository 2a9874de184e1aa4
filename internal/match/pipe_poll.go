//go:build unix && !seqref_portablepipes

package match

import (
	"io"
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// pipeEnd is the referee's end of a bot's standard input or output: a
// non-blocking descriptor that the goroutine waits on with poll(2), in its
// own thread, rather than through the runtime's network poller. An answer
// then wakes the very thread that waits for it, once: through the poller,
// a round trip with a bot woke two or three of the runtime's threads and
// cost some 60 µs, most of a match's time (docs/match-speed.md).
type pipeEnd struct {
	fd       int
	deadline time.Time // when Read and Write give up with os.ErrDeadlineExceeded
	// spin is how long Read busy-waits for the bot's bytes before it sleeps
	// in poll(2): under PlaceSpin the waiting thread has a CPU of its own,
	// and a bot's quick answer is then read without a wake-up.
	spin time.Duration
}

// newPipe makes a pipe whose far end is an *os.File for a child process
// (blocking, as a bot expects its standard input and output) and whose near
// end is a pipeEnd: the child reads the pipe when childReads, and the
// referee writes it.
func newPipe(childReads bool) (*os.File, *pipeEnd, error) {
	fds, err := cloexecPipe()
	if err != nil {
		return nil, nil, err
	}
	child, near := fds[1], fds[0]
	if childReads {
		child, near = fds[0], fds[1]
	}
	if err := unix.SetNonblock(near, true); err != nil {
		unix.Close(fds[0])
		unix.Close(fds[1])
		return nil, nil, err
	}
	return os.NewFile(uintptr(child), "|bot"), &pipeEnd{fd: near}, nil
}

// Read reads what the bot wrote, waiting for it until the deadline; it
// returns io.EOF once the bot's output is closed. It waits before it reads:
// the referee reads when it has asked and the bot has yet to answer. With
// p.spin, it tries the pipe for that long (or until the deadline, if
// sooner) before it waits.
func (p *pipeEnd) Read(b []byte) (int, error) {
	spinning, start := p.spin > 0, time.Now()
	if !spinning {
		if err := p.wait(unix.POLLIN); err != nil {
			return 0, err
		}
	}
	for i := 0; ; i++ {
		n, err := unix.Read(p.fd, b)
		switch {
		case err == unix.EINTR:
			continue
		case err == unix.EAGAIN:
			// Reading the clock costs more than trying the pipe.
			if spinning && (i%64 != 63 || time.Since(start) < min(p.spin, p.deadline.Sub(start))) {
				continue
			}
			spinning = false
			if err := p.wait(unix.POLLIN); err != nil {
				return 0, err
			}
			continue
		case err != nil:
			return 0, os.NewSyscallError("read", err)
		case n == 0 && len(b) > 0:
			return 0, io.EOF
		}
		return n, nil
	}
}

// Write writes all of b to the bot, waiting for room in the pipe until the
// deadline.
func (p *pipeEnd) Write(b []byte) (int, error) {
	done := 0
	for done < len(b) {
		n, err := unix.Write(p.fd, b[done:])
		switch {
		case err == unix.EINTR:
			continue
		case err == unix.EAGAIN:
			if err := p.wait(unix.POLLOUT); err != nil {
				return done, err
			}
			continue
		case err != nil:
			return done, os.NewSyscallError("write", err)
		}
		done += n
	}
	return done, nil
}

// wait waits until the descriptor is ready for events (or hung up, or in
// error, which the next read or write reports), or the deadline passes.
func (p *pipeEnd) wait(events int16) error {
	for {
		left := time.Until(p.deadline)
		if left <= 0 {
			return os.ErrDeadlineExceeded
		}
		ms := int((left + time.Millisecond - 1) / time.Millisecond)
		fds := []unix.PollFd{{Fd: int32(p.fd), Events: events}}
		n, err := unix.Poll(fds, ms)
		if err == unix.EINTR || (err == nil && n == 0) {
			continue
		}
		if err != nil {
			return os.NewSyscallError("poll", err)
		}
		return nil
	}
}

// Close closes the descriptor; a second Close does nothing.
func (p *pipeEnd) Close() error {
	if p.fd < 0 {
		return nil
	}
	err := unix.Close(p.fd)
	p.fd = -1
	return err
}
