//go:build unix

package regular

import (
	"os"
	"syscall"
)

// openNoWait opens path for reading without blocking on a named pipe
// that has no writer.
func openNoWait(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

func openNoWaitIn(root *os.Root, name string) (*os.File, error) {
	return root.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
