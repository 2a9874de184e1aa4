package record_test

import (
	"testing"

	"github.com/seqref/seqref/internal/benchrecord"
	"github.com/seqref/seqref/record"
	"gopkg.in/yaml.v3"
)

// record60 is the benchmarks' record (benchrecord.Sixty), checked to load.
func record60(b *testing.B) []byte {
	b.Helper()
	data, err := benchrecord.Sixty()
	if err != nil {
		b.Fatal(err)
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
