//go:build unix && !linux && !seqref_portablepipes

package match

import (
	"syscall"

	"golang.org/x/sys/unix"
)

// cloexecPipe makes a pipe whose ends close when a process is started:
// the fork lock keeps a process started meanwhile from taking them.
func cloexecPipe() ([2]int, error) {
	var fds [2]int
	syscall.ForkLock.RLock()
	defer syscall.ForkLock.RUnlock()
	if err := unix.Pipe(fds[:]); err != nil {
		return fds, err
	}
	unix.CloseOnExec(fds[0])
	unix.CloseOnExec(fds[1])
	return fds, nil
}
