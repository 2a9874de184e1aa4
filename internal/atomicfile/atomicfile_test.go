package atomicfile_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
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
	// The error names the file asked for, not the temporary file. The
	// system's words differ ("no such file or directory", "The system
	// cannot find the path specified."), so its kind is compared.
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Op != "open" || pe.Path != path || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("error %q, want an open error of %s that it does not exist", err, path)
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
	if want := systemPerm(perm); info.Mode().Perm() != want {
		t.Errorf("mode %v, want %v", info.Mode().Perm(), want)
	}
}

// systemPerm is how the system reports a file made with perm: as it is
// on Unix; on Windows, which keeps only a read-only attribute, 0666 for a
// file that can be written and 0444 for one that cannot.
func systemPerm(perm os.FileMode) os.FileMode {
	if runtime.GOOS != "windows" {
		return perm
	}
	if perm&0o200 != 0 {
		return 0o666
	}
	return 0o444
}

// symlink makes a symbolic link at name to target, or skips the test
// where the system makes none: Windows without the privilege (or the
// developer mode) to create one, or a system that reports the link it
// made as a plain file.
func symlink(t *testing.T, target, name string) {
	t.Helper()
	if err := os.Symlink(target, name); err != nil {
		if runtime.GOOS == "windows" {
			t.Skipf("this Windows account cannot make symbolic links: %v", err)
		}
		t.Fatal(err)
	}
	if info, err := os.Lstat(name); err != nil || info.Mode()&os.ModeSymlink == 0 {
		if runtime.GOOS == "windows" {
			t.Skipf("the symbolic link %s made here does not read back as one (%v)", name, err)
		}
		t.Fatalf("%s is not a symbolic link (%v)", name, err)
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

// TestWriteThroughLink rewrites the file a symbolic link points to (through
// a link to a link, with a relative target), beside that file, and the links
// stay links.
func TestWriteThroughLink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real")
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(real, "game.yaml")
	if err := os.WriteFile(target, []byte("old\n"), 0o640); err != nil {
		t.Fatal(err)
	}
	symlink(t, "game.yaml", filepath.Join(real, "one.yaml"))
	link := filepath.Join(dir, "link.yaml")
	symlink(t, "real/one.yaml", link)
	if err := atomicfile.Write(link, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	checkFile(t, target, "new\n", 0o640)
	for _, l := range []string{link, filepath.Join(real, "one.yaml")} {
		if info, err := os.Lstat(l); err != nil || info.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%s is no longer a link (%v)", l, err)
		}
	}
}

// TestWriteKeepsHardLinks: both names of a hard-linked file see the new text.
func TestWriteKeepsHardLinks(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.yaml"), filepath.Join(dir, "b.yaml")
	if err := os.WriteFile(a, []byte("a much longer old text\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(a, b); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.Write(a, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	checkFile(t, a, "new\n", 0o644)
	checkFile(t, b, "new\n", 0o644)
}

// TestWriteRefusesReadOnly: a file whose mode has no write bit, or a file in
// a folder whose mode has none, is not written, even by root. On Windows a
// folder's read-only attribute (what os.Chmod sets there) is not read as a
// missing write bit: the file in it is written (docs/reading.md).
func TestWriteRefusesReadOnly(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.yaml")
	if err := os.WriteFile(path, []byte("old\n"), 0o444); err != nil {
		t.Fatal(err)
	}
	err := atomicfile.Write(path, []byte("new\n"))
	if !errors.Is(err, atomicfile.ErrReadOnly) {
		t.Errorf("error %v, want ErrReadOnly", err)
	}
	checkFile(t, path, "old\n", 0o444)

	ro := filepath.Join(dir, "ro")
	if err := os.Mkdir(ro, 0o755); err != nil {
		t.Fatal(err)
	}
	inside := filepath.Join(ro, "game.yaml")
	if err := os.WriteFile(inside, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(ro, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(ro, 0o755)
	err = atomicfile.Write(inside, []byte("new\n"))
	if runtime.GOOS == "windows" {
		if err != nil {
			t.Errorf("error %v in a folder with the read-only attribute, want none", err)
		}
		checkFile(t, inside, "new\n", 0o644)
		return
	}
	var fe *atomicfile.FolderError
	if !errors.As(err, &fe) || fe.Dir != ro || fe.Path != inside {
		t.Errorf("error %v, want a FolderError for %s", err, ro)
	}
	checkFile(t, inside, "old\n", 0o644)
}

// TestWriteNewNeverReplaces: WriteNew creates a file, and fails with
// fs.ErrExist on a file or a link that is there, leaving it and nothing else.
func TestWriteNewNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game-0001.yaml")
	if err := atomicfile.WriteNew(path, []byte("first\n")); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.WriteNew(path, []byte("second\n")); !errors.Is(err, fs.ErrExist) {
		t.Errorf("error %v, want fs.ErrExist", err)
	}
	checkFile(t, path, "first\n", 0o644)
	checkOnlyFile(t, dir)
}
