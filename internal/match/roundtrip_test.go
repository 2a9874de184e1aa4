package match

import (
	"bytes"
	"testing"
	"time"
)

// BenchmarkRoundTrip is the floor of a bot's answer: a line sent to cat and
// read back, through the pipes and deadlines of a match, with nothing
// computed on either side: two wake-ups of a process and four or five
// system calls.
func BenchmarkRoundTrip(b *testing.B) {
	for _, size := range []int{8, 640} { // an answer; a turn's lines
		b.Run(map[int]string{8: "8B", 640: "640B"}[size], func(b *testing.B) {
			p, err := startProcess("cat", nil, 0)
			if err != nil {
				b.Fatal(err)
			}
			defer p.stop(0)
			line := append(bytes.Repeat([]byte("x"), size-1), '\n')
			for b.Loop() {
				deadline := time.Now().Add(10 * time.Second)
				if f := p.send(line, deadline); f != nil {
					b.Fatal(f.Words())
				}
				if _, f := p.receive(deadline); f != nil {
					b.Fatal(f.Words())
				}
			}
		})
	}
}
