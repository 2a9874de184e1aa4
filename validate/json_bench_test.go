package validate_test

import (
	"bytes"
	"testing"
	"time"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/ruling"
)

// benchRecords writes n self-play records (standard, two players, seeds
// from 1) cut to their first 60 entries, as YAML and as JSON.
func benchRecords(b *testing.B, n int) (yamls, jsons [][]byte) {
	for seed := uint64(1); len(yamls) < n; seed++ {
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
		js, err := yamlToJSON(data)
		if err != nil {
			b.Fatal(err)
		}
		yamls, jsons = append(yamls, data), append(jsons, js)
	}
	return yamls, jsons
}

// timeLoad loads data in the format and returns how long it took.
func timeLoad(b *testing.B, f record.Format, data []byte, play bool) time.Duration {
	start := time.Now()
	rec, err := f.Load(data, record.LoadOptions{})
	if err != nil {
		b.Fatal(err)
	}
	if play {
		ruling.Judge(rec, "bench")
	}
	return time.Since(start)
}

// benchmarkJSONVersusYAML loads (and, with play, judges) the same records
// as YAML and as JSON, one after the other in each iteration, and reports
// how many times faster JSON is.
func benchmarkJSONVersusYAML(b *testing.B, play bool) {
	yamls, jsons := benchRecords(b, 64)
	var ty, tj time.Duration
	i := 0
	for b.Loop() {
		k := i % len(yamls)
		i++
		ty += timeLoad(b, record.YAML, yamls[k], play)
		tj += timeLoad(b, record.JSON, jsons[k], play)
	}
	b.ReportMetric(float64(b.N)/ty.Seconds(), "yaml-records/s")
	b.ReportMetric(float64(b.N)/tj.Seconds(), "json-records/s")
	b.ReportMetric(ty.Seconds()/tj.Seconds(), "json-speedup")
}

// BenchmarkLoadJSONVersusYAML is target (b): reading a record of 60
// entries from JSON against reading it from YAML (the target is a speedup
// of at least 4).
func BenchmarkLoadJSONVersusYAML(b *testing.B) { benchmarkJSONVersusYAML(b, false) }

// BenchmarkValidateJSONVersusYAML is the same, end to end: Load, Play and
// Outcome.
func BenchmarkValidateJSONVersusYAML(b *testing.B) { benchmarkJSONVersusYAML(b, true) }

// BenchmarkLoadJSON is LoadJSON alone.
func BenchmarkLoadJSON(b *testing.B) {
	_, jsons := benchRecords(b, 64)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := record.LoadJSON(jsons[i%len(jsons)], record.LoadOptions{}); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "records/s")
}
