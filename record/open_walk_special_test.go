//go:build unix

package record_test

import (
	"errors"
	"os"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/internal/regular"
	"github.com/seqref/seqref/record"
)

// TestWalkSpecialFiles: in a folder, a named pipe and a link that leads
// out of the folder (or to a device) come with an error and are never
// opened; a link to a file inside the folder is a file like any other.
func TestWalkSpecialFiles(t *testing.T) {
	tree(t, "club/a.yaml", "club/sub/b.yaml", "elsewhere/c.yaml")
	if err := syscall.Mkfifo("club/pipe.yaml", 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	for link, target := range map[string]string{
		"club/inside.yaml":  "sub/b.yaml",
		"club/outside.yaml": "../elsewhere/c.yaml",
		"club/null.yaml":    "/dev/null",
	} {
		if err := os.Symlink(target, link); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"club/a.yaml", "club/inside.yaml", "club/null.yaml (error)", "club/outside.yaml (error)", "club/pipe.yaml (error)", "club/sub/b.yaml"}
	if diff := cmp.Diff(want, walked("club")); diff != "" {
		t.Errorf("walk of club (-want +got):\n%s", diff)
	}
	for p := range record.Walk([]string{"club"}) {
		switch p.Name {
		case "club/outside.yaml", "club/null.yaml":
			if !errors.Is(p.Err, record.ErrLinkOutside) {
				t.Errorf("%s: %v, want ErrLinkOutside", p.Name, p.Err)
			}
		case "club/pipe.yaml":
			if !errors.Is(p.Err, regular.ErrNotRegular) {
				t.Errorf("%s: %v, want ErrNotRegular", p.Name, p.Err)
			}
		}
	}
	// Named, the pipe is refused at once, without waiting for a writer.
	src, err := record.OpenOne("club/pipe.yaml", record.Options{})
	if err == nil || src.File != nil {
		t.Fatalf("OpenOne of a named pipe: %v, want an error", err)
	}
}
