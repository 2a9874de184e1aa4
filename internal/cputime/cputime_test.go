package cputime_test

import (
	"runtime"
	"testing"
	"time"

	"github.com/seqref/seqref/internal/cputime"
)

// TestThreadCounts checks that the thread's CPU time grows by about the
// time spent computing, and not while sleeping.
func TestThreadCounts(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	t0, ok := cputime.Thread()
	if !ok {
		t.Skip("no thread CPU time on this system")
	}
	time.Sleep(50 * time.Millisecond)
	t1, _ := cputime.Thread()
	if slept := t1 - t0; slept > 25*time.Millisecond {
		t.Errorf("sleeping 50ms used %v of CPU", slept)
	}
	x, start := uint64(1), time.Now()
	for time.Since(start) < 30*time.Millisecond {
		for i := 0; i < 1000; i++ {
			x = x*6364136223846793005 + 1
		}
	}
	t2, _ := cputime.Thread()
	if busy := t2 - t1; busy < 5*time.Millisecond || busy > 5*time.Second {
		t.Errorf("30ms of work used %v of CPU (x %d)", busy, x)
	}
}
