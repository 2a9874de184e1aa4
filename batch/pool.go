package batch

import (
	"iter"
	"sync"
)

// InFlight is how many items per worker Map takes ahead of the one it
// emits next: it bounds the memory of a batch, and leaves each worker work
// to do while a slow item holds up the output.
const InFlight = 4

// Map calls work on every item of in, on up to workers goroutines at once,
// and calls emit with the results in the order of in: each result as soon
// as every earlier one has been emitted. At most workers*InFlight items are
// taken from in and not yet emitted, however many there are, so a batch
// streams. in is read on a goroutine of its own; emit is called on the
// caller's goroutine. When emit returns an error, no more items are taken,
// the items under way are finished and dropped, and Map returns that
// error. A panic in work is raised again on the caller's goroutine, when
// its result would have been emitted. With one worker (or fewer), Map
// works on the caller's goroutine alone.
func Map[In, Out any](in iter.Seq[In], workers int, work func(In) Out, emit func(Out) error) error {
	if workers <= 1 {
		for item := range in {
			if err := emit(work(item)); err != nil {
				return err
			}
		}
		return nil
	}
	type job struct {
		item In
		done chan result[Out]
	}
	var (
		jobs  = make(chan job)
		order = make(chan chan result[Out], workers*InFlight)
		stop  = make(chan struct{})
		wg    sync.WaitGroup
	)
	go func() {
		defer close(order)
		defer close(jobs)
		for item := range in {
			done := make(chan result[Out], 1)
			select {
			case order <- done:
			case <-stop:
				return
			}
			select {
			case jobs <- job{item, done}:
			case <-stop:
				done <- result[Out]{} // dropped by drain
				return
			}
		}
	}()
	wg.Add(workers)
	for range workers {
		go func() {
			defer wg.Done()
			for j := range jobs {
				j.done <- run(work, j.item)
			}
		}()
	}
	var err error
	for done := range order {
		r := <-done
		if r.panicked {
			close(stop)
			drain(order)
			wg.Wait()
			panic(r.panicValue)
		}
		if err = emit(r.out); err != nil {
			close(stop)
			drain(order)
			break
		}
	}
	wg.Wait()
	return err
}

// result is the outcome of one item: its value, or the panic of work.
type result[Out any] struct {
	out        Out
	panicked   bool
	panicValue any
}

// run calls work, turning a panic into a result.
func run[In, Out any](work func(In) Out, item In) (r result[Out]) {
	defer func() {
		if v := recover(); v != nil {
			r = result[Out]{panicked: true, panicValue: v}
		}
	}()
	return result[Out]{out: work(item)}
}

// drain waits for the items under way and drops their results.
func drain[Out any](order chan chan result[Out]) {
	for done := range order {
		<-done
	}
}
