package atomicfile_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/seqref/seqref/internal/atomicfile"
)

// TestWriteReplaces writes over a file: the new text, the old permissions,
// and no temporary file left behind.
func TestWriteReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.yaml")
	if err := os.WriteFile(path, []byte("old\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.Write(path, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	checkFile(t, path, "new\n", 0o600)
	checkOnlyFile(t, dir)
}

// TestWriteCreates writes a new file with mode 0644.
func TestWriteCreates(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "new.yaml")
	if err := atomicfile.Write(path, []byte("text\n")); err != nil {
		t.Fatal(err)
	}
	checkFile(t, path, "text\n", 0o644)
	checkOnlyFile(t, dir)
}

// TestWriteFailsCleanly: a write into a folder that does not exist fails
// and leaves nothing behind.
func TestWriteFailsCleanly(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nosuch", "game.yaml")
	err := atomicfile.Write(path, []byte("x"))
	if err == nil {
		t.Fatal("writing into a missing folder did not fail")
	}
	// The error names the file asked for, not the temporary file.
	if want := "open " + path + ": no such file or directory"; err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("%d files left in the folder, want none", len(entries))
	}
}

func checkFile(t *testing.T, path, text string, perm os.FileMode) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != text {
		t.Errorf("text %q, want %q", got, text)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != perm {
		t.Errorf("mode %v, want %v", info.Mode().Perm(), perm)
	}
}

func checkOnlyFile(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		t.Errorf("%d files in the folder, want 1", len(entries))
	}
}
