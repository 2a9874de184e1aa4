package ruling_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/internal/goldenfile"
	"github.com/seqref/seqref/ruling"
)

// TestAnnotateGolden replays each testdata/annotate/NAME.yaml and compares
// its facts, one JSON object per line, with NAME.golden (-update rewrites
// it).
func TestAnnotateGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/annotate/*.yaml")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no inputs in testdata/annotate: %v", err)
	}
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".yaml")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := record.Load(src, record.LoadOptions{})
			if err != nil {
				t.Fatalf("load: %v", err)
			}
			var got bytes.Buffer
			for _, f := range ruling.Annotate(rec) {
				got.Write(f.JSON())
				got.WriteByte('\n')
			}
			goldenfile.Check(t, strings.TrimSuffix(in, ".yaml")+".golden", got.Bytes())
		})
	}
}

// TestAnnotateStopsAtTheError checks that the facts end with the illegal
// entry, which holds the same error as the verdict, and that every legal
// entry before it has none.
func TestAnnotateStopsAtTheError(t *testing.T) {
	src, err := os.ReadFile("testdata/annotate/features.yaml")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Load(src, record.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	facts := ruling.Annotate(rec)
	verdict := ruling.Judge(rec, "")
	if verdict.Error == nil || len(rec.Turns) <= verdict.Error.Turn {
		t.Fatalf("features.yaml must have an illegal entry before its last one; verdict %s", verdict.JSON())
	}
	if len(facts) != verdict.Error.Turn {
		t.Fatalf("got facts for %d entries, want %d (up to the illegal entry)", len(facts), verdict.Error.Turn)
	}
	for i, f := range facts[:len(facts)-1] {
		if f.Error != nil || f.Entry != i+1 {
			t.Errorf("entry %d: facts %s", i+1, f.JSON())
		}
	}
	if diff := cmp.Diff(verdict.Error, facts[len(facts)-1].Error); diff != "" {
		t.Errorf("the illegal entry's error differs from the verdict's (-verdict +facts):\n%s", diff)
	}
}
