//go:build unix

package regular_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/seqref/seqref/internal/regular"
)

// TestEscapes pins the text by which Escapes knows os.Root's refusal of a
// name that leads out of its folder, which the os package does not export:
// should a Go release change it, this fails.
func TestEscapes(t *testing.T) {
	dir := t.TempDir()
	if err := os.Symlink("../elsewhere", filepath.Join(dir, "out")); err != nil {
		t.Fatal(err)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	for _, name := range []string{"../x", "out", "out/y"} {
		_, err := root.Open(name)
		if !regular.Escapes(err) {
			t.Errorf("Open(%q): %v, which Escapes does not know", name, err)
		}
		if _, err := regular.OpenIn(root, name, name); !errors.Is(err, regular.ErrOutside) {
			t.Errorf("OpenIn(%q): %v, want ErrOutside", name, err)
		}
	}
	if _, err := root.Open("nosuch"); regular.Escapes(err) {
		t.Errorf("a missing file inside is taken for one outside: %v", err)
	}
}
