package batch

import (
	"io"
	"iter"
	"sync/atomic"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/seqref/seqref/internal/terminal"
)

// A batch shows a progress bar only when it is long: once it has more than
// LongItems items, or has run for longer than LongTime.
const (
	LongItems = 200
	LongTime  = 2 * time.Second
)

// Progress shows how far a batch has come, as a bar on a terminal. It
// shows nothing on a writer that is not a terminal (a file, a pipe, a
// test's buffer), and nothing for a short batch. Add and Finish are called
// from one goroutine (the one that emits results); SetTotal from any.
// A nil *Progress shows nothing.
type Progress struct {
	w     io.Writer
	what  string
	start time.Time
	now   func() time.Time
	done  int64
	total atomic.Int64 // -1 while unknown
	bar   *progressbar.ProgressBar
	// barTotal is the total the bar was last given.
	barTotal int64
	// interleaved is true when the batch's output goes to a terminal too:
	// the bar is then taken off before each line of output and drawn again
	// after it.
	interleaved bool
}

// NewProgress returns the progress of a batch of what (say, "records")
// shown on w when w is a terminal; out is where the batch writes its
// results.
func NewProgress(w io.Writer, what string, out io.Writer) *Progress {
	if !IsTerminal(w) {
		return nil
	}
	p := newProgress(w, what, time.Now)
	p.interleaved = IsTerminal(out)
	return p
}

func newProgress(w io.Writer, what string, now func() time.Time) *Progress {
	p := &Progress{w: w, what: what, start: now(), now: now, barTotal: -2}
	p.total.Store(-1)
	return p
}

// IsTerminal reports whether w is a terminal.
func IsTerminal(w io.Writer) bool { return terminal.Is(w) }

// SetTotal says how many items the batch has, once that is known.
func (p *Progress) SetTotal(n int) {
	if p != nil {
		p.total.Store(int64(n))
	}
}

// Add counts n more items done and draws the bar if the batch is long.
func (p *Progress) Add(n int) {
	if p == nil {
		return
	}
	p.done += int64(n)
	total := p.total.Load()
	if p.bar == nil {
		if p.done <= LongItems && total <= LongItems && p.now().Sub(p.start) <= LongTime {
			return
		}
		p.bar = progressbar.NewOptions64(total,
			progressbar.OptionSetWriter(p.w),
			progressbar.OptionSetDescription(p.what),
			progressbar.OptionShowCount(),
			progressbar.OptionShowIts(),
			progressbar.OptionSetItsString(p.what),
			progressbar.OptionThrottle(p.throttle()),
			progressbar.OptionClearOnFinish(),
			progressbar.OptionFullWidth(),
		)
		p.barTotal = total
	}
	if total != p.barTotal && total >= 0 {
		p.bar.ChangeMax64(total)
		p.barTotal = total
	}
	_ = p.bar.Set64(p.done)
}

// throttle is the least time between two drawings of the bar: none when
// it is taken off for every line of output, so that it comes back at once.
func (p *Progress) throttle() time.Duration {
	if p.interleaved {
		return 0
	}
	return 100 * time.Millisecond
}

// Hide takes the bar off the terminal until the next Add, so that a line of
// output written to the same terminal does not land on it.
func (p *Progress) Hide() {
	if p != nil && p.bar != nil && p.interleaved {
		_ = p.bar.Clear()
	}
}

// Finish takes the bar off the terminal.
func (p *Progress) Finish() {
	if p == nil || p.bar == nil {
		return
	}
	_ = p.bar.Finish()
	_ = p.bar.Clear()
}

// Counted yields the items of in and, once in has no more, tells p how
// many there were.
func Counted[T any](in iter.Seq[T], p *Progress) iter.Seq[T] {
	return func(yield func(T) bool) {
		n := 0
		for item := range in {
			n++
			if !yield(item) {
				return
			}
		}
		p.SetTotal(n)
	}
}
