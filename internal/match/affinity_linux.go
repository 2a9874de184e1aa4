package match

import (
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// canPin says that threads can be given CPUs here.
const canPin = true

// setThreadCPU keeps the calling thread on cpu.
func setThreadCPU(cpu int) {
	set := cpuSet([]int{cpu})
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

// pinThreads keeps every thread of the process on cpus, and returns what
// gives every thread the CPUs the calling thread had.
func pinThreads(cpus []int) (restore func()) {
	var before unix.CPUSet
	set := cpuSet(cpus)
	if unix.SchedGetaffinity(0, &before) != nil {
		return func() {}
	}
	for _, tid := range threads() {
		_ = unix.SchedSetaffinity(tid, &set)
	}
	return func() {
		for _, tid := range threads() {
			_ = unix.SchedSetaffinity(tid, &before)
		}
	}
}

// threads lists the process's threads.
func threads() []int {
	entries, err := os.ReadDir("/proc/self/task")
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
