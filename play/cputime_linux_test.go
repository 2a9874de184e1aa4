package play_test

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPUTime is the CPU time the calling thread has used, and true; the
// caller locks its goroutine to the thread. It lets a benchmark report its
// speed on one core even when other processes share the machine.
func threadCPUTime() (time.Duration, bool) {
	const clockThreadCPUTime = 3 // CLOCK_THREAD_CPUTIME_ID
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
