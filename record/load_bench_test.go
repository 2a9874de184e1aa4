package record_test

import (
	"bytes"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/record"
	"gopkg.in/yaml.v3"
)

// loadEntries is the length of the benchmark's record, as in validate's
// benchmarks: a game of Sequence as a club records it.
const loadEntries = 60

// record60 is validate's benchmark record: a two-player standard self-play
// game (greedy policy, seed 60) cut to its first 60 entries, with its
// hands and deck.
func record60(b *testing.B) []byte {
	b.Helper()
	g, err := play.Play(play.Config{Rules: engine.RulesetNamed("standard"), Players: 2, Seed: 60, Policy: play.Greedy})
	if err != nil {
		b.Fatal(err)
	}
	if len(g.Entries) < loadEntries {
		b.Fatalf("seed 60 plays %d entries, fewer than %d", len(g.Entries), loadEntries)
	}
	g.Entries = g.Entries[:loadEntries]
	var buf bytes.Buffer
	if err := play.WriteRecord(&buf, g); err != nil {
		b.Fatal(err)
	}
	// The expect: block describes the whole game; a cut record has none.
	data := buf.Bytes()
	if i := bytes.Index(data, []byte("\nexpect:")); i >= 0 {
		data = data[:i+1]
	}
	if _, err := record.Load(data, record.LoadOptions{}); err != nil {
		b.Fatal(err)
	}
	return data
}

// BenchmarkLoadNode60 is the loader's own share of validate's
// BenchmarkValidate60: reading the record from the yaml.Node that yaml.v3
// decoded (docs/batch.md).
func BenchmarkLoadNode60(b *testing.B) {
	var doc yaml.Node
	if err := yaml.Unmarshal(record60(b), &doc); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := record.LoadNode(&doc, record.LoadOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
