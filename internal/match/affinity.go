package match

import (
	"runtime"

	"golang.org/x/sys/unix"
)

// pinWorker keeps the calling goroutine on its thread and that thread on
// one of the CPUs the process may use, the w-th modulo their number; the
// bots it starts inherit the CPU. A game's processes take turns (only the
// player to move thinks), so one CPU serves them all, and an answer wakes
// a process on the CPU it was written on, where it runs as soon as the
// writer waits, rather than across CPUs, which costs an interrupt and a
// wake from idle each time (docs/match.md, "Speed"). Where the CPUs cannot
// be read or set, it leaves the thread where it is.
func pinWorker(w int) {
	runtime.LockOSThread()
	var allowed unix.CPUSet
	if err := unix.SchedGetaffinity(0, &allowed); err != nil {
		return
	}
	n := allowed.Count()
	if n < 2 {
		return
	}
	k := w % n
	for cpu := 0; cpu < len(allowed)*64; cpu++ {
		if !allowed.IsSet(cpu) {
			continue
		}
		if k == 0 {
			var one unix.CPUSet
			one.Set(cpu)
			_ = unix.SchedSetaffinity(0, &one)
			return
		}
		k--
	}
}
