package record

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNewStreamShortcut: the documents NewStream finds without reading
// line by line, in a file with no marker, are those splitDocuments finds,
// for every fixture.
func TestNewStreamShortcut(t *testing.T) {
	shortcuts := 0
	err := filepath.WalkDir("../fixtures", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		got, want := NewStream(data).Docs, splitDocuments(data)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: documents (-line by line +NewStream):\n%s", path, diff)
		}
		if !bytes.Contains(data, []byte("---")) && !bytes.Contains(data, []byte("...")) {
			shortcuts++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if shortcuts < 500 {
		t.Fatalf("only %d files without a marker", shortcuts)
	}
}
