package batch

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"
)

// fakeClock is a clock that moves only when told.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// TestProgressOnlyForLongBatches: nothing is drawn for a short batch; a
// batch of more than LongItems items, or one that runs longer than
// LongTime, gets a bar with its count, and Finish takes it off.
func TestProgressOnlyForLongBatches(t *testing.T) {
	tests := []struct {
		name  string
		items int
		total int // -1: never known
		step  time.Duration
		drawn bool
	}{
		{"short", LongItems, LongItems, time.Millisecond, false},
		{"many items", LongItems + 1, -1, 0, true},
		{"many items known ahead", 5, 1000, 0, true},
		{"slow", 10, -1, LongTime / 5, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			clock := &fakeClock{t: time.Unix(0, 0)}
			p := newProgress(&out, "records", clock.now)
			if tt.total >= 0 {
				p.SetTotal(tt.total)
			}
			for range tt.items {
				clock.t = clock.t.Add(tt.step)
				p.Add(1)
			}
			drawn := out.Len() > 0
			if drawn != tt.drawn {
				t.Fatalf("drawn = %v, want %v: %q", drawn, tt.drawn, out.String())
			}
			if !drawn {
				return
			}
			if !strings.Contains(out.String(), "records") {
				t.Errorf("the bar does not say what it counts: %q", out.String())
			}
			p.Finish()
			if !strings.HasSuffix(out.String(), "\r") {
				t.Errorf("the bar is left on the terminal: %q", out.String()[max(0, out.Len()-80):])
			}
		})
	}
}

// TestProgressNotOnFiles: a writer that is not a terminal gets no
// progress, and a nil Progress does nothing.
func TestProgressNotOnFiles(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "err")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if p := NewProgress(f, "records", f); p != nil {
		t.Fatal("a progress for a file")
	}
	var p *Progress
	p.SetTotal(10)
	p.Add(1000)
	p.Hide()
	p.Finish()
	if info, _ := f.Stat(); info.Size() != 0 {
		t.Errorf("%d bytes written", info.Size())
	}
}
