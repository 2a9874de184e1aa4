package validate_test

import (
	"bytes"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/ruling"
	"gopkg.in/yaml.v3"
)

// benchEntries is the length of the benchmark's record: a game of
// Sequence as a club records it.
const benchEntries = 60

// record60 is a two-player standard self-play game (greedy policy, seed
// 60) cut to its first 60 entries, with its hands and deck: every entry is
// judged with the hands known.
func record60(b *testing.B) []byte {
	b.Helper()
	g, err := play.Play(play.Config{Rules: engine.RulesetNamed("standard"), Players: 2, Seed: 60, Policy: play.Greedy})
	if err != nil {
		b.Fatal(err)
	}
	if len(g.Entries) < benchEntries {
		b.Fatalf("seed 60 plays %d entries, fewer than %d", len(g.Entries), benchEntries)
	}
	g.Entries = g.Entries[:benchEntries]
	var buf bytes.Buffer
	if err := play.WriteRecord(&buf, g); err != nil {
		b.Fatal(err)
	}
	// The expect: block describes the whole game; a cut record has none.
	data := buf.Bytes()
	if i := bytes.Index(data, []byte("\nexpect:")); i >= 0 {
		data = data[:i+1]
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
