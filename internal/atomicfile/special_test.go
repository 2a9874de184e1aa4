//go:build unix

package atomicfile_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/seqref/seqref/internal/atomicfile"
)

// TestWriteRefusesSpecialFiles: a named pipe, a folder, a link to a
// device, and anything under /dev or /proc are not written, and stay what
// they were.
func TestWriteRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "pipe.yaml")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	folder := filepath.Join(dir, "folder.yaml")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	null := filepath.Join(dir, "null.yaml")
	if err := os.Symlink("/dev/null", null); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path string
		want error
	}{
		{pipe, atomicfile.ErrNotRegular},
		{folder, atomicfile.ErrNotRegular},
		{null, atomicfile.ErrSystemPath},
		{"/dev/null", atomicfile.ErrSystemPath},
		{"/dev/stdin", atomicfile.ErrSystemPath},
		{"/proc/self/fd/1", atomicfile.ErrSystemPath},
	} {
		err := atomicfile.Write(c.path, []byte("x\n"))
		var pe *fs.PathError
		if !errors.Is(err, c.want) || !errors.As(err, &pe) || pe.Path != c.path {
			t.Errorf("Write(%s): %v, want %v naming %s", c.path, err, c.want, c.path)
		}
	}
	if info, err := os.Lstat(pipe); err != nil || info.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("the pipe is no longer a pipe: %v, %v", info, err)
	}
	if info, err := os.Stat("/dev/null"); err != nil || info.Mode()&fs.ModeCharDevice == 0 {
		t.Errorf("/dev/null is no longer a device: %v, %v", info, err)
	}
	if err := atomicfile.WriteNew("/dev/shm/seqref-test-new.yaml", []byte("x\n")); !errors.Is(err, atomicfile.ErrSystemPath) {
		os.Remove("/dev/shm/seqref-test-new.yaml")
		t.Errorf("WriteNew under /dev: %v, want ErrSystemPath", err)
	}
	if err := atomicfile.MkdirAll("/dev/seqref-test"); !errors.Is(err, atomicfile.ErrSystemPath) {
		os.Remove("/dev/seqref-test")
		t.Errorf("MkdirAll under /dev: %v, want ErrSystemPath", err)
	}
}
