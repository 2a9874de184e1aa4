package record_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/seqref/seqref/record"
)

// streamOf is a YAML stream of n small records, the last with an alias:
// a document without one must not be searched for it in the whole file.
func streamOf(n int) []byte {
	var b bytes.Buffer
	for i := range n {
		if i > 0 {
			b.WriteString("---\n")
		}
		if i == n-1 {
			b.WriteString("sequence: &v 1\nruleset: standard\nplayers: [{name: Ann, team: green}, {name: Bob, team: blue}]\nturns: []\ntitle: *v\n")
			continue
		}
		b.WriteString("sequence: 1\nruleset: standard\nplayers: [{name: Ann, team: green}, {name: Bob, team: blue}]\nturns: []\n")
	}
	return b.Bytes()
}

// BenchmarkStreamLoad splits a stream and loads every record: the cost
// per record must not grow with the number of records in the file
// (docs/batch.md, "Limits"). Compare the ns/record of the two sizes:
//
//	go test ./record -run '^$' -bench StreamLoad -benchtime 3x
func BenchmarkStreamLoad(b *testing.B) {
	for _, n := range []int{20000, 200000} {
		data := streamOf(n)
		b.Run(fmt.Sprintf("docs=%d", n), func(b *testing.B) {
			for b.Loop() {
				s := record.NewStream(data)
				if len(s.Docs) != n {
					b.Fatalf("%d documents, want %d", len(s.Docs), n)
				}
				for i := range s.Docs {
					if _, err := s.Load(i, record.LoadOptions{}); err != nil {
						b.Fatalf("record %d: %v", i+1, err)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/record")
		})
	}
}
