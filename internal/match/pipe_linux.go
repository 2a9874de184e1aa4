//go:build !seqref_portablepipes

package match

import "golang.org/x/sys/unix"

// cloexecPipe makes a pipe whose ends close when a process is started.
func cloexecPipe() ([2]int, error) {
	var fds [2]int
	err := unix.Pipe2(fds[:], unix.O_CLOEXEC)
	return fds, err
}
