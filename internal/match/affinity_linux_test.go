package match

import (
	"testing"

	"golang.org/x/sys/unix"
)

// TestPinReferee keeps every thread of the process on the referee's CPUs
// during a spinning match, and gives each back the CPUs it had.
func TestPinReferee(t *testing.T) {
	cpus := allowedCPUs()
	if len(cpus) < 2 {
		t.Skip("pinning shows with two CPUs; this test may use", len(cpus))
	}
	var before unix.CPUSet
	if err := unix.SchedGetaffinity(0, &before); err != nil {
		t.Fatal(err)
	}
	cpusOf := func() map[int]unix.CPUSet {
		all := map[int]unix.CPUSet{}
		for _, tid := range threads() {
			var s unix.CPUSet
			if unix.SchedGetaffinity(tid, &s) == nil {
				all[tid] = s
			}
		}
		return all
	}
	restore := pinReferee([]placement{{pinned: true, referee: cpus[0], bots: cpus[1]}})
	during := cpusOf()
	restore()
	after := cpusOf()
	if len(during) < 2 {
		t.Fatalf("%d threads, want the runtime's several", len(during))
	}
	for tid, s := range during {
		if s.Count() != 1 || !s.IsSet(cpus[0]) {
			t.Errorf("thread %d may use CPUs %v during the match, want only %d", tid, s, cpus[0])
		}
	}
	for tid, s := range after {
		if s != before {
			t.Errorf("thread %d may use CPUs %v after the match, want %v", tid, s, before)
		}
	}
}
