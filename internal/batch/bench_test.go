package batch_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/batch"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
	"gopkg.in/yaml.v3"
)

// records60 writes n records of self-play games (standard, two players,
// seeds from 1), each cut to its first 60 entries, without the expect:
// block (its outcome is that of the whole game).
func records60(b testing.TB, n int) [][]byte {
	var out [][]byte
	for seed := uint64(1); len(out) < n; seed++ {
		g, err := play.Play(play.Config{Rules: engine.StandardRules, Players: 2, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		if len(g.Entries) < 60 {
			continue
		}
		g.Entries = g.Entries[:60]
		var buf bytes.Buffer
		if err := play.WriteRecord(&buf, g); err != nil {
			b.Fatal(err)
		}
		data := buf.Bytes()
		if i := bytes.Index(data, []byte("\nexpect:\n")); i >= 0 {
			data = data[:i+1]
		}
		out = append(out, data)
	}
	return out
}

// judge is the work of validate on one record: Load, Play, Verdict.
func judge(b testing.TB, data []byte) *validate.Outcome {
	rec, err := record.Load(data, record.LoadOptions{})
	if err != nil {
		b.Fatal(err)
	}
	v := ruling.Judge(rec, "bench.yaml")
	if v.Result != record.Unfinished && v.Result != record.Win {
		b.Fatalf("%s", v.JSON())
	}
	return v
}

// BenchmarkValidate60VersusYAML is target (a): validating a record of 60
// entries end to end (Load, Play, Verdict) against decoding the same bytes
// into a yaml.Node with yaml.v3 alone. Each iteration does both on the same
// record, one after the other, so that both see the same machine; the
// figure is "%yaml", the rate of validation as a percentage of the rate of
// decoding (the target is at least 85).
func BenchmarkValidate60VersusYAML(b *testing.B) {
	recs := records60(b, 64)
	var decode, validating time.Duration
	i := 0
	for b.Loop() {
		data := recs[i%len(recs)]
		i++
		t0 := time.Now()
		var n yaml.Node
		if err := yaml.Unmarshal(data, &n); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		judge(b, data)
		decode += t1.Sub(t0)
		validating += time.Since(t1)
	}
	b.ReportMetric(float64(b.N)/decode.Seconds(), "yaml-records/s")
	b.ReportMetric(float64(b.N)/validating.Seconds(), "validated-records/s")
	b.ReportMetric(100*decode.Seconds()/validating.Seconds(), "%yaml")
}

// BenchmarkValidate60 is validation alone, end to end, on records of 60
// entries.
func BenchmarkValidate60(b *testing.B) {
	recs := records60(b, 64)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		judge(b, recs[i%len(recs)])
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "records/s")
}

// BenchmarkYAMLDecode60 is yaml.v3 alone decoding the same records into a
// yaml.Node.
func BenchmarkYAMLDecode60(b *testing.B) {
	recs := records60(b, 64)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		var n yaml.Node
		if err := yaml.Unmarshal(recs[i%len(recs)], &n); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "records/s")
}

// batchRecords is how many records the batch benchmarks judge per run.
const batchRecords = 10000

