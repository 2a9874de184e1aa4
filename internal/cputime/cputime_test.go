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
	// Work until the thread's clock has moved 5ms, however loaded the
	// machine is; a thread cannot use more CPU time than the wall clock
	// gives it.
	x, start := uint64(1), time.Now()
	var t2 time.Duration
	for {
		for i := 0; i < 100000; i++ {
			x = x*6364136223846793005 + 1
		}
		t2, _ = cputime.Thread()
		if t2-t1 >= 5*time.Millisecond {
			break
		}
		if time.Since(start) > 20*time.Second {
			t.Fatalf("20s of work used %v of CPU (x %d)", t2-t1, x)
		}
	}
	if busy, wall := t2-t1, time.Since(start); busy > wall+5*time.Millisecond {
		t.Errorf("%v of work used %v of CPU, more than one thread can", wall, busy)
	}
}
