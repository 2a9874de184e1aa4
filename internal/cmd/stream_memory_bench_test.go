package cmd_test

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/seqref/seqref/internal/cmd"
)

// streamRecord is one record of the streams BenchmarkStreamMemory reads:
// a game with an expectation that passes.
const streamRecord = `sequence: 1
ruleset: standard
players:
  - {name: Ann, team: green}
  - {name: Bob, team: blue}
turns:
  - Ann: 7H@D6
expect:
  result: unfinished
  winner: null
`

// peakMemory samples the memory the Go runtime holds from the system
// (runtime/metrics, /memory/classes/total:bytes, less what it has
// released) every few milliseconds until stop is called, which gives the
// highest.
func peakMemory() (stop func() uint64) {
	sample := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	var peak uint64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			metrics.Read(sample)
			peak = max(peak, sample[0].Value.Uint64()-sample[1].Value.Uint64())
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	return func() uint64 { close(done); wg.Wait(); return peak }
}

// BenchmarkStreamMemory runs validate and test on one YAML stream of
// 20,000 and of 200,000 records (3.6 and 36 MB) and reports the peak of
// the memory seqref holds, in MB and as a multiple of the file's size: it
// must stay within a few times the file's size, whatever the number of
// records (docs/reading.md, "Limits").
//
//	go test -run '^$' -bench BenchmarkStreamMemory -benchtime 1x ./internal/cmd
func BenchmarkStreamMemory(b *testing.B) {
	for _, n := range []int{20000, 200000} {
		path := filepath.Join(b.TempDir(), fmt.Sprintf("stream%d.yaml", n))
		text := strings.Repeat(streamRecord+"---\n", n-1) + streamRecord
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
		for _, command := range []string{"validate", "test"} {
			b.Run(fmt.Sprintf("%s/%d", command, n), func(b *testing.B) {
				var peak uint64
				for b.Loop() {
					runtime.GC()
					stop := peakMemory()
					code := cmd.Run([]string{"seqref", command, path}, cmd.Streams{In: strings.NewReader(""), Out: io.Discard, Err: io.Discard})
					peak = max(peak, stop())
					if code != cmd.ExitOK {
						b.Fatalf("seqref %s: exit %d", command, code)
					}
				}
				b.ReportMetric(float64(peak)/1e6, "peak-MB")
				b.ReportMetric(float64(peak)/float64(len(text)), "peak/file")
			})
		}
	}
}
