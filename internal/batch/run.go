package batch

import (
	"io"
	"iter"
	"os"
	"runtime"
	"runtime/debug"
	"sync/atomic"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/validate"
)

// Config says how to run a batch.
type Config struct {
	Options
	// Workers is how many records are judged at once; 0 means one per
	// core (runtime.NumCPU).
	Workers int
	// Progress is where a progress bar is shown (standard error) when it
	// is a terminal and the batch is long; nil for none.
	Progress io.Writer
	// Output is where the batch writes its results (standard output), to
	// keep the bar off lines written to the same terminal.
	Output io.Writer
	// GCPercent, when above 0, is the garbage collector's target
	// (debug.SetGCPercent) while the batch runs, unless the GOGC
	// environment variable sets one; the target is restored after.
	GCPercent int
}

// DefaultGCPercent is the garbage collector's target the commands give a
// batch. A batch keeps few records in memory at once (InFlight per
// worker), so collecting less often costs a few megabytes, and leaves the
// workers the time the collector took: about a fifth more records per
// second with two workers on two cores.
const DefaultGCPercent = 400

// DefaultMemoryLimit is the soft memory limit (debug.SetMemoryLimit) a
// batch runs under when it collects less: the collector's target above
// lets the heap grow to five times what is live, which for one stream of
// 200,000 records (36 MB, read whole) was 425 MB; under this limit the
// collector runs more often as the heap nears it. It is soft: a batch
// whose live data needs more (a 64 MiB stream holds some 120 MB live) gets
// more, and a lower limit had the collector run without pause for it
// (BenchmarkStreamMemory in internal/cmd).
const DefaultMemoryLimit = 256 << 20

// collectLess sets the garbage collector's target for a batch, with the
// soft memory limit DefaultMemoryLimit unless the GOMEMLIMIT environment
// variable sets one, and returns the function that restores both.
func (c Config) collectLess() func() {
	if c.GCPercent <= 0 || os.Getenv("GOGC") != "" {
		return func() {}
	}
	old := debug.SetGCPercent(c.GCPercent)
	oldLimit := int64(-1)
	if os.Getenv("GOMEMLIMIT") == "" {
		oldLimit = debug.SetMemoryLimit(DefaultMemoryLimit)
	}
	return func() {
		debug.SetGCPercent(old)
		if oldLimit >= 0 {
			debug.SetMemoryLimit(oldLimit)
		}
	}
}

// workers is the number of workers to run.
func (c Config) workers() int {
	if c.Workers > 0 {
		return c.Workers
	}
	return runtime.NumCPU()
}

// progress is the progress of a batch of what, or nil when none is shown.
func (c Config) progress(what string) *Progress {
	if c.Progress == nil {
		return nil
	}
	return NewProgress(c.Progress, what, c.Output)
}

// Validate judges every record under paths (see Records) and calls emit
// with the outcomes in the order of the records, each as soon as every
// earlier one has been emitted. It returns the first error of emit. When a
// progress bar may be shown, the files under paths are counted on a
// goroutine of their own, so that the bar has a total long before the
// walk that reads them ends.
func Validate(paths []string, cfg Config, emit func(*validate.Outcome) error) error {
	defer cfg.collectLess()()
	p := cfg.progress("records")
	in := Records(paths, cfg.Options)
	if p != nil {
		in = estimated(paths, in, p)
	}
	return runShown(in, cfg.workers(), p, Record.Outcome, emit)
}

// Run calls work on every item of in on cfg's workers and emit with the
// results in order (Map), showing progress as it goes; what names the
// items for the progress bar.
func Run[In, Out any](in iter.Seq[In], cfg Config, what string, work func(In) Out, emit func(Out) error) error {
	defer cfg.collectLess()()
	p := cfg.progress(what)
	return runShown(Counted(in, p), cfg.workers(), p, work, emit)
}

// runShown is Map with progress shown on p.
func runShown[In, Out any](in iter.Seq[In], workers int, p *Progress, work func(In) Out, emit func(Out) error) error {
	defer p.Finish()
	return Map(in, workers, work, func(out Out) error {
		p.Hide()
		err := emit(out)
		p.Add(1)
		return err
	})
}

// estimated yields the records of in and keeps p's total up to date: the
// files under paths, counted by a walk of their own, and the records that
// streams add; the exact count once in has no more.
func estimated(paths []string, in iter.Seq[Record], p *Progress) iter.Seq[Record] {
	var files atomic.Int64
	files.Store(-1)
	done := make(chan struct{})
	go func() {
		n := int64(0)
		for range record.Walk(paths) {
			select {
			case <-done:
				return
			default:
			}
			n++
		}
		files.Store(n)
	}()
	return func(yield func(Record) bool) {
		defer close(done)
		seen, records := int64(0), int64(0)
		for r := range in {
			records++
			if r.Doc == 0 {
				seen++
			}
			if f := files.Load(); f >= 0 {
				p.SetTotal(int(max(f+records-seen, records)))
			}
			if !yield(r) {
				return
			}
		}
		p.SetTotal(int(records))
	}
}
