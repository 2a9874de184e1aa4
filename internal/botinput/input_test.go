package botinput

import (
	"io"
	"os"
	"testing"
)

// TestForReadsPipe reads the referee's lines from a pipe through For, as a
// bot does on any system, spinning or not, to the end of its input.
func TestForReadsPipe(t *testing.T) {
	for _, spin := range []bool{false, true} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		in, err := For(r, spin)
		if err != nil {
			t.Fatal(err)
		}
		want := "seqref 1\ngame standard seat 1 of 2\nquit\n"
		go func() {
			w.Write([]byte(want[:9]))
			w.Write([]byte(want[9:]))
			w.Close()
		}()
		got, err := io.ReadAll(in)
		r.Close()
		if err != nil || string(got) != want {
			t.Errorf("spin %v: read %q, %v; want %q", spin, got, err, want)
		}
	}
}
