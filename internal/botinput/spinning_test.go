//go:build linux

package botinput

import (
	"bytes"
	"io"
	"os"
	"testing"
	"time"
)

// pipe is a pipe whose read end a spinningReader reads.
func pipe(t *testing.T) (*spinningReader, *os.File, *os.File) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close(); w.Close() })
	sr, err := newSpinningReader(r.Fd())
	if err != nil {
		t.Fatal(err)
	}
	return sr, r, w
}

// TestSpinningReaderReads reads what is written, at once and after a
// while (longer than the spin, so that the reader sleeps), to the end.
func TestSpinningReaderReads(t *testing.T) {
	sr, _, w := pipe(t)
	lines := []string{"seqref 1\n", "game standard seat 1 of 2\n", "quit\n"}
	go func() {
		for i, l := range lines {
			if i == 1 {
				time.Sleep(20 * botSpinFor)
			}
			w.Write([]byte(l))
		}
		w.Close()
	}()
	got, err := io.ReadAll(sr)
	if err != nil {
		t.Fatal(err)
	}
	if want := []byte(lines[0] + lines[1] + lines[2]); !bytes.Equal(got, want) {
		t.Errorf("read %q, want %q", got, want)
	}
}

// TestSpinningReaderBacksOff sleeps at once, for ever more waits, when a
// yield of the CPU takes long: a process that computes wants the CPU.
func TestSpinningReaderBacksOff(t *testing.T) {
	sr, _, w := pipe(t)
	clock := time.Unix(0, 0)
	yields := 0
	slowYields := false
	sr.now = func() time.Time { return clock }
	sr.yield = func() {
		yields++
		clock = clock.Add(time.Microsecond)
		if slowYields {
			clock = clock.Add(2 * contended)
		}
	}
	b := make([]byte, 16)
	read := func() {
		t.Helper()
		if _, err := w.Write([]byte("x")); err != nil {
			t.Fatal(err)
		}
		if n, err := sr.Read(b); n != 1 || err != nil {
			t.Fatalf("read %d bytes, %v; want 1", n, err)
		}
	}
	// A wait with nothing to read spins until botSpinFor has passed, then
	// sleeps until a byte comes.
	done := make(chan struct{})
	go func() {
		defer close(done)
		if n, err := sr.Read(b); n != 1 || err != nil {
			t.Errorf("read %d bytes, %v; want 1", n, err)
		}
	}()
	time.Sleep(10 * time.Millisecond)
	w.Write([]byte("x"))
	<-done
	if want := int(botSpinFor / time.Microsecond); yields != want || sr.skip != 0 {
		t.Fatalf("quiet CPU: %d yields, %d waits to sleep; want %d, 0", yields, sr.skip, want)
	}
	// Bytes that are there are read without a yield.
	yields = 0
	read()
	if yields != 0 {
		t.Errorf("%d yields for bytes that were there, want none", yields)
	}
	// One slow yield: the next firstBackOff waits sleep at once, and the
	// one after spins again.
	slowYields = true
	go func() {
		time.Sleep(10 * time.Millisecond)
		w.Write([]byte("x"))
	}()
	if n, err := sr.Read(b); n != 1 || err != nil {
		t.Fatalf("read %d bytes, %v; want 1", n, err)
	}
	if yields != 1 || sr.skip != firstBackOff || sr.backOff != 2*firstBackOff {
		t.Fatalf("a slow yield: %d yields, %d waits to sleep, back-off %d; want 1, %d, %d", yields, sr.skip, sr.backOff, firstBackOff, 2*firstBackOff)
	}
	for range firstBackOff {
		read()
	}
	if yields != 1 || sr.skip != 0 {
		t.Fatalf("after the back-off: %d yields, %d waits to sleep; want 1, 0", yields, sr.skip)
	}
	// Contended again: twice as many waits sleep.
	go func() {
		time.Sleep(10 * time.Millisecond)
		w.Write([]byte("x"))
	}()
	if _, err := sr.Read(b); err != nil {
		t.Fatal(err)
	}
	if yields != 2 || sr.skip != 2*firstBackOff {
		t.Errorf("contended again: %d yields, %d waits to sleep; want 2, %d", yields, sr.skip, 2*firstBackOff)
	}
}

// TestFor reads a pipe with a spinningReader only when the bot spins, never
// makes a file non-blocking, and reads other readers as they are.
func TestFor(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	if in, err := For(r, false); err != nil || !isWaiting(in) {
		t.Errorf("a pipe, not spinning: %T, %v; want a waitingReader", in, err)
	}
	if in, err := For(r, true); err != nil || !isSpinning(in) {
		t.Errorf("a pipe, spinning: %T, %v; want a spinningReader", in, err)
	}
	f, err := os.CreateTemp(t.TempDir(), "input")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if in, err := For(f, true); err != nil || !isWaiting(in) {
		t.Errorf("a file, spinning: %T, %v; want a waitingReader", in, err)
	}
	other := bytes.NewReader(nil)
	if in, err := For(other, true); err != nil || in != io.Reader(other) {
		t.Errorf("a bytes.Reader: %T, %v; want it as it is", in, err)
	}
}

func isWaiting(r io.Reader) bool  { _, ok := r.(waitingReader); return ok }
func isSpinning(r io.Reader) bool { _, ok := r.(*spinningReader); return ok }
