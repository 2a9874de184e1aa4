package rewrite_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/internal/rewrite"
	"github.com/seqref/seqref/ruling"
)

// FuzzFormatAnnotate checks, on any text, that Format and Annotate never
// panic, and that on a readable record formatting and annotating twice give
// the same bytes as once. The seeds are the testdata records.
func FuzzFormatAnnotate(f *testing.F) {
	for _, glob := range []string{"testdata/fmt/*.yaml", "testdata/annotate/*.yaml"} {
		names, _ := filepath.Glob(glob)
		for _, name := range names {
			f.Add(mustReadF(f, name))
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		rec, err := record.Load(src, record.LoadOptions{})
		if err != nil {
			return
		}
		if once, err := rewrite.Format(src, record.YAML, record.LoadOptions{}); err == nil {
			twice, err := rewrite.Format(once, record.YAML, record.LoadOptions{})
			if err != nil || !bytes.Equal(once, twice) {
				t.Errorf("formatting twice: %v\nonce:\n%s\ntwice:\n%s", err, once, twice)
			}
		}
		once, err := rewrite.Annotate(src, rec, ruling.Annotate(rec))
		if err != nil {
			return
		}
		again, err := record.Load(once, record.LoadOptions{})
		if err != nil {
			t.Fatalf("the annotated record does not load: %v\n%s", err, once)
		}
		twice, err := rewrite.Annotate(once, again, ruling.Annotate(again))
		if err != nil || !bytes.Equal(once, twice) {
			t.Errorf("annotating twice: %v\nonce:\n%s\ntwice:\n%s", err, once, twice)
		}
	})
}

// mustReadF reads a seed file or fails the fuzz test.
func mustReadF(f *testing.F, name string) []byte {
	f.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		f.Fatal(err)
	}
	return data
}
