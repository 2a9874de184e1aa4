//go:build !linux

package match

// canPin says that threads cannot be given CPUs here: CheckPlacement
// refuses PlacePin and PlaceSpin, and ChoosePlacement gives PlaceNone.
const canPin = false

func setThreadCPU(int) {}

func pinThreads([]int) (restore func()) { return func() {} }

func allowedCPUs() []int { return nil }
