package validate_test

import (
	"testing"

	"github.com/seqref/seqref/internal/benchrecord"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/ruling"
	"gopkg.in/yaml.v3"
)

// benchEntries is the length of the benchmark's record.
const benchEntries = benchrecord.Entries

// record60 is the benchmarks' record (benchrecord.Sixty): every entry is
// judged with the hands known.
func record60(b *testing.B) []byte {
	b.Helper()
	data, err := benchrecord.Sixty()
	if err != nil {
		b.Fatal(err)
	}
	rec, err := record.Load(data, record.LoadOptions{})
	if err != nil {
		b.Fatal(err)
	}
	if v := ruling.Judge(rec, "bench.yaml"); v.Result != record.Unfinished || v.Turns != benchEntries {
		b.Fatalf("the cut record is not %d legal entries: %s", benchEntries, v.JSON())
	}
	return data
}

// BenchmarkValidate60 is seqref validate on one record of 60 entries:
// Load, then Play, then Outcome.
func BenchmarkValidate60(b *testing.B) {
	data := record60(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		rec, err := record.Load(data, record.LoadOptions{})
		if err != nil {
			b.Fatal(err)
		}
		if v := ruling.Judge(rec, "bench.yaml"); v.Result != record.Unfinished {
			b.Fatal(v.Result)
		}
	}
}

// BenchmarkDecodeYAML is the floor under BenchmarkValidate60: yaml.v3
// decoding the same bytes into a yaml.Node.
func BenchmarkDecodeYAML(b *testing.B) {
	data := record60(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		var n yaml.Node
		if err := yaml.Unmarshal(data, &n); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlay60 is the engine's and the verdict's share of
// BenchmarkValidate60: replaying the loaded record and writing its
// verdict.
func BenchmarkPlay60(b *testing.B) {
	rec, err := record.Load(record60(b), record.LoadOptions{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if v := ruling.Judge(rec, "bench.yaml"); v.Result != record.Unfinished {
			b.Fatal(v.Result)
		}
	}
}
