//go:build !linux

package match

// canPin says that threads cannot be given CPUs here: --affinity pins
// nothing, and --spin is refused.
const canPin = false

func setThreadCPU(int) {}

func pinThreads([]int) (restore func()) { return func() {} }

func allowedCPUs() []int { return nil }
