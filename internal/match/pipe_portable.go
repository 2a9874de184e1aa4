//go:build !unix || seqref_portablepipes

package match

import (
	"bytes"
	"os"
	"time"
)

// pipeEnd is the referee's end of a bot's standard input or output where
// poll(2) is missing, as on Windows (and on Linux built with the tag
// seqref_portablepipes, for its tests): an *os.File that a goroutine of
// its own reads, or writes, while Read and Write wait for it until the
// deadline. A read or a write the deadline cut short goes on in its
// goroutine: the next Read returns its bytes, the next Write waits for it
// first. The goroutines end once the pipe does (the bot closed it or
// exited) or the end is closed. It never busy-waits: PlaceSpin needs
// Linux.
type pipeEnd struct {
	f        *os.File
	deadline time.Time // when Read and Write give up with os.ErrDeadlineExceeded
	spin     time.Duration
	closed   chan struct{} // closed by Close, to end the goroutines

	chunks  chan chunk    // what the reading goroutine read, a chunk at a time
	more    chan struct{} // tells it that its chunk was taken, to read the next
	rest    []byte        // what Read has yet to return of the last chunk
	readErr error         // what ended the reading: io.EOF at the end

	writes  chan []byte      // to the writing goroutine
	written chan writeResult // from it
	pending bool             // a write the deadline cut short goes on
}

// chunk is what one read of the pipe gave.
type chunk struct {
	data []byte
	err  error
}

// writeResult is how one write to the pipe went.
type writeResult struct {
	n   int
	err error
}

// readBuffer is how much the reading goroutine reads at once.
const readBuffer = 4096

// newPipe makes a pipe whose far end is an *os.File for a child process
// and whose near end is a pipeEnd: the child reads the pipe when
// childReads, and the referee writes it.
func newPipe(childReads bool) (*os.File, *pipeEnd, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, nil, err
	}
	if childReads {
		return r, newPipeEnd(w), nil
	}
	return w, newPipeEnd(r), nil
}

func newPipeEnd(f *os.File) *pipeEnd {
	return &pipeEnd{f: f, closed: make(chan struct{})}
}

// Read reads what the bot wrote, waiting for it until the deadline; it
// returns io.EOF once the bot's output is closed.
func (p *pipeEnd) Read(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	if p.chunks == nil {
		p.chunks, p.more = make(chan chunk), make(chan struct{}, 1)
		go p.read(p.f)
	}
	for len(p.rest) == 0 {
		if p.readErr != nil {
			return 0, p.readErr
		}
		left := time.Until(p.deadline)
		if left <= 0 {
			return 0, os.ErrDeadlineExceeded
		}
		select {
		case c := <-p.chunks:
			p.rest, p.readErr = c.data, c.err
		case <-time.After(left):
			return 0, os.ErrDeadlineExceeded
		}
		if len(p.rest) == 0 && p.readErr == nil {
			p.more <- struct{}{}
		}
	}
	n := copy(b, p.rest)
	p.rest = p.rest[n:]
	if len(p.rest) == 0 && p.readErr == nil {
		p.more <- struct{}{}
	}
	return n, nil
}

// read reads f a chunk at a time into one buffer, handing each chunk to
// Read and waiting until Read has taken it all, until the pipe ends or the
// end is closed.
func (p *pipeEnd) read(f *os.File) {
	buf := make([]byte, readBuffer)
	for {
		n, err := f.Read(buf)
		select {
		case p.chunks <- chunk{buf[:n], err}:
		case <-p.closed:
			return
		}
		if err != nil {
			return
		}
		select {
		case <-p.more:
		case <-p.closed:
			return
		}
	}
}

// Write writes all of b to the bot, waiting until the deadline for the
// bot to take it (and for a write cut short before).
func (p *pipeEnd) Write(b []byte) (int, error) {
	if p.writes == nil {
		p.writes, p.written = make(chan []byte, 1), make(chan writeResult, 1)
		go p.write(p.f)
	}
	if p.pending {
		left := time.Until(p.deadline)
		if left <= 0 {
			return 0, os.ErrDeadlineExceeded
		}
		select {
		case r := <-p.written:
			p.pending = false
			if r.err != nil {
				return 0, r.err
			}
		case <-time.After(left):
			return 0, os.ErrDeadlineExceeded
		}
	}
	left := time.Until(p.deadline)
	if left <= 0 {
		return 0, os.ErrDeadlineExceeded
	}
	p.writes <- bytes.Clone(b)
	select {
	case r := <-p.written:
		return r.n, r.err
	case <-time.After(left):
		p.pending = true
		return 0, os.ErrDeadlineExceeded
	}
}

// write writes what Write hands it to f, each slice whole, until the end
// is closed.
func (p *pipeEnd) write(f *os.File) {
	for {
		select {
		case b := <-p.writes:
			n, err := f.Write(b)
			select {
			case p.written <- writeResult{n, err}:
			case <-p.closed:
				return
			}
		case <-p.closed:
			return
		}
	}
}

// Close closes the file, which ends a read or write under way (or, where
// the system lets it go on, the bot's exit does); a second Close does
// nothing.
func (p *pipeEnd) Close() error {
	if p.f == nil {
		return nil
	}
	close(p.closed)
	err := p.f.Close()
	p.f = nil
	return err
}
