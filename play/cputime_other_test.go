//go:build !linux

package play_test

import "time"

// threadCPUTime is not measured on this system: it returns false.
func threadCPUTime() (time.Duration, bool) { return 0, false }