// batchFolder writes batchRecords records of 60 entries into a temporary
// folder, in batchParts subfolders of 1,000 records each; it returns the
// subfolders.
func batchFolder(b *testing.B) []string {
	dir := b.TempDir()
	recs := records60(b, 200)
	var parts []string
	for i := range batchRecords {
		part := filepath.Join(dir, fmt.Sprintf("part-%02d", i/(batchRecords/batchParts)))
		if len(parts) == 0 || parts[len(parts)-1] != part {
			if err := os.Mkdir(part, 0o755); err != nil {
				b.Fatal(err)
			}
			parts = append(parts, part)
		}
		name := filepath.Join(part, fmt.Sprintf("game-%05d.yaml", i))
		if err := os.WriteFile(name, recs[i%len(recs)], 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return parts
}

// batchParts is how many parts the batch folder has.
const batchParts = 10

// runBatch validates the folder with the number of workers and returns
// how long it took.
func runBatch(b *testing.B, dir string, workers int) time.Duration {
	start := time.Now()
	n := 0
	cfg := batch.Config{Workers: workers, GCPercent: batch.DefaultGCPercent}
	err := batch.Validate([]string{dir}, cfg, func(v *validate.Outcome) error {
		if v.Result == record.Invalid || v.Result == record.Illegal {
			return fmt.Errorf("%s", v.JSON())
		}
		n++
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	if n != batchRecords/batchParts {
		b.Fatalf("%d verdicts, want %d", n, batchRecords/batchParts)
	}
	return time.Since(start)
}

// BenchmarkBatchScaling is target (c): validating a folder of 10,000
// records (files of 60 entries) with one worker and with two. The folder
// is validated in ten parts of 1,000 records, each part with one worker
// and then with two, so that both see the same machine even when other
// work comes and goes. The figure "speedup" is the time with one worker
// over the time with two (the target is at least 1.7 on two cores). The
// batch runs as the commands run it, with DefaultGCPercent.
func BenchmarkBatchScaling(b *testing.B) {
	parts := batchFolder(b)
	var one, two time.Duration
	for b.Loop() {
		for _, part := range parts {
			one += runBatch(b, part, 1)
			two += runBatch(b, part, 2)
		}
	}
	b.ReportMetric(float64(b.N*batchRecords)/one.Seconds(), "records/s-j1")
	b.ReportMetric(float64(b.N*batchRecords)/two.Seconds(), "records/s-j2")
	b.ReportMetric(one.Seconds()/two.Seconds(), "speedup")
}

// BenchmarkJudgeScaling is the work of BenchmarkBatchScaling without the
// batch: the same kind of records, already in memory, judged on one
// goroutine and on two plain goroutines, interleaved in runs of 1,000
// records, with the commands' DefaultGCPercent. "speedup" is what two
// cores give this work on this machine, however a batch is run; the batch
// cannot beat it. "yaml-speedup" is the same for yaml.v3 alone decoding
// the records.
func BenchmarkJudgeScaling(b *testing.B) {
	defer debug.SetGCPercent(debug.SetGCPercent(batch.DefaultGCPercent))
	recs := records60(b, 200)
	const run = 1000
	serial := func(f func(data []byte)) time.Duration {
		start := time.Now()
		for i := range run {
			f(recs[i%len(recs)])
		}
		return time.Since(start)
	}
	parallel := func(f func(data []byte)) time.Duration {
		start := time.Now()
		var next atomic.Int64
		var wg sync.WaitGroup
		for range 2 {
			wg.Go(func() {
				for i := next.Add(1) - 1; i < run; i = next.Add(1) - 1 {
					f(recs[int(i)%len(recs)])
				}
			})
		}
		wg.Wait()
		return time.Since(start)
	}
	judging := func(data []byte) { judge(b, data) }
	decoding := func(data []byte) {
		var n yaml.Node
		if err := yaml.Unmarshal(data, &n); err != nil {
			b.Error(err)
		}
	}
	var one, two, yamlOne, yamlTwo time.Duration
	for b.Loop() {
		for range batchParts {
			one += serial(judging)
			two += parallel(judging)
			yamlOne += serial(decoding)
			yamlTwo += parallel(decoding)
		}
	}
	b.ReportMetric(one.Seconds()/two.Seconds(), "speedup")
	b.ReportMetric(yamlOne.Seconds()/yamlTwo.Seconds(), "yaml-speedup")
}

// spin is work that needs nothing but a core: no memory, no I/O.
func spin(seed int) uint64 {
	x := uint64(seed)
	for range 200000 {
		x = x*6364136223846793005 + 1442695040888963407
	}
	return x
}

// BenchmarkMachineScaling measures what the machine gives two workers at
// best: work that needs only a core, on two goroutines of their own
// ("speedup") and on Map ("map-speedup"), against one goroutine,
// interleaved as in BenchmarkBatchScaling. "speedup" is the ceiling to
// read BenchmarkBatchScaling against; the two figures apart would be the
// cost of Map itself.
func BenchmarkMachineScaling(b *testing.B) {
	items := make([]int, 200)
	var sum atomic.Uint64
	serial := func() time.Duration {
		start := time.Now()
		for i := range items {
			sum.Add(spin(i))
		}
		return time.Since(start)
	}
	goroutines := func() time.Duration {
		start := time.Now()
		var next atomic.Int64
		var wg sync.WaitGroup
		for range 2 {
			wg.Go(func() {
				for i := next.Add(1) - 1; i < int64(len(items)); i = next.Add(1) - 1 {
					sum.Add(spin(int(i)))
				}
			})
		}
		wg.Wait()
		return time.Since(start)
	}
	mapped := func() time.Duration {
		start := time.Now()
		_ = batch.Map(slices.Values(items), 2, spin, func(x uint64) error { sum.Add(x); return nil })
		return time.Since(start)
	}
	var one, two, viaMap time.Duration
	for b.Loop() {
		for range batchParts {
			one += serial()
			two += goroutines()
			viaMap += mapped()
		}
	}
	b.ReportMetric(one.Seconds()/two.Seconds(), "speedup")
	b.ReportMetric(one.Seconds()/viaMap.Seconds(), "map-speedup")
	if sum.Load() == 1 {
		b.Log(sum.Load()) // keeps the work from being optimized away
	}
}
