package batch

import (
	"iter"
	"sync"
)

// InFlight is how many items per worker Map takes ahead of the one it
// emits next: it bounds the memory of a batch, and leaves each worker work
// to do while a slow item holds up the output.
const InFlight = 4

// Map calls work on every item of in, on up to workers goroutines at once
// (the caller's among them), and calls emit with the results in the order
// of in: each result as soon as every earlier one has been emitted. At most
// workers*InFlight items are taken from in and not yet emitted, however
// many there are, so a batch streams.
//
// The workers take items from in and emit results themselves, one at a
// time: in is read, and emit called, by one goroutine at a time, in order,
// with no goroutine in between to hand items or results over. When emit
// returns an error, no more items are taken, the items under way are
// finished and dropped, and Map returns that error. A panic in work, in
// emit or in in is raised again on the caller's goroutine, once the items
// under way are finished; a panic in work, when its result would have been
// emitted. With one worker (or fewer), Map works on the caller's goroutine
// alone.
func Map[In, Out any](in iter.Seq[In], workers int, work func(In) Out, emit func(Out) error) error {
	if workers <= 1 {
		for item := range in {
			if err := emit(work(item)); err != nil {
				return err
			}
		}
		return nil
	}
	next, stop := iter.Pull(in)
	defer stop()
	window := workers * InFlight
	m := &mapper[In, Out]{next: next, work: work, emit: emit, window: window,
		slots: make([]result[Out], window), done: make([]bool, window)}
	m.wake = sync.NewCond(&m.mu)
	var wg sync.WaitGroup
	wg.Add(workers - 1)
	for range workers - 1 {
		go func() {
			defer wg.Done()
			m.run()
		}()
	}
	m.run()
	wg.Wait()
	if m.panicked {
		panic(m.panicValue)
	}
	return m.err
}

// mapper is the state Map's workers share, guarded by mu.
type mapper[In, Out any] struct {
	next func() (In, bool)
	work func(In) Out
	emit func(Out) error

	mu       sync.Mutex
	wake     *sync.Cond // broadcast when an item is emitted or taking stops
	window   int        // the most items taken and not yet emitted
	taken    int        // items taken from in
	emitted  int        // results emitted (or dropped after a failure)
	slots    []result[Out]
	done     []bool // whether slots[i%window] holds the result of item i
	emitting bool   // whether a worker is emitting: the others leave it to it
	noMore   bool   // no more items are taken: in has ended, or Map failed
	failed   bool   // emit failed or something panicked: results are dropped

	err        error
	panicked   bool
	panicValue any
}

// run is one worker: it takes items until there are none, works them and
// emits what it can.
func (m *mapper[In, Out]) run() {
	m.mu.Lock()
	defer m.mu.Unlock()
	for {
		for !m.noMore && m.taken-m.emitted >= m.window {
			m.wake.Wait()
		}
		if m.noMore {
			return
		}
		item, ok := m.take()
		if !ok {
			return
		}
		i := m.taken
		m.taken++
		m.mu.Unlock()
		r := run(m.work, item)
		m.mu.Lock()
		m.finish(i, r)
	}
}

// take takes the next item of in, if any; a panic in in stops the batch.
func (m *mapper[In, Out]) take() (item In, ok bool) {
	defer func() {
		if v := recover(); v != nil {
			m.fail(nil, true, v)
			ok = false
		}
	}()
	item, ok = m.next()
	if !ok {
		m.noMore = true
		m.wake.Broadcast()
	}
	return item, ok
}

// finish stores the result of item i and, unless another worker is at
// it, emits every result that is next in order. The lock is let go while
// emit runs, so that the other workers go on.
func (m *mapper[In, Out]) finish(i int, r result[Out]) {
	m.slots[i%m.window], m.done[i%m.window] = r, true
	if m.emitting {
		return
	}
	m.emitting = true
	for !m.failed && m.done[m.emitted%m.window] {
		k := m.emitted % m.window
		r := m.slots[k]
		m.slots[k], m.done[k] = result[Out]{}, false
		m.emitted++
		m.wake.Broadcast()
		if r.panicked {
			m.fail(nil, true, r.panicValue)
			break
		}
		m.mu.Unlock()
		panicked, v, err := m.emitOne(r.out)
		m.mu.Lock()
		if err != nil || panicked {
			m.fail(err, panicked, v)
			break
		}
	}
	m.emitting = false
}

// emitOne calls emit, turning a panic into its value.
func (m *mapper[In, Out]) emitOne(out Out) (panicked bool, value any, err error) {
	defer func() {
		if v := recover(); v != nil {
			panicked, value, err = true, v, nil
		}
	}()
	return false, nil, m.emit(out)
}

// fail stops the batch for an error of emit or a panic: no more items are
// taken, and the results of the items under way are dropped. The first
// failure is the one Map reports.
func (m *mapper[In, Out]) fail(err error, panicked bool, value any) {
	if !m.failed {
		m.err, m.panicked, m.panicValue = err, panicked, value
	}
	m.failed, m.noMore = true, true
	m.wake.Broadcast()
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
