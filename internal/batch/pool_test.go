package batch_test

import (
	"errors"
	"iter"
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"

	"github.com/seqref/seqref/internal/batch"
)

// count yields 0, 1, 2, ... n-1 (forever when n < 0), counting how many
// it gave.
func count(n int, taken *atomic.Int64) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; n < 0 || i < n; i++ {
			taken.Add(1)
			if !yield(i) {
				return
			}
		}
	}
}

// TestMapKeepsOrder: whatever the number of workers and however long each
// item takes, results come in the order of the items.
func TestMapKeepsOrder(t *testing.T) {
	for _, workers := range []int{0, 1, 2, 3, 8} {
		var taken atomic.Int64
		var got []int
		err := batch.Map(count(500, &taken), workers, func(i int) int {
			if rand.IntN(10) == 0 {
				time.Sleep(time.Duration(rand.IntN(200)) * time.Microsecond)
			}
			return i * i
		}, func(v int) error {
			got = append(got, v)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 500 {
			t.Fatalf("%d workers: %d results", workers, len(got))
		}
		for i, v := range got {
			if v != i*i {
				t.Fatalf("%d workers: result %d is %d, want %d", workers, i, v, i*i)
			}
		}
	}
}

// TestMapBoundsWorkInFlight: however many items there are, no more than
// workers*InFlight of them (and the one being handed over) are taken and
// not yet emitted; the first result is emitted long before the last item
// is taken.
func TestMapBoundsWorkInFlight(t *testing.T) {
	const workers = 3
	var taken atomic.Int64
	emitted, most := int64(0), int64(0)
	stop := errors.New("enough")
	err := batch.Map(count(-1, &taken), workers, func(i int) int {
		time.Sleep(10 * time.Microsecond)
		return i
	}, func(v int) error {
		if v != int(emitted) {
			t.Fatalf("got %d, want %d", v, emitted)
		}
		emitted++
		most = max(most, taken.Load()-emitted)
		if emitted == 2000 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) {
		t.Fatalf("got %v, want the error of emit", err)
	}
	if limit := int64(workers*batch.InFlight + 2); most > limit {
		t.Errorf("%d items in flight, more than %d", most, limit)
	}
	if after := taken.Load() - emitted; after > int64(workers*batch.InFlight+2) {
		t.Errorf("%d items taken after emit failed", after)
	}
}

// TestMapRaisesPanics: a panic in work is raised on the caller's
// goroutine, as if the items were worked one after another.
func TestMapRaisesPanics(t *testing.T) {
	for _, workers := range []int{1, 4} {
		func() {
			defer func() {
				if v := recover(); v != "item 7" {
					t.Errorf("%d workers: recovered %v", workers, v)
				}
			}()
			var taken atomic.Int64
			emitted := 0
			_ = batch.Map(count(100, &taken), workers, func(i int) int {
				if i == 7 {
					panic("item 7")
				}
				return i
			}, func(int) error {
				emitted++
				return nil
			})
			t.Errorf("%d workers: no panic", workers)
		}()
	}
}

// TestMapUsesWorkers: with several workers, items are worked at the same
// time.
func TestMapUsesWorkers(t *testing.T) {
	var running, most atomic.Int64
	var taken atomic.Int64
	_ = batch.Map(count(40, &taken), 4, func(i int) int {
		n := running.Add(1)
		for {
			m := most.Load()
			if n <= m || most.CompareAndSwap(m, n) {
				break
			}
		}
		time.Sleep(2 * time.Millisecond)
		running.Add(-1)
		return i
	}, func(int) error { return nil })
	if most.Load() < 2 {
		t.Errorf("at most %d items at once with 4 workers", most.Load())
	}
}

// TestMapRaisesPanicsOfEmitAndInput: a panic in emit, or in the sequence
// of items, is raised on the caller's goroutine too, after the items under
// way are finished, whichever worker met it.
func TestMapRaisesPanicsOfEmitAndInput(t *testing.T) {
	panicking := func(at int) iter.Seq[int] {
		return func(yield func(int) bool) {
			for i := 0; ; i++ {
				if i == at {
					panic("input 30")
				}
				if !yield(i) {
					return
				}
			}
		}
	}
	cases := []struct {
		name string
		in   iter.Seq[int]
		emit func(int) error
		want string
	}{
		{"emit", panicking(-1), func(i int) error {
			if i == 20 {
				panic("emit 20")
			}
			return nil
		}, "emit 20"},
		{"input", panicking(30), func(int) error { return nil }, "input 30"},
	}
	for _, tc := range cases {
		for _, workers := range []int{2, 4} {
			func() {
				defer func() {
					if v := recover(); v != tc.want {
						t.Errorf("%s, %d workers: recovered %v, want %q", tc.name, workers, v, tc.want)
					}
				}()
				_ = batch.Map(tc.in, workers, func(i int) int { return i }, tc.emit)
				t.Errorf("%s, %d workers: no panic", tc.name, workers)
			}()
		}
	}
}
