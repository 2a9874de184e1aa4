// Package cputime reads the CPU time of the calling thread, so that a
// benchmark can report its speed on one core even when other processes
// share the machine: time on the clock counts the time the benchmark waited
// for a core, CPU time does not. The caller locks its goroutine to its
// thread (runtime.LockOSThread) for the whole measurement.
package cputime

import "time"

// Thread is the CPU time the calling thread has used, and false on a
// system where it is not measured.
func Thread() (time.Duration, bool) { return thread() }
