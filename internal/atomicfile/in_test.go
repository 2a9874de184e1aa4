//go:build unix

package atomicfile_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/seqref/seqref/internal/atomicfile"
	"github.com/seqref/seqref/internal/regular"
)

// folderWithLinks is a folder "in" holding a file, a link to it, a link
// that leads out and a link through a folder link that leads out, beside
// a folder "out" holding the file that must never be written.
func folderWithLinks(t *testing.T) (dir string, root *os.Root) {
	t.Helper()
	dir = t.TempDir()
	for _, d := range []string{"in", "out"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, text := range map[string]string{"in/a.yaml": "a\n", "out/secret.yaml": "secret\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for link, target := range map[string]string{
		"in/inside.yaml": "a.yaml",
		"in/up.yaml":     "../out/secret.yaml",
		"in/abs.yaml":    filepath.Join(dir, "out/secret.yaml"),
		"in/gone.yaml":   "../out/nothing.yaml",
		"in/sub":         "../out",
	} {
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	root, err := os.OpenRoot(filepath.Join(dir, "in"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { root.Close() })
	return dir, root
}

// TestWriteInStaysInFolder: WriteIn follows a link only to a file in the
// folder, and refuses, with the same error whether or not a file is
// there, a link that leads out, directly or through a folder link.
func TestWriteInStaysInFolder(t *testing.T) {
	dir, root := folderWithLinks(t)
	if err := atomicfile.WriteIn(root, "inside.yaml", "in/inside.yaml", []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	checkFile(t, filepath.Join(dir, "in/a.yaml"), "new\n", 0o644)
	for _, name := range []string{"up.yaml", "abs.yaml", "gone.yaml", "sub/secret.yaml", "sub/new.yaml"} {
		err := atomicfile.WriteIn(root, name, "in/"+name, []byte("x\n"))
		if !errors.Is(err, regular.ErrOutside) {
			t.Errorf("WriteIn %s: %v, want ErrOutside", name, err)
		}
	}
	checkFile(t, filepath.Join(dir, "out/secret.yaml"), "secret\n", 0o644)
	checkOnlyFile(t, filepath.Join(dir, "out"))
}

// TestReplaceInReplacesLinks: in an output folder, a link bearing the
// name written is replaced by the file, never written through.
func TestReplaceInReplacesLinks(t *testing.T) {
	dir, root := folderWithLinks(t)
	for _, name := range []string{"up.yaml", "abs.yaml", "gone.yaml"} {
		if err := atomicfile.ReplaceIn(root, name, "in/"+name, []byte("page\n")); err != nil {
			t.Fatalf("ReplaceIn %s: %v", name, err)
		}
		checkFile(t, filepath.Join(dir, "in", name), "page\n", 0o644)
		if info, err := os.Lstat(filepath.Join(dir, "in", name)); err != nil || !info.Mode().IsRegular() {
			t.Errorf("%s is not a regular file after ReplaceIn: %v", name, err)
		}
	}
	if err := atomicfile.ReplaceIn(root, "sub/x.yaml", "in/sub/x.yaml", []byte("x\n")); !errors.Is(err, regular.ErrOutside) {
		t.Errorf("ReplaceIn through a folder link: %v, want ErrOutside", err)
	}
	checkFile(t, filepath.Join(dir, "out/secret.yaml"), "secret\n", 0o644)
	checkOnlyFile(t, filepath.Join(dir, "out"))
}

// TestWriteNewInNeverThroughLinks: a link in an output folder is a name
// taken, never written through.
func TestWriteNewInNeverThroughLinks(t *testing.T) {
	dir, root := folderWithLinks(t)
	for _, name := range []string{"up.yaml", "gone.yaml"} {
		if err := atomicfile.WriteNewIn(root, name, "in/"+name, []byte("x\n")); !errors.Is(err, os.ErrExist) {
			t.Errorf("WriteNewIn %s: %v, want ErrExist", name, err)
		}
	}
	if _, err := os.Lstat(filepath.Join(dir, "out/nothing.yaml")); err == nil {
		t.Error("WriteNewIn made a file outside through a dangling link")
	}
}
