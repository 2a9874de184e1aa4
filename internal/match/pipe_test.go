package match

import (
	"bytes"
	"errors"
	"io"
	"os"
	"testing"
	"time"
)

// The tests of pipeEnd hold for both its versions: poll(2) on Unix, and
// the goroutines of pipe_portable.go on Windows (on Linux with
// -tags seqref_portablepipes, as .ci/run runs them).

// TestPipeEndReads reads what the bot writes, gives up at the deadline
// when it writes nothing, reads what comes after a deadline passed, and
// ends with io.EOF once the bot's end is closed.
func TestPipeEndReads(t *testing.T) {
	child, near, err := newPipe(false)
	if err != nil {
		t.Fatal(err)
	}
	defer near.Close()
	defer child.Close()
	b := make([]byte, 16)
	near.deadline = time.Now().Add(30 * time.Millisecond)
	start := time.Now()
	if n, err := near.Read(b); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("nothing written: read %d bytes, %v; want os.ErrDeadlineExceeded", n, err)
	}
	if waited := time.Since(start); waited < 25*time.Millisecond {
		t.Errorf("gave up after %v, before the deadline", waited)
	}
	if n, err := near.Read(b); n != 0 || !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("after the deadline: read %d bytes, %v; want os.ErrDeadlineExceeded", n, err)
	}
	near.deadline = time.Now().Add(10 * time.Second)
	go func() {
		time.Sleep(20 * time.Millisecond)
		child.Write([]byte("move 1 a1\n"))
		child.Write([]byte("pass\n"))
		child.Close()
	}()
	got, err := io.ReadAll(near)
	if err != nil || string(got) != "move 1 a1\npass\n" {
		t.Errorf("read %q, %v; want the two lines, then io.EOF", got, err)
	}
	if n, err := near.Read(b); n != 0 || err != io.EOF {
		t.Errorf("after the end: read %d bytes, %v; want io.EOF", n, err)
	}
}

// TestPipeEndReadsInPieces returns a long write in as many reads as the
// reader's buffer takes, byte for byte.
func TestPipeEndReadsInPieces(t *testing.T) {
	child, near, err := newPipe(false)
	if err != nil {
		t.Fatal(err)
	}
	defer near.Close()
	want := bytes.Repeat([]byte("0123456789abcdef\n"), 4000)
	go func() {
		child.Write(want)
		child.Close()
	}()
	near.deadline = time.Now().Add(10 * time.Second)
	var got []byte
	b := make([]byte, 1000)
	for {
		n, err := near.Read(b)
		got = append(got, b[:n]...)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(got, want) {
		t.Errorf("read %d bytes, not the %d written", len(got), len(want))
	}
}

// TestPipeEndWrites writes to the bot, and gives up at the deadline when
// the bot reads nothing and the pipe is full.
func TestPipeEndWrites(t *testing.T) {
	child, near, err := newPipe(true)
	if err != nil {
		t.Fatal(err)
	}
	defer child.Close()
	near.deadline = time.Now().Add(10 * time.Second)
	line := []byte("seqref 1\n")
	if n, err := near.Write(line); n != len(line) || err != nil {
		t.Fatalf("wrote %d bytes, %v; want %d", n, err, len(line))
	}
	got := make([]byte, len(line))
	if _, err := io.ReadFull(child, got); err != nil || !bytes.Equal(got, line) {
		t.Fatalf("the bot read %q, %v; want %q", got, err, line)
	}
	near.deadline = time.Now().Add(50 * time.Millisecond)
	if _, err := near.Write(make([]byte, 4<<20)); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Errorf("4 MiB that nobody reads: %v, want os.ErrDeadlineExceeded", err)
	}
	if err := near.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if err := near.Close(); err != nil {
		t.Errorf("a second Close: %v, want nil", err)
	}
}
