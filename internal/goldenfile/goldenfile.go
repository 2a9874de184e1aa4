// Package goldenfile is the project's golden-file test step: compare an
// output with the file that holds the expected one, or, when the tests run
// with -update, rewrite that file from the output (go test ./... -update;
// review the diff like code).
package goldenfile

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/internal/atomicfile"
)

func init() {
	// A test package may register -update itself; then it is that flag.
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files from the actual output")
	}
}

// Update reports whether the tests run with -update.
func Update() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// Check compares got with the golden file at path and reports a difference
// as a test error (-want +got). With -update it writes got to path instead
// (creating its folder), never half-written, and reports nothing.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if Update() {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := atomicfile.Write(path, got); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s differs (-want +got); go test -update rewrites it:\n%s", path, diff)
	}
}
