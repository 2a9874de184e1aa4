package match

import (
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// canPin says that threads can be given CPUs here.
const canPin = true

// setThreadCPUs keeps the calling thread on cpus.
func setThreadCPUs(cpus ...int) {
	set := cpuSet(cpus)
	_ = unix.SchedSetaffinity(0, &set)
}

// cpuSet is the set of cpus.
func cpuSet(cpus []int) unix.CPUSet {
	var set unix.CPUSet
	for _, c := range cpus {
		set.Set(c)
	}
	return set
}

// pinGroup keeps every thread of every process in process group pgid (a
// bot and whatever it started) on cpus. A process that has exited, or
// that the referee may not move, is left as it is.
func pinGroup(pgid int, cpus []int) {
	set := cpuSet(cpus)
	procs, err := os.ReadDir("/proc")
	if err != nil {
		return
	}
	for _, e := range procs {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if pid != pgid {
			if g, err := unix.Getpgid(pid); err != nil || g != pgid {
				continue
			}
		}
		for _, tid := range threadsOf(pid) {
			_ = unix.SchedSetaffinity(tid, &set)
		}
	}
}

// pinThreads keeps every thread of the process on cpus, and returns what
// gives every thread the CPUs the calling thread had.
func pinThreads(cpus []int) (restore func()) {
	var before unix.CPUSet
	set := cpuSet(cpus)
	if unix.SchedGetaffinity(0, &before) != nil {
		return func() {}
	}
	for _, tid := range threadsOf(os.Getpid()) {
		_ = unix.SchedSetaffinity(tid, &set)
	}
	return func() {
		for _, tid := range threadsOf(os.Getpid()) {
			_ = unix.SchedSetaffinity(tid, &before)
		}
	}
}

// threadsOf lists the threads of process pid.
func threadsOf(pid int) []int {
	entries, err := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/task")
	if err != nil {
		return nil
	}
	var tids []int
	for _, e := range entries {
		if tid, err := strconv.Atoi(e.Name()); err == nil {
			tids = append(tids, tid)
		}
	}
	return tids
}

// allowedCPUs lists the CPUs the process may use, nil when they cannot be
// read.
func allowedCPUs() []int {
	var allowed unix.CPUSet
	if err := unix.SchedGetaffinity(0, &allowed); err != nil {
		return nil
	}
	var cpus []int
	for cpu := 0; cpu < len(allowed)*64; cpu++ {
		if allowed.IsSet(cpu) {
			cpus = append(cpus, cpu)
		}
	}
	return cpus
}
