//go:build unix

package botinput

import (
	"io"
	"os"
	"syscall"
	"unsafe"
)

// waitingReader reads a bot's standard input with a raw system call, which
// keeps the bot's one goroutine on its thread and processor while it waits
// for the referee. Through the scheduler, a read that blocks has its
// processor taken by the runtime's monitor and handed back when the read
// returns, waking other threads: under seqref match --placement pin, where a
// game's processes share one CPU, that was some 15 % of the context
// switches and a sixth of the CPU time of a match of built-in bots
// (docs/match-speed.md). It is for bots that run no other goroutine,
// as seqref bot: one that thinks while it waits would be stopped by it.
type waitingReader struct{ fd uintptr }

// waiting is the waitingReader of f.
func waiting(f *os.File) io.Reader { return waitingReader{f.Fd()} }

func (r waitingReader) Read(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	return rawRead(r.fd, b)
}

// rawRead reads fd into b once, with a raw system call, again when the call
// is interrupted: io.EOF at the end, syscall.EAGAIN itself when fd is
// non-blocking and has nothing yet. b must not be empty.
func rawRead(fd uintptr, b []byte) (int, error) {
	for {
		n, _, errno := syscall.RawSyscall(syscall.SYS_READ, fd, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)))
		switch {
		case errno == syscall.EINTR:
			continue
		case errno == syscall.EAGAIN:
			return 0, errno
		case errno != 0:
			return 0, os.NewSyscallError("read", errno)
		case n == 0:
			return 0, io.EOF
		}
		return int(n), nil
	}
}
