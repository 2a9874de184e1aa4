package rewrite_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/internal/goldenfile"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

// mustRead reads a file or fails the test.
func mustRead(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// checkGolden compares got with the golden file, which -update rewrites.
func checkGolden(t *testing.T, golden string, got []byte) {
	t.Helper()
	goldenfile.Check(t, golden, got)
}

// optionsFor reads board files relative to the record's folder, as the
// commands do.
func optionsFor(path string) record.LoadOptions {
	dir := filepath.Dir(path)
	return record.LoadOptions{ReadBoard: func(name string) ([]byte, error) {
		if !filepath.IsAbs(name) {
			name = filepath.Join(dir, name)
		}
		return os.ReadFile(name)
	}}
}

// recordFile is a readable record of the project's fixtures or of the
// conformance suite.
type recordFile struct {
	path string
	src  []byte
	rec  *record.Record
}

// readableRecords lists every record under fixtures/ and the conformance
// cases that loads; the others (invalid on purpose) are not formatted or
// annotated. It fails when it finds none.
func readableRecords(t *testing.T) []recordFile {
	t.Helper()
	var out []recordFile
	for _, root := range []string{"../../fixtures"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".yaml") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if rec, err := record.Load(src, optionsFor(path)); err == nil {
				out = append(out, recordFile{path, src, rec})
			}
			return nil
		})
		if err != nil {
			t.Fatalf("%s: %v", root, err)
		}
	}
	if len(out) == 0 {
		t.Fatal("no readable records under ../../fixtures")
	}
	return out
}

// verdictOf validates a record's text.
func verdictOf(t *testing.T, path string, src []byte) *validate.Outcome {
	t.Helper()
	rec, err := record.Load(src, optionsFor(path))
	if err != nil {
		t.Fatalf("%s: no longer readable: %v", path, err)
	}
	return ruling.Judge(rec, path)
}
