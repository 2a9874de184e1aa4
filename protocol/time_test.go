package protocol

import (
	"strings"
	"testing"
	"time"
)

// TestTimeLine writes time lines and reads them back from a whole turn,
// and reads the lines of a later version, whose keys it does not know.
func TestTimeLine(t *testing.T) {
	const turn = "situation *8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 5H,10H,5D,9D,5C,6C,KC 90\ndead\nplays 5H@E5\n"
	for _, tc := range []struct {
		time Time
		line string
	}{
		{Time{}, ""},
		{Time{Move: time.Second}, "time move 1000\n"},
		{Time{Clock: 59500 * time.Millisecond, Inc: 500 * time.Millisecond}, "time clock 59500 inc 500\n"},
		{Time{Move: 100 * time.Millisecond, Clock: 5 * time.Second}, "time move 100 clock 5000 inc 0\n"},
		{Time{Move: time.Microsecond}, "time move 1\n"},
	} {
		if got := string(AppendTime(nil, tc.time)); got != tc.line {
			t.Errorf("AppendTime(%+v) = %q, want %q", tc.time, got, tc.line)
		}
		want := tc.time
		if want.Move == time.Microsecond {
			want.Move = time.Millisecond // said in whole milliseconds
		}
		m, err := NewReader(strings.NewReader(turn + tc.line + "go\n")).Next()
		if err != nil || m.Kind != Turn || m.View.Time != want {
			t.Errorf("reading %q: %+v, %v; want the time %+v", tc.line, m.View.Time, err, want)
		}
	}
	m, err := NewReader(strings.NewReader(turn + "time moves 40 move 250 clock 1000 inc 10 byo 5\ngo\n")).Next()
	want := Time{Move: 250 * time.Millisecond, Clock: time.Second, Inc: 10 * time.Millisecond}
	if err != nil || m.View.Time != want {
		t.Errorf("a later version's time line: %+v, %v; want %+v", m.View.Time, err, want)
	}
	if _, err := NewReader(strings.NewReader(turn + "time move soon\ngo\n")).Next(); err == nil {
		t.Error("time move soon is read without an error")
	}
	if got := (Time{Move: time.Second, Clock: 300 * time.Millisecond}).Limit(); got != 300*time.Millisecond {
		t.Errorf("Limit = %v, want the clock's 300ms", got)
	}
}
