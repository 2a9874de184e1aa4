package goldenfile

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// recorder is a testing.TB that keeps what a check reports.
type recorder struct {
	testing.TB
	failed, fatal bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Fatalf(string, ...any) { r.failed, r.fatal = true, true }
func (r *recorder) Fatal(...any)          { r.failed, r.fatal = true, true }
func (r *recorder) Logf(string, ...any)   {}
func (r *recorder) Name() string          { return "recorder" }

func setUpdate(t *testing.T, on bool) {
	t.Helper()
	was := Update()
	v := "false"
	if on {
		v = "true"
	}
	if err := flag.Set("update", v); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		old := "false"
		if was {
			old = "true"
		}
		_ = flag.Set("update", old)
	})
}

func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "out.golden")

	setUpdate(t, false)
	r := &recorder{TB: t}
	Check(r, path, []byte("one\n"))
	if !r.fatal {
		t.Fatal("a missing golden file is no failure")
	}

	setUpdate(t, true)
	r = &recorder{TB: t}
	Check(r, path, []byte("one\n"))
	if r.failed {
		t.Fatal("-update failed")
	}
	if data, err := os.ReadFile(path); err != nil || string(data) != "one\n" {
		t.Fatalf("-update wrote %q, %v", data, err)
	}

	setUpdate(t, false)
	r = &recorder{TB: t}
	Check(r, path, []byte("one\n"))
	if r.failed {
		t.Fatal("the same output fails")
	}
	r = &recorder{TB: t}
	Check(r, path, []byte("two\n"))
	if !r.failed || r.fatal {
		t.Fatalf("a different output: failed %v, fatal %v; want an error", r.failed, r.fatal)
	}
}
