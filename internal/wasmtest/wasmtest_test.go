package wasmtest

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/seqref/seqref/internal/boardwasm"
	"github.com/seqref/seqref/internal/wasmbuild"
	"github.com/seqref/seqref/internal/wasmkey"
)

// TestUseGivesTheSourcesWasm checks that what the tests drive is built
// from the sources as they are: the folder Dir gives holds the key of the
// code now, and Use hands the board package a gzip-compressed WebAssembly
// module with its wasm_exec.js.
func TestUseGivesTheSourcesWasm(t *testing.T) {
	dir, err := Dir()
	if err != nil {
		t.Fatal(err)
	}
	root, err := wasmbuild.Root(".")
	if err != nil {
		t.Fatal(err)
	}
	want, err := wasmkey.Key(root)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(filepath.Join(dir, wasmbuild.KeyFile)); err != nil || string(got) != want {
		t.Errorf("the WebAssembly the tests use is built from\n%s(%v), not from the sources now:\n%s", got, err, want)
	}
	defer boardwasm.Set(boardwasm.Set(nil))
	Use(t)
	a := boardwasm.Get()
	if a == nil || a.Exec == "" {
		t.Fatalf("Use set %+v", a)
	}
	zr, err := gzip.NewReader(bytes.NewReader(a.Gzip))
	if err != nil {
		t.Fatal(err)
	}
	head := make([]byte, 4)
	if _, err := io.ReadFull(zr, head); err != nil || string(head) != "\x00asm" {
		t.Errorf("the WebAssembly begins %q (%v), not with the magic \\0asm", head, err)
	}
}

// TestFromEnv reads $SEQREF_TEST_BOARD_WASM as a test binary run as
// seqref does: a folder's WebAssembly, none, or, unset, nothing set.
func TestFromEnv(t *testing.T) {
	defer boardwasm.Set(boardwasm.Set(nil))
	t.Setenv(EnvVar, "")
	if err := FromEnv(); err != nil || boardwasm.Get() != nil {
		t.Errorf("unset: %v, %+v", err, boardwasm.Get())
	}
	t.Setenv(EnvVar, None)
	if err := FromEnv(); err != nil || boardwasm.Get() == nil || boardwasm.Get().Gzip != nil {
		t.Errorf("none: %v, %+v", err, boardwasm.Get())
	}
	t.Setenv(EnvVar, t.TempDir())
	if err := FromEnv(); err == nil {
		t.Error("a folder without the WebAssembly: no error")
	}
}
